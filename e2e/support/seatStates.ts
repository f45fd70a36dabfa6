/**
 * Puts a registrant's place in a session into a state for the screen audit, directly in the e2e
 * database: the browser tests share one server on a real clock, so waiting a day for an offer to
 * run out, or filling a session all other specs register for, is not an option. The place and
 * the session's counts (kept beside the places, migration 015) change in one transaction, as the
 * seats feature changes them; an offer put in the past runs out through the server's own path
 * (with its e-mail) at the next read.
 */
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
  } finally {
    await db.destroy();
  }
}
