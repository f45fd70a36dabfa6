/**
 * The first-run setup: while no admin account exists, each start of the server issues a setup
 * address (`/admin/setup#<code>`, one hour, one use; only the code's hash is stored) where the first
 * manager chooses an e-mail address and password and scans the authenticator app's secret drawn
 * with the code. Completing it creates the manager already enrolled, with its recovery codes and a
 * logged-in session, in one transaction that also uses the code: of two requests with the same
 * code, the second finds it used. `npm run admin:create` remains the way from the command line.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  ADMIN_SESSION_LIFETIME_MS,
  type AdminSetupCheck,
  type AdminSetupDone,
  type AdminSetupState,
} from '@forum/shared';
import { AppError } from '../../errors';
import type { AccessLog, Actor } from '../accessLog';
import { type AccountsRepo, checkAccountEmail } from '../accounts';
import {
  type AuthRepo,
  MIN_PASSWORD_LENGTH,
  hashPassword,
  hashRecoveryCode,
  hashToken,
  newOtpSecret,
  newRecoveryCodes,
  newSessionToken,
  otpStep,
  otpauthUrl,
  passwordProblem,
} from '../auth';
import type { SetupRepo, StoredSetupCode } from './repo';

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
  repo: SetupRepo;
  accounts: AccountsRepo;
  auth: AuthRepo;
  accessLog: AccessLog;
  clock: () => Date;
  passwordCost: number;
  otpIssuer: string;
}) {
  const { repo, accounts, auth, accessLog, clock, passwordCost } = deps;

  /** The code's row when it may still be used; the reason it may not otherwise. */
  function usable(stored: StoredSetupCode | null, now: Date): StoredSetupCode {
    if (!stored) throw new AppError('setup_code_invalid');
    if (stored.usedAt) throw new AppError('setup_code_used');
    if (stored.expiresAt <= now) throw new AppError('setup_code_expired');
    return stored;
  }

  async function refuseOnceSetUp(trx?: Parameters<AccountsRepo['count']>[0]): Promise<void> {
    if ((await accounts.count(trx)) > 0) throw new AppError('setup_done');
  }

  return {
    async state(): Promise<AdminSetupState> {
      return { needed: (await accounts.count()) === 0 };
    },

    /** At start: a new address while no admin exists (the earlier unused ones stop working), else null. */
    async issueIfNeeded(): Promise<{ code: string; expiresAt: Date } | null> {
      if ((await accounts.count()) > 0) return null;
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
        const adminId = await accounts.insert(trx, { email, passwordHash, role: 'manager', now });
        const expiresAt = new Date(now.getTime() + ADMIN_SESSION_LIFETIME_MS);
        const tokenHash = hashToken(token);
        await auth.insertSession(trx, { tokenHash, adminId, now, expiresAt, otpEnrolment: true });
        await auth.completeEnrolment(trx, {
          adminId,
          secret: stored.otpSecret,
          otpStep: step,
          recoveryCodeHashes: recoveryCodes.map(hashRecoveryCode),
          tokenHash,
          now,
        });
        const account = await accounts.findById(trx, adminId);
        if (!account) throw new Error('the account just created is not there');
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
