/**
 * The first-run setup: while no admin account exists, each start of the server issues a setup
 * address (`/admin/setup#<code>`, one hour, one use; only the code's hash is stored) where the first
 * manager chooses an e-mail address and password and scans the authenticator app's secret drawn
 * with the code. Completing it creates the manager already enrolled, with its recovery codes and a
 * logged-in session, in one transaction that also uses the code: of two requests with the same
 * code, the second finds it used. `npm run admin:create` remains the way from the command line.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { AdminSetupCheck, AdminSetupDone, AdminSetupState } from '@forum/shared';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import type { AccessLog, Actor } from '../accessLog';
import { checkAccountEmail, countAdminAccounts, insertFirstManager, readAdminAccount } from '../accounts';
import {
  MIN_PASSWORD_LENGTH,
  hashPassword,
  newOtpSecret,
  newRecoveryCodes,
  newSessionToken,
  otpStep,
  openEnrolledSession,
  otpauthUrl,
  passwordProblem,
} from '../auth';
import { type StoredSetupCode, createSetupRepo } from './repo';

/** How long a printed setup address works. */
export const SETUP_CODE_LIFETIME_MS = 60 * 60 * 1000;

/** 144 random bits, URL-safe, so it fits the address's fragment as is. */
function newSetupCode(): string {
  return randomBytes(18).toString('base64url');
}

const hashCode = (code: string) => createHash('sha256').update(code.trim()).digest('hex');

export interface SetupAccount {
  code: string;
  email: string;
  password: string;
  otp: string;
}

export function createSetupService(deps: {
  db: Database;
  accessLog: AccessLog;
  clock: () => Date;
  passwordCost: number;
  otpIssuer: string;
}) {
  const { db, accessLog, clock, passwordCost } = deps;
  const repo = createSetupRepo(db);

  /** The code's row when it may still be used; the reason it may not otherwise. */
  function usable(stored: StoredSetupCode | null, now: Date): StoredSetupCode {
    if (!stored) throw new AppError('setup_code_invalid');
    if (stored.usedAt) throw new AppError('setup_code_used');
    if (stored.expiresAt <= now) throw new AppError('setup_code_expired');
    return stored;
  }

  async function refuseOnceSetUp(trx: Database = db): Promise<void> {
    if ((await countAdminAccounts(trx)) > 0) throw new AppError('setup_done');
  }

  return {
    async state(): Promise<AdminSetupState> {
      return { needed: (await countAdminAccounts(db)) === 0 };
    },

    /** At start: a new address while no admin exists (the earlier unused ones stop working), else null. */
    async issueIfNeeded(): Promise<{ code: string; expiresAt: Date } | null> {
      if ((await countAdminAccounts(db)) > 0) return null;
      const code = newSetupCode();
      const now = clock();
      const expiresAt = new Date(now.getTime() + SETUP_CODE_LIFETIME_MS);
      await repo.replaceUnused({ codeHash: hashCode(code), otpSecret: newOtpSecret(), now, expiresAt });
      return { code, expiresAt };
    },

    /** The address is good: the authenticator secret to scan, labelled with the e-mail address chosen. */
    async check(code: string, email: string): Promise<AdminSetupCheck> {
      await refuseOnceSetUp();
      const address = checkAccountEmail(email);
      const stored = usable(await repo.find(hashCode(code)), clock());
      return {
        secret: stored.otpSecret,
        otpauthUrl: otpauthUrl(stored.otpSecret, address, deps.otpIssuer),
        expiresAt: stored.expiresAt.toISOString(),
      };
    },

    async complete(input: SetupAccount, address: string): Promise<AdminSetupDone> {
      await refuseOnceSetUp();
      const email = checkAccountEmail(input.email);
      if (passwordProblem(input.password)) {
        const tooShort = input.password.length < MIN_PASSWORD_LENGTH;
        throw new AppError('validation', { fields: { password: tooShort ? 'password_too_short' : 'too_long' } });
      }
      const codeHash = hashCode(input.code);
      const before = usable(await repo.find(codeHash), clock());
      const step = otpStep(before.otpSecret, input.otp, clock());
      if (step === null) throw new AppError('invalid_otp', { status: 400 });
      const passwordHash = await hashPassword(input.password, passwordCost);
      const recoveryCodes = newRecoveryCodes();
      const token = newSessionToken();

      return accessLog.run(async (trx) => {
        // Read again inside the transaction: whatever happened while the password was hashed counts.
        await refuseOnceSetUp(trx);
        const now = clock();
        const stored = usable(await repo.find(codeHash, trx), now);
        if (!(await repo.claim(trx, stored.id, now))) throw new AppError('setup_code_used');
        await refuseOnceSetUp(trx);
        const adminId = await insertFirstManager(trx, { email, passwordHash, now });
        const { expiresAt } = await openEnrolledSession(trx, {
          adminId,
          token,
          otpSecret: stored.otpSecret,
          otpStep: step,
          recoveryCodes,
          now,
        });
        const account = await readAdminAccount(trx, adminId);
        const actor: Actor = { adminId, account: email, address };
        return {
          result: { token, expiresAt: expiresAt.toISOString(), account, recoveryCodes },
          entries: [
            {
              actor,
              action: 'account_change' as const,
              detail: { target: email, change: 'created', role: 'manager', via: 'first_run_setup' },
            },
            { actor, action: 'account_change' as const, detail: { target: email, change: 'otp_enrolled' } },
            { actor, action: 'login' as const },
          ],
        };
      });
    },
  };
}

export type SetupService = ReturnType<typeof createSetupService>;
