/**
 * A separate process appending to the access log, for the concurrency test: `node --import tsx
 * accessLogAppendWorker.ts <database-url> <count> <tag>` (ACCESS_LOG_APPEND_WORKER names this file). Separate processes are what the append lock
 * has to serialise (SQLite's lock is per process; two pools in one process would only block each
 * other's thread).
 */
import { createDatabase } from '../db/database';
import { createAccessLog } from '../features/accessLog';

const [url = '', countText = '10', tag = 'worker'] = process.argv.slice(2);
const config = url.startsWith('sqlite:')
  ? { client: 'sqlite' as const, filename: url.slice('sqlite:'.length) }
  : { client: 'mysql' as const, url };
const db = createDatabase(config);
const log = createAccessLog(db, () => new Date());
try {
  await Promise.all(
    Array.from({ length: Number(countText) }, (_, i) =>
      log.append({
        actor: { adminId: null, account: `cli:${tag}`, address: null },
        action: 'list_view',
        registrantCount: i,
      }),
    ),
  );
} finally {
  await db.destroy();
}
