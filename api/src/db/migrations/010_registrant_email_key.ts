import { domainToASCII } from 'node:url';
import type { Knex } from 'knex';

/**
 * A frozen copy of the key as this migration defined it (registrations' `registrationEmailKey` and
 * the shared `normaliseEmail` when it was written): a later change to the live rule must not change
 * what an old migration writes. Trimmed, lower-cased, the domain in ASCII (IDNA); the lower-cased
 * form when IDNA refuses the domain or the ASCII form would overflow the 254-character column.
 */
const KEY_MAX_LENGTH = 254;
function registrationEmailKey(email: string): string {
  const normalised = email.trim().toLowerCase();
  const at = normalised.lastIndexOf('@');
  if (at < 0) return normalised;
  const domain = domainToASCII(normalised.slice(at + 1));
  const key = domain ? `${normalised.slice(0, at)}@${domain}` : normalised;
  return key.length <= KEY_MAX_LENGTH ? key : normalised;
}

/**
 * The duplicate-registration key now carries the domain in ASCII (registrations' emailKey.ts): the rows
 * written before are re-keyed, so an address registered with a Korean domain refuses its punycode
 * form too. Two rows that were already one mailbox written both ways cannot both take the new
 * key (it is UNIQUE): the one holding it already, or else the earlier, takes it; the other keeps
 * its old key and stays a registration of its own for the organisers to merge or delete.
 */
export async function up(db: Knex): Promise<void> {
  const rows = (await db('registrants').select('id', 'email', 'email_normalized').orderBy('id')) as Array<{
    id: number;
    email: string;
    email_normalized: string;
  }>;
  const byKey = new Map<string, typeof rows>();
  for (const row of rows) {
    const key = registrationEmailKey(row.email);
    byKey.set(key, [...(byKey.get(key) ?? []), row]);
  }
  for (const [key, group] of byKey) {
    if (group.some((row) => row.email_normalized === key)) continue;
    await db('registrants').where({ id: group[0]!.id }).update({ email_normalized: key });
  }
}

/** The old key (lower-cased, domain as written), unless that would collide with another row's key. */
export async function down(db: Knex): Promise<void> {
  const rows = (await db('registrants').select('id', 'email', 'email_normalized').orderBy('id')) as Array<{
    id: number;
    email: string;
    email_normalized: string;
  }>;
  const taken = new Set(rows.map((row) => row.email_normalized));
  for (const row of rows) {
    const old = row.email.trim().toLowerCase();
    if (old === row.email_normalized || taken.has(old)) continue;
    await db('registrants').where({ id: row.id }).update({ email_normalized: old });
    taken.delete(row.email_normalized);
    taken.add(old);
  }
}
