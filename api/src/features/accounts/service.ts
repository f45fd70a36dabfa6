/**
 * Granting and revoking admin access: create (with a one-time initial password, shown once), change
 * role, disable or enable, reset the authenticator, and (CLI only) reset a password or remove.
 * Every change is an `account_change` access-log entry written in the same transaction, which is
 * the Standard's record of grants and revocations. Through the API no change may leave the console
 * without an active manager; the CLI, the operator's way back in, is not held to that.
 */
import { randomInt } from 'node:crypto';
import {
  type AdminAccount,
  type AdminRole,
  type CreatedAdminAccount,
  type FieldErrorCode,
  normaliseEmail,
} from '@forum/shared';
import { z } from 'zod';
import { type Database, isDuplicateKeyError } from '../../db/database';
import { AppError } from '../../errors';
import type { AccessLog, Actor } from '../accessLog';
import { hashPassword, passwordProblem } from '../auth';
import { createAccountsRepo } from './repo';

const emailSchema = z.email();
const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** `Xk7p-9QmR-ts4W-hc2N`: about 94 random bits, easy to read out and type once. */
export function newInitialPassword(): string {
  const chars = Array.from({ length: 16 }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join('');
  return chars.match(/.{4}/g)!.join('-');
}

export class AccountFieldError extends AppError {
  constructor(
    readonly field: string,
    readonly fieldCode: FieldErrorCode,
    readonly sentence: string,
  ) {
    super('validation', { fields: { [field]: fieldCode } });
  }
}

export function checkAccountEmail(email: string): string {
  const normalised = normaliseEmail(email);
  if (!emailSchema.safeParse(normalised).success)
    throw new AccountFieldError('email', 'invalid_email', `"${email}" is not an e-mail address`);
  return normalised;
}

export function checkNewPassword(password: string): void {
  const problem = passwordProblem(password);
  if (problem) throw new AccountFieldError('password', 'too_long', `The password ${problem}`);
}

export interface AccountChange {
  role?: AdminRole;
  disabled?: boolean;
}

export function createAccountsService(deps: {
  db: Database;
  accessLog: AccessLog;
  clock: () => Date;
  passwordCost: number;
}) {
  const { accessLog, clock, passwordCost } = deps;
  const repo = createAccountsRepo(deps.db);

  async function mustFind(trx: Database, id: number): Promise<AdminAccount> {
    const account = await repo.findById(trx, id);
    if (!account) throw new AppError('not_found');
    return account;
  }

  async function mustFindByEmail(trx: Database, email: string): Promise<AdminAccount> {
    const account = await repo.findByEmail(trx, checkAccountEmail(email));
    if (!account) throw new AppError('not_found');
    return account;
  }

  async function keepAManager(trx: Database): Promise<void> {
    if ((await repo.activeManagers(trx)) === 0) throw new AppError('last_manager');
  }

  const logged = (actor: Actor, target: string, detail: Record<string, unknown>) => [
    { actor, action: 'account_change' as const, detail: { target, ...detail } },
  ];

  return {
    list: () => repo.list(),

    isEmpty: async () => (await repo.count()) === 0,

    /**
     * A new account. Without `password` one is generated and answered once (the API's invitation);
     * the CLI passes the one typed. The very first account is always a manager.
     */
    async create(
      input: { email: string; role: AdminRole; password?: string },
      actor: Actor,
    ): Promise<CreatedAdminAccount & { firstAccount: boolean }> {
      const email = checkAccountEmail(input.email);
      const initialPassword = input.password ?? newInitialPassword();
      checkNewPassword(initialPassword);
      const passwordHash = await hashPassword(initialPassword, passwordCost);
      const now = clock();
      try {
        return await accessLog.run(async (trx) => {
          const firstAccount = (await repo.count(trx)) === 0;
          const role: AdminRole = firstAccount ? 'manager' : input.role;
          const id = await repo.insert(trx, { email, passwordHash, role, now });
          const account = await mustFind(trx, id);
          return {
            result: { account, initialPassword, firstAccount },
            entries: logged(actor, email, { change: 'created', role }),
          };
        });
      } catch (error) {
        if (isDuplicateKeyError(error)) throw new AppError('account_exists');
        throw error;
      }
    },

    async update(
      id: number,
      change: AccountChange,
      actor: Actor,
      options: { keepManager?: boolean } = { keepManager: true },
    ): Promise<AdminAccount> {
      const now = clock();
      return accessLog.run(async (trx) => {
        const before = await mustFind(trx, id);
        const entries = [];
        if (change.role !== undefined && change.role !== before.role) {
          await repo.setRole(trx, id, change.role, now);
          entries.push(...logged(actor, before.email, { change: 'role', from: before.role, role: change.role }));
        }
        if (change.disabled !== undefined && change.disabled !== before.disabled) {
          await repo.setDisabled(trx, id, change.disabled, now);
          entries.push(...logged(actor, before.email, { change: change.disabled ? 'disabled' : 'enabled' }));
        }
        if (options.keepManager !== false) await keepAManager(trx);
        return { result: await mustFind(trx, id), entries };
      });
    },

    async resetOtp(id: number, actor: Actor): Promise<AdminAccount> {
      const now = clock();
      return accessLog.run(async (trx) => {
        const before = await mustFind(trx, id);
        await repo.resetOtp(trx, id, now);
        return { result: await mustFind(trx, id), entries: logged(actor, before.email, { change: 'otp_reset' }) };
      });
    },

    /** The CLI's: by e-mail. */
    async findByEmail(email: string): Promise<AdminAccount | null> {
      return repo.findByEmail(deps.db, checkAccountEmail(email));
    },

    async resetPassword(email: string, password: string, actor: Actor): Promise<AdminAccount> {
      checkNewPassword(password);
      const passwordHash = await hashPassword(password, passwordCost);
      const now = clock();
      return accessLog.run(async (trx) => {
        const account = await mustFindByEmail(trx, email);
        await repo.setPassword(trx, account.id, passwordHash, now);
        return { result: account, entries: logged(actor, account.email, { change: 'password_reset' }) };
      });
    },

    async remove(email: string, actor: Actor): Promise<AdminAccount> {
      return accessLog.run(async (trx) => {
        const account = await mustFindByEmail(trx, email);
        await repo.remove(trx, account.id);
        return { result: account, entries: logged(actor, account.email, { change: 'removed' }) };
      });
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
