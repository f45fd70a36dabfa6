import type { AdminAccount, AdminRole } from '@forum/shared';
import { type Database, toDate } from '../../db/database';

const COLUMNS = ['id', 'email', 'role', 'otp_secret', 'disabled_at', 'created_at', 'last_login_at'] as const;

function toAccount(row: Record<string, unknown>): AdminAccount {
  return {
    id: Number(row.id),
    email: String(row.email),
    role: row.role === 'manager' ? 'manager' : 'staff',
    enrolled: Boolean(row.otp_secret),
    disabled: row.disabled_at !== null && row.disabled_at !== undefined,
    createdAt: toDate(row.created_at).toISOString(),
    lastLoginAt: row.last_login_at ? toDate(row.last_login_at).toISOString() : null,
  };
}

/** Admin accounts as the Accounts screen and the CLI manage them. Password hashes and secrets never leave. */
export function createAccountsRepo(db: Database) {
  return {
    async list(trx: Database = db): Promise<AdminAccount[]> {
      return (await trx('admins').select(COLUMNS).orderBy('id')).map(toAccount);
    },

    async findById(trx: Database, id: number): Promise<AdminAccount | null> {
      const row = await trx('admins').select(COLUMNS).where({ id }).first();
      return row ? toAccount(row) : null;
    },

    async findByEmail(trx: Database, email: string): Promise<AdminAccount | null> {
      const row = await trx('admins').select(COLUMNS).where({ email }).first();
      return row ? toAccount(row) : null;
    },

    async count(trx: Database = db): Promise<number> {
      const [{ n }] = (await trx('admins').count({ n: '*' })) as [{ n: number | string }];
      return Number(n);
    },

    async activeManagers(trx: Database): Promise<number> {
      const [{ n }] = (await trx('admins').count({ n: '*' }).where({ role: 'manager' }).whereNull('disabled_at')) as [
        { n: number | string },
      ];
      return Number(n);
    },

    async insert(
      trx: Database,
      account: { email: string; passwordHash: string; role: AdminRole; now: Date },
    ): Promise<number> {
      const [id] = await trx('admins').insert({
        email: account.email,
        password_hash: account.passwordHash,
        role: account.role,
        created_at: account.now,
        updated_at: account.now,
      });
      return Number(id);
    },

    async setRole(trx: Database, id: number, role: AdminRole, now: Date): Promise<void> {
      await trx('admins').where({ id }).update({ role, updated_at: now });
    },

    /** Disabling also ends every session of the account. */
    async setDisabled(trx: Database, id: number, disabled: boolean, now: Date): Promise<void> {
      await trx('admins')
        .where({ id })
        .update({ disabled_at: disabled ? now : null, updated_at: now });
      if (disabled) await trx('admin_sessions').where({ admin_id: id }).delete();
    },

    /** Back to "no authenticator": the next login enrols a new one; sessions and recovery codes end. */
    async resetOtp(trx: Database, id: number, now: Date): Promise<void> {
      await trx('admins')
        .where({ id })
        .update({ otp_secret: null, otp_pending_secret: null, otp_enrolled_at: null, updated_at: now });
      await trx('admin_recovery_codes').where({ admin_id: id }).delete();
      await trx('admin_sessions').where({ admin_id: id }).delete();
    },

    /** A new password ends the sessions opened with the old one: a reset is often because it leaked. */
    async setPassword(trx: Database, id: number, passwordHash: string, now: Date): Promise<void> {
      await trx('admins').where({ id }).update({ password_hash: passwordHash, updated_at: now });
      await trx('admin_sessions').where({ admin_id: id }).delete();
    },

    async remove(trx: Database, id: number): Promise<void> {
      // Sessions and codes go with the account (ON DELETE CASCADE), deleted explicitly too in case
      // a SQLite connection was opened without foreign keys.
      await trx('admin_sessions').where({ admin_id: id }).delete();
      await trx('admin_recovery_codes').where({ admin_id: id }).delete();
      await trx('admins').where({ id }).delete();
    },
  };
}

export type AccountsRepo = ReturnType<typeof createAccountsRepo>;
