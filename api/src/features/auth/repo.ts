import { type Database, toDate } from '../../db/database';

export interface AdminSummary {
  id: number;
  email: string;
  createdAt: string;
}

/**
 * Admin accounts and their sessions. Only `findCredentials` reads the password hash, and only the
 * auth service calls it; nothing here returns a token, only its hash is stored.
 */
export function createAuthRepo(db: Database) {
  return {
    async findCredentials(email: string): Promise<{ id: number; passwordHash: string } | null> {
      const row = await db('admins').select('id', 'password_hash').where({ email }).first();
      return row ? { id: Number(row.id), passwordHash: String(row.password_hash) } : null;
    },

    async insertAdmin(email: string, passwordHash: string, now: Date): Promise<number> {
      const [id] = await db('admins').insert({ email, password_hash: passwordHash, created_at: now, updated_at: now });
      return Number(id);
    },

    /**
     * Sets a new password and signs the admin out everywhere, in one transaction: a reset is often
     * because the old password leaked, so sessions opened with it must not outlive it.
     */
    async updatePassword(email: string, passwordHash: string, now: Date): Promise<boolean> {
      return db.transaction(async (trx) => {
        const admin = await trx('admins').select('id').where({ email }).first();
        if (!admin) return false;
        await trx('admins').where({ id: admin.id }).update({ password_hash: passwordHash, updated_at: now });
        await trx('admin_sessions').where({ admin_id: admin.id }).delete();
        return true;
      });
    },

    async removeAdmin(email: string): Promise<boolean> {
      // Sessions go with the account (ON DELETE CASCADE), deleted explicitly too in case a
      // SQLite connection was opened without foreign keys.
      return db.transaction(async (trx) => {
        const admin = await trx('admins').select('id').where({ email }).first();
        if (!admin) return false;
        await trx('admin_sessions').where({ admin_id: admin.id }).delete();
        await trx('admins').where({ id: admin.id }).delete();
        return true;
      });
    },

    async listAdmins(): Promise<AdminSummary[]> {
      const rows = await db('admins').select('id', 'email', 'created_at').orderBy('id');
      return rows.map((row) => ({ id: Number(row.id), email: String(row.email), createdAt: toDate(row.created_at).toISOString() }));
    },

    async insertSession(tokenHash: string, adminId: number, now: Date, expiresAt: Date): Promise<void> {
      await db('admin_sessions').insert({ token_hash: tokenHash, admin_id: adminId, created_at: now, expires_at: expiresAt });
    },

    async findLiveSession(tokenHash: string, now: Date): Promise<{ adminId: number } | null> {
      const row = await db('admin_sessions')
        .select('admin_id')
        .where({ token_hash: tokenHash })
        .andWhere('expires_at', '>', now)
        .first();
      return row ? { adminId: Number(row.admin_id) } : null;
    },

    async deleteSession(tokenHash: string): Promise<void> {
      await db('admin_sessions').where({ token_hash: tokenHash }).delete();
    },

    async deleteExpiredSessions(now: Date): Promise<void> {
      await db('admin_sessions').where('expires_at', '<=', now).delete();
    },
  };
}

export type AuthRepo = ReturnType<typeof createAuthRepo>;
