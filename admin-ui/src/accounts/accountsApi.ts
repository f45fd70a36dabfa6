/** Managers' calls for the admin accounts: list, create, change role or disable, reset the authenticator. */
import type { AdminAccount, AdminRole, CreatedAdminAccount } from '@forum/shared';
import { type AdminClient, type ApiResult, asArray, asObject, segment } from '../lib/apiClient';

export interface AccountsApi {
  listAccounts(token: string): Promise<ApiResult<AdminAccount[]>>;
  createAccount(token: string, email: string, role: AdminRole): Promise<ApiResult<CreatedAdminAccount>>;
  updateAccount(
    token: string,
    id: number,
    change: { role?: AdminRole; disabled?: boolean },
  ): Promise<ApiResult<AdminAccount>>;
  resetAccountOtp(token: string, id: number): Promise<ApiResult<AdminAccount>>;
}

export function createAccountsApi({ authed }: AdminClient): AccountsApi {
  return {
    listAccounts: (token) => authed('/api/admin/accounts', token, {}, (body) => asArray<AdminAccount>(body)),
    createAccount: (token, email, role) =>
      authed('/api/admin/accounts', token, { method: 'POST', json: { email, role } }, (body) =>
        asObject<CreatedAdminAccount>(body),
      ),
    updateAccount: (token, accountId, change) =>
      authed(`/api/admin/accounts/${segment(accountId)}`, token, { method: 'PATCH', json: change }, (body) =>
        asObject<AdminAccount>(body),
      ),
    resetAccountOtp: (token, accountId) =>
      authed(`/api/admin/accounts/${segment(accountId)}/reset-otp`, token, { method: 'POST' }, (body) =>
        asObject<AdminAccount>(body),
      ),
  };
}
