/**
 * A session for an account whose authenticator is confirmed in the same step (the first-run
 * setup): on the Knex the caller passes, so the account, its second factor and its session commit
 * together.
 */
import { ADMIN_SESSION_LIFETIME_MS } from '@forum/shared';
import type { Database } from '../../db/database';
import { hashRecoveryCode } from './otp';
import { createAuthRepo } from './repo';
import { hashToken } from './tokens';

export async function openEnrolledSession(
  trx: Database,
  input: {
    adminId: number;
    token: string;
    otpSecret: string;
    /** The confirming code's step: it cannot then log in as well. */
    otpStep: number;
    recoveryCodes: readonly string[];
    now: Date;
  },
): Promise<{ expiresAt: Date }> {
  const { adminId, now } = input;
  const repo = createAuthRepo(trx);
  const expiresAt = new Date(now.getTime() + ADMIN_SESSION_LIFETIME_MS);
  const tokenHash = hashToken(input.token);
  await repo.insertSession(trx, { tokenHash, adminId, now, expiresAt, otpEnrolment: true });
  await repo.completeEnrolment(trx, {
    adminId,
    secret: input.otpSecret,
    otpStep: input.otpStep,
    recoveryCodeHashes: input.recoveryCodes.map(hashRecoveryCode),
    tokenHash,
    now,
  });
  return { expiresAt };
}
