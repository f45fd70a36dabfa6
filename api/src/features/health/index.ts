export { healthRouter } from './router';
