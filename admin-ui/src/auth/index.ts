/** Logging in, the authenticator set-up and the idle cut-off: what the console's shell mounts. */
export { EnrolmentScreen } from './EnrolmentScreen';
export { IdleGuard } from './IdleGuard';
export { type LoginNotice, LoginScreen } from './LoginScreen';
export { ChangePasswordScreen } from './ChangePasswordScreen';
export { AUTH_TEXT } from './authText';
export { type AuthApi, createAuthApi } from './authApi';
export { SetupScreen } from './SetupScreen';
export { type SetupApi, createSetupApi } from './setupApi';
