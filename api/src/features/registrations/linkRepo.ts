/** `registration_links`: hashes of the manage-link tokens and whose registration each opens (Knex only). */
import type { Knex } from 'knex';

export function createLinkRepo(db: Knex) {
  return {
    async insert(links: readonly { tokenHash: string; registrantId: number; now: Date }[]): Promise<void> {
      if (links.length === 0) return;
      await db('registration_links').insert(
        links.map((link) => ({ token_hash: link.tokenHash, registrant_id: link.registrantId, created_at: link.now })),
      );
    },

    /** Revokes every link of these registrants (a new one replaces them). */
    async removeForRegistrants(registrantIds: readonly number[]): Promise<void> {
      if (registrantIds.length === 0) return;
      await db('registration_links').whereIn('registrant_id', registrantIds).delete();
    },

    async registrantIdFor(tokenHash: string): Promise<number | null> {
      const row = (await db('registration_links').select('registrant_id').where('token_hash', tokenHash).first()) as
        { registrant_id: number } | undefined;
      return row ? Number(row.registrant_id) : null;
    },
  };
}

export type LinkRepo = ReturnType<typeof createLinkRepo>;
