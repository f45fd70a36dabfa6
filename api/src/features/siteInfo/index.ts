export { siteInfoRouter } from './router';
