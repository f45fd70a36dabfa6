/**
 * An invitee removed at their request (PIPA Art. 37) is remembered only as a keyed hash of their
 * normalised address, so a later import of the same list skips them without the forum keeping who
 * they are.
 *
 * Why keyed: an e-mail address is guessable (names, company domains), so a plain SHA-256 of it in
 * a database dump or backup would be reversed by hashing candidate addresses. An HMAC under a
 * secret kept outside the database cannot be. The secret is derived from ACCESS_LOG_KEY (already a
 * secret outside the database and its backups, required in production, never rotated: the access
 * log's head refuses another key) rather than a second setting to lose: HMAC(ACCESS_LOG_KEY,
 * label) with a label of its own, so the suppression hashes can never be taken for, or used to
 * forge, the access log's MACs (domain separation).
 */
import { createHmac } from 'node:crypto';
import type { Knex } from 'knex';
import { isDuplicateKeyError } from '../../db/database';

const SUPPRESSION_LABEL = 'investor-forum/invitation-suppression/v1';

/** The suppression key: derived once from the access-log key (see above). */
export type SuppressionKey = Buffer & { readonly __suppressionKey: true };

export function suppressionKeyFrom(accessLogKey: Buffer): SuppressionKey {
  return createHmac('sha256', accessLogKey).update(SUPPRESSION_LABEL).digest() as SuppressionKey;
}

/** The hash kept of an address (already normalised as registrations compare addresses). */
export function suppressionHash(key: SuppressionKey, emailKey: string): string {
  return createHmac('sha256', key).update(emailKey, 'utf8').digest('hex');
}

/** Rows per statement, under SQLite's bound-parameter limit. */
const CHUNK = 500;

/** Pass the Knex of a transaction to take part in it. */
export function createSuppressionRepo(db: Knex, key: SuppressionKey) {
  return {
    /** Remembers an address removed at the invitee's request; a second removal changes nothing. */
    async add(emailKey: string, now: Date): Promise<void> {
      const hash = suppressionHash(key, emailKey);
      const existing = await db('invitation_suppressions').where({ email_hash: hash }).first('id');
      if (existing) return;
      try {
        await db('invitation_suppressions').insert({ email_hash: hash, created_at: now });
      } catch (error) {
        // Another process removed the same address at the same moment: it is remembered once.
        if (!isDuplicateKeyError(error)) throw error;
      }
    },

    /** Which of these normalised addresses were removed at their owner's request. */
    async suppressed(emailKeys: readonly string[]): Promise<Set<string>> {
      const byHash = new Map(emailKeys.map((emailKey) => [suppressionHash(key, emailKey), emailKey]));
      const hashes = [...byHash.keys()];
      const found = new Set<string>();
      for (let i = 0; i < hashes.length; i += CHUNK) {
        const rows = (await db('invitation_suppressions')
          .select('email_hash')
          .whereIn('email_hash', hashes.slice(i, i + CHUNK))) as Array<{ email_hash: string }>;
        for (const row of rows) found.add(byHash.get(row.email_hash)!);
      }
      return found;
    },
  };
}
