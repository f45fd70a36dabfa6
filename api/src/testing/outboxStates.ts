/** The outbox as a test reads it after the senders have stopped: nothing queued means nothing more will go. */
import type { Knex } from 'knex';

/** How many of group message `messageId`'s mails are in each delivery state, e.g. `{ sent: 200 }`. */
export async function outboxStates(db: Knex, messageId: number): Promise<Record<string, number>> {
  const rows = (await db('mail_outbox')
    .where('message_id', 'like', `<message-${messageId}.%`)
    .select('state')
    .count({ n: '*' })
    .groupBy('state')) as Array<{ state: string; n: number | string }>;
  return Object.fromEntries(rows.map((row) => [row.state, Number(row.n)]));
}
