/**
 * The first-run setup's calls (no session yet): whether it applies, checking the printed address's
 * code (answering the authenticator secret), and creating the first manager, logged in.
 */
import type { AdminSetupCheck, AdminSetupDone, AdminSetupState } from '@forum/shared';
import { type AdminClient, type ApiResult, asObject } from '../lib/apiClient';

export interface SetupApi {
  state(): Promise<ApiResult<AdminSetupState>>;
  check(code: string, email: string): Promise<ApiResult<AdminSetupCheck>>;
  complete(account: { code: string; email: string; password: string; otp: string }): Promise<ApiResult<AdminSetupDone>>;
}

export function createSetupApi(client: AdminClient): SetupApi {
  const { call } = client;
  async function read<T>(path: string, request: Parameters<typeof call>[1]): Promise<ApiResult<T>> {
    const result = await call(path, request);
    if (!result.ok) return result;
    const value = asObject<T>(result.body);
    return value ? { ok: true, value } : { ok: false, code: 'internal_error', status: result.status };
  }
  return {
    state: () => read<AdminSetupState>('/api/admin/setup', {}),
    check: (code, email) => read<AdminSetupCheck>('/api/admin/setup/check', { method: 'POST', json: { code, email } }),
    complete: (account) => read<AdminSetupDone>('/api/admin/setup', { method: 'POST', json: account }),
  };
}
