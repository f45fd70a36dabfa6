/**
 * Moves a registrant to another edition (year), directly in the e2e database, for the screen
 * audit of a past edition's manage page: the e2e server runs one edition, so a past one's
 * registration is made by relabelling a fresh registration, then put back.
 */
import { PUBLIC_SESSIONS } from '@forum/shared';
import { E2E_DATABASE_FILE } from './env';

export async function putEdition(email: string, year: number): Promise<void> {
  const { openDatabase } = await import('@forum/api/testing');
  const db = openDatabase({ client: 'sqlite', filename: E2E_DATABASE_FILE });
  try {
    const changed = await db('registrants').where({ email }).update({ edition: year });
    if (changed !== 1) throw new Error(`no registrant ${email}`);
  } finally {
    await db.destroy();
  }
}

/**
 * The current edition's last public session (2025: day23, Middle East): the specs' "another
 * session" taken from the edition file, so they pass on the next edition too (a code may be dropped).
 */
export const LAST_PUBLIC_SESSION = PUBLIC_SESSIONS[PUBLIC_SESSIONS.length - 1]!.code;
