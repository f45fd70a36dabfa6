/**
 * Logging in and the session's own calls: login and logout, who the session is, the authenticator
 * set-up and changing one's password. On the console's one client (lib/apiClient.ts).
 */
import type { AdminSessionInfo, LoginResponse, OtpEnrolmentDone, OtpEnrolmentStart } from '@forum/shared';
import { type AdminClient, type ApiResult, asObject, isObject } from '../lib/apiClient';

export interface AuthApi {
  login(email: string, password: string, otp?: string): Promise<ApiResult<LoginResponse>>;
  /** Revokes the token on the server; the outcome does not matter to the caller. */
  logout(token: string): Promise<void>;
  sessionInfo(token: string): Promise<ApiResult<AdminSessionInfo>>;
  startOtpEnrolment(token: string): Promise<ApiResult<OtpEnrolmentStart>>;
  confirmOtpEnrolment(token: string, otp: string): Promise<ApiResult<OtpEnrolmentDone>>;
  /** The admin's own password; the server ends the admin's other sessions. */
  changePassword(token: string, currentPassword: string, newPassword: string): Promise<ApiResult<null>>;
}

export function createAuthApi(client: AdminClient): AuthApi {
  const { call, authed } = client;
  return {
    async login(email, password, otp) {
      const result = await call('/api/user/login', {
        method: 'POST',
        json: { email, password, ...(otp ? { otp } : {}) },
        statusCodes: { 429: 'too_many_attempts', 401: 'invalid_credentials' },
      });
      if (!result.ok) return result;
      const { token, expiresAt, otpEnrolment } = (isObject(result.body) ? result.body : {}) as Partial<LoginResponse>;
      // The original console logged in on any truthy answer; here only a usable session counts.
      if (typeof token !== 'string' || !token || typeof expiresAt !== 'string') {
        return { ok: false, code: 'internal_error', status: result.status };
      }
      return { ok: true, value: otpEnrolment === true ? { token, expiresAt, otpEnrolment } : { token, expiresAt } };
    },
    async logout(token) {
      await call('/api/user/logout', { method: 'POST', token });
    },
    sessionInfo: (token) => authed('/api/admin/session', token, {}, (body) => asObject<AdminSessionInfo>(body)),
    startOtpEnrolment: (token) =>
      authed('/api/admin/otp', token, { method: 'POST' }, (body) => asObject<OtpEnrolmentStart>(body)),
    confirmOtpEnrolment: (token, otp) =>
      authed('/api/admin/otp/confirm', token, { method: 'POST', json: { otp } }, (body) =>
        asObject<OtpEnrolmentDone>(body),
      ),
    changePassword: (token, currentPassword, newPassword) =>
      authed('/api/admin/password', token, { method: 'POST', json: { currentPassword, newPassword } }, () => null),
  };
}
