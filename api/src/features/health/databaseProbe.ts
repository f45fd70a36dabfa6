/** Whether the database answers now: the one query the health check makes. */
import type { Database } from '../../db/database';

export async function databaseAnswers(db: Database): Promise<boolean> {
  try {
    await db.raw('select 1');
    return true;
  } catch {
    return false;
  }
}
