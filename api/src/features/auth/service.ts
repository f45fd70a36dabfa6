/**
 * Login with a password and a one-time password, sessions that end after six hours or after
 * ADMIN_IDLE_MINUTES unused, and enrolling an authenticator. Every login, failed login and logout
 * is an access-log entry (the Standard's 접속기록).
 */
import {
  ADMIN_SESSION_LIFETIME_MS,
  type AdminForumState,
  type AdminSessionInfo,
  type LoginResponse,
  type OtpEnrolmentDone,
  type OtpEnrolmentStart,
  normaliseEmail,
} from '@forum/shared';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import type { AdminSession } from '../../middleware/requireAdmin';
import type { AccessLog, Actor } from '../accessLog';
import { type StoredSession, createAuthRepo } from './repo';
import type { LoginThrottle } from './loginThrottle';
import { hashRecoveryCode, looksLikeRecoveryCode, newOtpSecret, newRecoveryCodes, otpStep, otpauthUrl } from './otp';
import { MIN_PASSWORD_LENGTH, hashPassword, passwordProblem, verifyPassword } from './passwords';
import { hashToken, newSessionToken } from './tokens';

/** The admin behind a live token, as routes see it (declared beside the admin guard, which hands it to them). */
export type { AdminSession };

export interface AuthServiceDeps {
  db: Database;
  throttle: LoginThrottle;
  accessLog: AccessLog;
  /** Session times and one-time passwords are judged by this clock. */
  clock: () => Date;
  passwordCost: number;
  idleMinutes: number;
  /** Shown by the authenticator app beside the account. */
  otpIssuer: string;
  /** Where the forum is in its life, for the admin's bar (absent: not said). */
  forumState?: () => AdminForumState;
}

/** Failed logins of unknown accounts are recorded without what was typed (it may be a password). */
const UNKNOWN_ACCOUNT = '(unknown)';

