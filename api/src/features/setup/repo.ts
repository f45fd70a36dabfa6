import { type Database, toDate } from '../../db/database';

export interface StoredSetupCode {
  id: number;
  otpSecret: string;
  expiresAt: Date;
  usedAt: Date | null;
}

/** The first-run setup addresses (`admin_setup_codes`): only the code's hash is stored. */
export function createSetupRepo(db: Database) {
  return {
    /** A new address replaces every unused one: only the latest printed works. */
    async replaceUnused(
      code: { codeHash: string; otpSecret: string; now: Date; expiresAt: Date },
      trx: Database = db,
    ): Promise<void> {
      await trx('admin_setup_codes').whereNull('used_at').delete();
      await trx('admin_setup_codes').insert({
        code_hash: code.codeHash,
        otp_secret: code.otpSecret,
        created_at: code.now,
        expires_at: code.expiresAt,
        used_at: null,
      });
    },

    async find(codeHash: string, trx: Database = db): Promise<StoredSetupCode | null> {
      const row = await trx('admin_setup_codes')
        .select('id', 'otp_secret', 'expires_at', 'used_at')
        .where({ code_hash: codeHash })
        .first();
      if (!row) return null;
      return {
        id: Number(row.id),
        otpSecret: String(row.otp_secret),
        expiresAt: toDate(row.expires_at),
        usedAt: row.used_at ? toDate(row.used_at) : null,
      };
    },

    /** Marks the code used; false when another request used it first (the row lock decides). */
    async claim(trx: Database, id: number, now: Date): Promise<boolean> {
      const changed = await trx('admin_setup_codes').where({ id }).whereNull('used_at').update({ used_at: now });
      return Number(changed) === 1;
    },
  };
}

export type SetupRepo = ReturnType<typeof createSetupRepo>;
