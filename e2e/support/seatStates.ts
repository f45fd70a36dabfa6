/**
 * Puts a registrant's place in a session into a state for the screen audit, directly in the e2e
 * database: the browser tests share one server on a real clock, so waiting a day for an offer to
 * run out, or filling a session all other specs register for, is not an option. The place and
 * the session's counts (kept beside the places, migration 015) change in one transaction, as the
 * seats feature changes them; an offer put in the past runs out through the server's own path
 * (with its e-mail) at the next read.
 */
import type { Database } from '@forum/api/testing';
import type { SeatStatus, SessionCode } from '@forum/shared';
import { E2E_DATABASE_FILE } from './env';

export async function putPlace(
  email: string,
  session: SessionCode,
  status: SeatStatus,
  offerExpiresAt: Date | null = null,
): Promise<void> {
  const { openDatabase } = await import('@forum/api/testing');
  const db = openDatabase({ client: 'sqlite', filename: E2E_DATABASE_FILE });
  try {
    // The server writes to the same file for the other specs: a transaction that began with a read
    // cannot take the write lock once another connection has written (SQLite answers "database is
    // locked" at once, whatever the busy timeout), so the whole transaction is tried again.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await setPlace(db, email, session, status, offerExpiresAt);
        return;
      } catch (error) {
        const busy = /database is locked|SQLITE_BUSY/.test(String((error as Error).message ?? error));
        if (!busy || attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      }
    }
  } finally {
    await db.destroy();
  }
}

async function setPlace(
  db: Database,
  email: string,
  session: SessionCode,
  status: SeatStatus,
  offerExpiresAt: Date | null,
): Promise<void> {
  await db.transaction(async (trx) => {
    const registrant = (await trx('registrants').where({ email }).first('id')) as { id: number } | undefined;
    if (!registrant) throw new Error(`no registrant ${email}`);
    const place = (await trx('session_places').where({ registrant_id: registrant.id, session }).first()) as
      { id: number; status: SeatStatus } | undefined;
    if (!place) throw new Error(`${email} has no place in ${session}`);
    await trx('session_places').where({ id: place.id }).update({ status, offer_expires_at: offerExpiresAt });
    if (place.status !== status)
      await trx('session_capacity')
        .where({ code: session })
        .update({ [place.status]: trx.raw('?? - 1', [place.status]), [status]: trx.raw('?? + 1', [status]) });
  });
}
