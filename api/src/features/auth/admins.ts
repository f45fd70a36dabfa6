import { normaliseEmail } from '@forum/shared';
import { z } from 'zod';
import { isDuplicateKeyError } from '../../db/database';
import type { AuthRepo } from './repo';
import { hashPassword, passwordProblem } from './passwords';

/** Account management for the admin CLI. Errors carry a sentence meant for the operator. */
export class AdminAccountError extends Error {
  override name = 'AdminAccountError';
}

const emailSchema = z.email();

function checkEmail(email: string): string {
  const normalised = normaliseEmail(email);
  if (!emailSchema.safeParse(normalised).success) throw new AdminAccountError(`"${email}" is not an e-mail address`);
  return normalised;
}

function checkPassword(password: string): void {
  const problem = passwordProblem(password);
  if (problem) throw new AdminAccountError(`The password ${problem}`);
}

export function createAdminAccounts(deps: { repo: AuthRepo; clock: () => Date; passwordCost: number }) {
  const { repo, clock, passwordCost } = deps;
  return {
    async create(email: string, password: string): Promise<string> {
      const account = checkEmail(email);
      checkPassword(password);
      try {
        await repo.insertAdmin(account, await hashPassword(password, passwordCost), clock());
      } catch (error) {
        if (isDuplicateKeyError(error)) throw new AdminAccountError(`An admin ${account} already exists`);
        throw error;
      }
      return account;
    },

    async resetPassword(email: string, password: string): Promise<string> {
      const account = checkEmail(email);
      checkPassword(password);
      const updated = await repo.updatePassword(account, await hashPassword(password, passwordCost), clock());
      if (!updated) throw new AdminAccountError(`No admin ${account}`);
      return account;
    },

    async remove(email: string): Promise<string> {
      const account = checkEmail(email);
      if (!(await repo.removeAdmin(account))) throw new AdminAccountError(`No admin ${account}`);
      return account;
    },

    list: () => repo.listAdmins(),
  };
}