export function createAuthService(deps: AuthServiceDeps) {
  const { throttle, accessLog, clock, passwordCost } = deps;
  const repo = createAuthRepo(deps.db);
  const idleMs = deps.idleMinutes * 60 * 1000;

  // An unknown e-mail is checked against this hash, so it costs as much time as a wrong password
  // and the answer's timing does not tell which accounts exist.
  let dummyHash: Promise<string> | undefined;
  const getDummyHash = () => (dummyHash ??= hashPassword('not-a-real-password', passwordCost));

  async function refuse(
    actor: Actor,
    reason: string,
    code: 'invalid_credentials' | 'otp_required' | 'invalid_otp',
  ): Promise<never> {
    await accessLog.append({ actor, action: 'login_failed', detail: { reason } });
    throw new AppError(code);
  }

  return {
    idleMinutes: deps.idleMinutes,

    async login(email: string, password: string, otp: string | undefined, ip: string): Promise<LoginResponse> {
      const account = normaliseEmail(email);
      // The attempt is counted before anything is checked; what is not a failure gives it back.
      const attempt = await throttle.reserve(account, ip);

      const credentials = await repo.findCredentials(account);
      const matches = await verifyPassword(password, credentials?.passwordHash ?? (await getDummyHash()));
      if (!credentials)
        return refuse(
          { adminId: null, account: UNKNOWN_ACCOUNT, address: ip },
          'unknown_account',
          'invalid_credentials',
        );
      const actor: Actor = { adminId: credentials.id, account: credentials.email, address: ip };
      if (!matches) return refuse(actor, 'wrong_password', 'invalid_credentials');
      if (credentials.disabled) return refuse(actor, 'account_disabled', 'invalid_credentials');

      const now = clock();
      let usedRecoveryCode = false;
      if (credentials.otpSecret) {
        const typed = otp?.trim() ?? '';
        if (!typed) {
          // The first step of every two-step login (the right password, no code yet): no failure.
          await throttle.notAFailure(attempt);
          return refuse(actor, 'otp_required', 'otp_required');
        }
        const step = otpStep(credentials.otpSecret, typed, clock());
        if (step !== null) {
          // A code seen once is refused again (RFC 6238, 5.2), even from another process.
          if (!(await repo.claimOtpStep(credentials.id, step))) return refuse(actor, 'otp_reused', 'invalid_otp');
        } else {
          usedRecoveryCode =
            looksLikeRecoveryCode(typed) &&
            (await repo.spendRecoveryCode(credentials.id, hashRecoveryCode(typed), now));
          if (!usedRecoveryCode) return refuse(actor, 'invalid_otp', 'invalid_otp');
        }
      }

      await throttle.succeeded(attempt);
      const otpEnrolment = !credentials.otpSecret;
      const expiresAt = new Date(now.getTime() + ADMIN_SESSION_LIFETIME_MS);
      const token = newSessionToken();
      await repo.deleteExpiredSessions(now, new Date(now.getTime() - idleMs));
      await accessLog.run(async (trx) => {
        await repo.insertSession(trx, {
          tokenHash: hashToken(token),
          adminId: credentials.id,
          now,
          expiresAt,
          otpEnrolment,
        });
        const detail = {
          ...(otpEnrolment ? { otpEnrolment: true } : {}),
          ...(usedRecoveryCode ? { recoveryCode: true } : {}),
        };
        return {
          result: undefined,
          entries: [{ actor, action: 'login', ...(Object.keys(detail).length > 0 ? { detail } : {}) }],
        };
      });
      return otpEnrolment
        ? { token, expiresAt: expiresAt.toISOString(), otpEnrolment: true }
        : { token, expiresAt: expiresAt.toISOString() };
    },

    /**
     * The session behind a bearer token, kept alive by this call; null when unknown, expired or
     * the account is disabled; `401 session_idle` when it went unused for ADMIN_IDLE_MINUTES.
     */
    async authenticate(token: string, address: string): Promise<AdminSession | null> {
      const tokenHash = hashToken(token);
      const stored: StoredSession | null = await repo.findSession(tokenHash);
      const now = clock();
      if (!stored || stored.disabled || stored.expiresAt <= now) return null;
      if (now.getTime() - stored.lastSeenAt.getTime() >= idleMs) {
        await accessLog.run(async (trx) => {
          const ended = await repo.deleteSession(trx, tokenHash);
          const actor = { adminId: stored.adminId, account: stored.email, address };
          return {
            result: undefined,
            entries: ended ? [{ actor, action: 'logout' as const, detail: { reason: 'idle' } }] : [],
          };
        });
        throw new AppError('session_idle');
      }
      await repo.touchSession(tokenHash, now);
      return { tokenHash, ...stored, lastSeenAt: now };
    },

    /** Whose live session this is, read without keeping it alive (the guard's refusals name the account). */
    async identify(token: string): Promise<{ adminId: number; email: string } | null> {
      const stored = await repo.findSession(hashToken(token));
      const now = clock();
      if (!stored || stored.disabled || stored.expiresAt <= now) return null;
      return { adminId: stored.adminId, email: stored.email };
    },

    sessionInfo(session: AdminSession): AdminSessionInfo {
      return {
        account: { id: session.adminId, email: session.email, role: session.role },
        expiresAt: session.expiresAt.toISOString(),
        idleExpiresAt: new Date(
          Math.min(session.expiresAt.getTime(), session.lastSeenAt.getTime() + idleMs),
        ).toISOString(),
        idleMinutes: deps.idleMinutes,
        otpEnrolment: session.otpEnrolment,
        ...(deps.forumState ? { forum: deps.forumState() } : {}),
      };
    },

    async logout(token: string, address: string): Promise<void> {
      const tokenHash = hashToken(token);
      const stored = await repo.findSession(tokenHash);
      if (!stored) return;
      await accessLog.run(async (trx) => {
        const ended = await repo.deleteSession(trx, tokenHash);
        const actor = { adminId: stored.adminId, account: stored.email, address };
        return { result: undefined, entries: ended ? [{ actor, action: 'logout' as const }] : [] };
      });
    },

    /**
     * The admin's own new password (`POST /api/admin/password`). The current one is checked like a
     * login's (a wrong one counts towards the login throttle), and every other session of the
     * account ends: whoever may have learnt the old password is logged out; this session stays.
     */
    async changePassword(
      session: AdminSession,
      change: { currentPassword: string; newPassword: string },
      address: string,
    ): Promise<void> {
      if (passwordProblem(change.newPassword)) {
        const tooShort = change.newPassword.length < MIN_PASSWORD_LENGTH;
        throw new AppError('validation', {
          fields: { newPassword: tooShort ? 'password_too_short' : 'too_long' },
        });
      }
      const actor: Actor = { adminId: session.adminId, account: session.email, address };
      const attempt = await throttle.reserve(session.email, address);
      const hash = await repo.passwordHash(session.adminId);
      if (!hash || !(await verifyPassword(change.currentPassword, hash)))
        return refuse(actor, 'wrong_current_password', 'invalid_credentials');
      await throttle.succeeded(attempt);
      const passwordHash = await hashPassword(change.newPassword, passwordCost);
      const now = clock();
      await accessLog.run(async (trx) => {
        const ended = await repo.changePassword(trx, {
          adminId: session.adminId,
          passwordHash,
          keepTokenHash: session.tokenHash,
          now,
        });
        return {
          result: undefined,
          entries: [
            {
              actor,
              action: 'account_change' as const,
              detail: { target: session.email, change: 'password_changed', otherSessionsEnded: ended },
            },
          ],
        };
      });
    },

    /** A new secret for the authenticator app; only for an account that has none yet. */
    async startEnrolment(session: AdminSession): Promise<OtpEnrolmentStart> {
      if (await repo.isEnrolled(session.adminId)) throw new AppError('forbidden');
      const secret = await repo.pendingOtpSecretOr(session.adminId, newOtpSecret());
      return { secret, otpauthUrl: otpauthUrl(secret, session.email, deps.otpIssuer) };
    },

    /** A code from the app proves it holds the secret: the account is enrolled, this token a full session. */
    async confirmEnrolment(session: AdminSession, code: string, address: string): Promise<OtpEnrolmentDone> {
      if (await repo.isEnrolled(session.adminId)) throw new AppError('forbidden');
      const secret = await repo.pendingOtpSecret(session.adminId);
      if (!secret) throw new AppError('otp_not_started');
      const now = clock();
      const step = otpStep(secret, code, clock());
      if (step === null) throw new AppError('invalid_otp', { status: 400 });
      const recoveryCodes = newRecoveryCodes();
      await accessLog.run(async (trx) => {
        await repo.completeEnrolment(trx, {
          adminId: session.adminId,
          secret,
          otpStep: step,
          recoveryCodeHashes: recoveryCodes.map(hashRecoveryCode),
          tokenHash: session.tokenHash,
          now,
        });
        const actor = { adminId: session.adminId, account: session.email, address };
        return {
          result: undefined,
          entries: [{ actor, action: 'account_change', detail: { target: session.email, change: 'otp_enrolled' } }],
        };
      });
      return { recoveryCodes };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
