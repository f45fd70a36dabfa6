import type { AdminRole } from '@forum/shared';
import { type Database, toDate } from '../../db/database';

export interface Credentials {
  id: number;
  email: string;
  role: AdminRole;
  passwordHash: string;
  otpSecret: string | null;
  disabled: boolean;
}

export interface StoredSession {
  adminId: number;
  email: string;
  role: AdminRole;
  disabled: boolean;
  otpEnrolment: boolean;
  expiresAt: Date;
  lastSeenAt: Date;
}

const asRole = (value: unknown): AdminRole => (value === 'manager' ? 'manager' : 'staff');

/**
 * Logins, sessions and one-time-password enrolment. Only `findCredentials` reads the password hash
 * and the OTP secret, and only the auth service calls it; tokens and recovery codes are stored as
 * hashes only.
 */
export function createAuthRepo(db: Database) {
  return {
    async findCredentials(email: string): Promise<Credentials | null> {
      const row = await db('admins')
        .select('id', 'email', 'role', 'password_hash', 'otp_secret', 'disabled_at')
        .where({ email })
        .first();
      if (!row) return null;
      return {
        id: Number(row.id),
        email: String(row.email),
        role: asRole(row.role),
        passwordHash: String(row.password_hash),
        otpSecret: row.otp_secret ? String(row.otp_secret) : null,
        disabled: row.disabled_at !== null,
      };
    },

    /**
     * Records `step` as the account's last accepted one-time password, only if it is later than
     * the one recorded: false when this step (or a later one) was accepted already, by this process
     * or another, so the code is refused the second time.
     */
    async claimOtpStep(adminId: number, step: number): Promise<boolean> {
      const claimed = await db('admins')
        .where({ id: adminId })
        .andWhere((q) => q.whereNull('otp_last_step').orWhere('otp_last_step', '<', step))
        .update({ otp_last_step: step });
      return claimed > 0;
    },

    /** Checks a password against the account's hash (only the auth service calls this). */
    async passwordHash(adminId: number): Promise<string | null> {
      const row = await db('admins').select('password_hash').where({ id: adminId }).first();
      return row ? String(row.password_hash) : null;
    },

    /** A new password: every other session of the account ends; `keepTokenHash` stays. */
    async changePassword(
      trx: Database,
      change: { adminId: number; passwordHash: string; keepTokenHash: string; now: Date },
    ): Promise<number> {
      await trx('admins')
        .where({ id: change.adminId })
        .update({ password_hash: change.passwordHash, updated_at: change.now });
      return trx('admin_sessions')
        .where({ admin_id: change.adminId })
        .whereNot({ token_hash: change.keepTokenHash })
        .delete();
    },

    /** Marks one unused recovery code used; false when it is unknown or already spent. */
    async spendRecoveryCode(adminId: number, codeHash: string, now: Date): Promise<boolean> {
      const spent = await db('admin_recovery_codes')
        .where({ admin_id: adminId, code_hash: codeHash })
        .whereNull('used_at')
        .update({ used_at: now });
      return spent > 0;
    },

    async insertSession(
      trx: Database,
      session: { tokenHash: string; adminId: number; now: Date; expiresAt: Date; otpEnrolment: boolean },
    ): Promise<void> {
      await trx('admin_sessions').insert({
        token_hash: session.tokenHash,
        admin_id: session.adminId,
        created_at: session.now,
        expires_at: session.expiresAt,
        last_seen_at: session.now,
        otp_enrolment: session.otpEnrolment,
      });
      if (!session.otpEnrolment)
        await trx('admins').where({ id: session.adminId }).update({ last_login_at: session.now });
    },

    async findSession(tokenHash: string): Promise<StoredSession | null> {
      const row = await db('admin_sessions as s')
        .join('admins as a', 'a.id', 's.admin_id')
        .select(
          's.admin_id',
          'a.email',
          'a.role',
          'a.disabled_at',
          's.otp_enrolment',
          's.expires_at',
          's.last_seen_at',
          's.created_at',
        )
        .where('s.token_hash', tokenHash)
        .first();
      if (!row) return null;
      return {
        adminId: Number(row.admin_id),
        email: String(row.email),
        role: asRole(row.role),
        disabled: row.disabled_at !== null,
        otpEnrolment: Boolean(row.otp_enrolment),
        expiresAt: toDate(row.expires_at),
        lastSeenAt: toDate(row.last_seen_at ?? row.created_at),
      };
    },

    async touchSession(tokenHash: string, now: Date): Promise<void> {
      await db('admin_sessions').where({ token_hash: tokenHash }).update({ last_seen_at: now });
    },

    async deleteSession(trx: Database, tokenHash: string): Promise<boolean> {
      return (await trx('admin_sessions').where({ token_hash: tokenHash }).delete()) > 0;
    },

    async deleteExpiredSessions(now: Date, idleBefore: Date): Promise<void> {
      await db('admin_sessions').where('expires_at', '<=', now).orWhere('last_seen_at', '<', idleBefore).delete();
    },

    async isEnrolled(adminId: number): Promise<boolean> {
      const row = await db('admins').select('otp_secret').where({ id: adminId }).first();
      return Boolean(row?.otp_secret);
    },

    /**
     * The account's pending secret, storing `candidate` only when there is none yet: a second call
     * (a page loaded twice, a retry, two calls racing) gets the secret the first one showed, so
     * what the admin scanned is always what the confirmation checks.
     */
    async pendingOtpSecretOr(adminId: number, candidate: string): Promise<string> {
      await db('admins')
        .where({ id: adminId })
        .whereNull('otp_pending_secret')
        .update({ otp_pending_secret: candidate });
      return (await this.pendingOtpSecret(adminId)) ?? candidate;
    },

    async pendingOtpSecret(adminId: number): Promise<string | null> {
      const row = await db('admins').select('otp_pending_secret').where({ id: adminId }).first();
      return row?.otp_pending_secret ? String(row.otp_pending_secret) : null;
    },

    /**
     * The pending secret becomes the account's, its recovery codes are replaced, this session
     * becomes a full one and any other enrolment-only session of the account ends.
     */
    async completeEnrolment(
      trx: Database,
      enrolment: {
        adminId: number;
        secret: string;
        /** The confirming code's step: it cannot then log in as well. */
        otpStep: number;
        recoveryCodeHashes: string[];
        tokenHash: string;
        now: Date;
      },
    ): Promise<void> {
      const { adminId, now } = enrolment;
      await trx('admins').where({ id: adminId }).update({
        otp_secret: enrolment.secret,
        otp_pending_secret: null,
        otp_enrolled_at: now,
        otp_last_step: enrolment.otpStep,
        updated_at: now,
        last_login_at: now,
      });
      await trx('admin_recovery_codes').where({ admin_id: adminId }).delete();
      await trx('admin_recovery_codes').insert(
        enrolment.recoveryCodeHashes.map((codeHash) => ({ admin_id: adminId, code_hash: codeHash, used_at: null })),
      );
      await trx('admin_sessions')
        .where({ admin_id: adminId, otp_enrolment: true })
        .whereNot({ token_hash: enrolment.tokenHash })
        .delete();
      await trx('admin_sessions').where({ token_hash: enrolment.tokenHash }).update({ otp_enrolment: false });
    },
  };
}

export type AuthRepo = ReturnType<typeof createAuthRepo>;
