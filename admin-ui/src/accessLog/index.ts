/** The managers' Access log screen. */
export { AccessLogScreen } from './AccessLogScreen';
