/**
 * Admin login's entry: sessions, one-time passwords and the login throttle. The guard that admin
 * routes use is `middleware/requireAdmin.ts`; it asks this feature's service who a token belongs to.
 */
export { authRouter } from './router';
export { type AdminSession, type AuthService, createAuthService } from './service';
export { type LoginThrottle, createLoginThrottle } from './loginThrottle';
export { DEFAULT_PASSWORD_COST, MIN_PASSWORD_LENGTH, hashPassword, passwordProblem, verifyPassword } from './passwords';
/** What the first-run setup needs to create its manager already enrolled and logged in. */
export { currentOtp, hashRecoveryCode, newOtpSecret, newRecoveryCodes, otpStep, otpauthUrl } from './otp';
export { hashToken, newSessionToken } from './tokens';
export { openEnrolledSession } from './enrolledSession';
