import { ADMIN_SESSION_LIFETIME_MS, type LoginResponse, normaliseEmail } from '@forum/shared';
import { AppError } from '../../errors';
import type { AuthRepo } from './repo';
import type { LoginThrottle } from './loginThrottle';
import { hashPassword, verifyPassword } from './passwords';
import { hashToken, newSessionToken } from './tokens';

export function createAuthService(deps: { repo: AuthRepo; throttle: LoginThrottle; clock: () => Date; passwordCost: number }) {
  const { repo, throttle, clock, passwordCost } = deps;

  // An unknown e-mail is checked against this hash, so it costs as much time as a wrong password
  // and the answer's timing does not tell which accounts exist.
  let dummyHash: Promise<string> | undefined;
  const getDummyHash = () => (dummyHash ??= hashPassword('not-a-real-password', passwordCost));

  return {
    async login(email: string, password: string, ip: string): Promise<LoginResponse> {
      const account = normaliseEmail(email);
      const waitSeconds = await throttle.blockedFor(account, ip);
      if (waitSeconds > 0) throw new AppError(429, 'too_many_attempts', { retryAfterSeconds: waitSeconds });

      const credentials = await repo.findCredentials(account);
      const matches = await verifyPassword(password, credentials?.passwordHash ?? (await getDummyHash()));
      if (!credentials || !matches) {
        await throttle.recordFailure(account, ip);
        throw new AppError(401, 'invalid_credentials');
      }

      await throttle.recordSuccess(account);
      const now = clock();
      const expiresAt = new Date(now.getTime() + ADMIN_SESSION_LIFETIME_MS);
      const token = newSessionToken();
      await repo.deleteExpiredSessions(now);
      await repo.insertSession(hashToken(token), credentials.id, now, expiresAt);
      return { token, expiresAt: expiresAt.toISOString() };
    },

    /** The admin behind a bearer token, or null when the token is unknown, revoked or expired. */
    async authenticate(token: string): Promise<{ adminId: number } | null> {
      return repo.findLiveSession(hashToken(token), clock());
    },

    async logout(token: string): Promise<void> {
      await repo.deleteSession(hashToken(token));
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
