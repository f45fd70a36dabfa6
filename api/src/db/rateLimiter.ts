import { RateLimiterMySQL, RateLimiterRes, RateLimiterSQLite } from 'rate-limiter-flexible';
import { type Database, isMysql } from './database';

export type RateLimiter = RateLimiterMySQL | RateLimiterSQLite;
export { RateLimiterRes };

/**
 * A rate-limiter-flexible limiter kept in the `rate_limits` table (created by migration 003), so
 * every API process on the same database counts together.
 */
export function createRateLimiter(
  db: Database,
  options: { keyPrefix: string; points: number; durationSeconds: number },
): RateLimiter {
  const common = {
    storeClient: db,
    storeType: 'knex',
    tableName: 'rate_limits',
    tableCreated: true,
    // The library's own sweep timer outlives a closed pool; expired rows are swept by sweepExpired.
    clearExpiredByTimeout: false,
    keyPrefix: options.keyPrefix,
    points: options.points,
    duration: options.durationSeconds,
  };
  if (isMysql(db)) {
    const connection = db.client.config.connection as { database: string };
    return new RateLimiterMySQL({ ...common, dbName: connection.database });
  }
  return new RateLimiterSQLite(common);
}

/** Deletes counters whose window ended over an hour ago. */
export async function sweepExpiredRateLimits(db: Database, now: number = Date.now()): Promise<void> {
  await db('rate_limits')
    .where('expire', '<', now - 60 * 60 * 1000)
    .delete();
}

export function retryAfterSeconds(res: RateLimiterRes): number {
  return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
}
