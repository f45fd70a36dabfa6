/**
 * `npm run migrate`: applies pending migrations to the database named by DATABASE_URL. The server
 * does this on start too; this is for deploys that migrate before switching traffic over.
 */
import { ConfigError, type DatabaseConfig, loadConfig } from '../config';
import { createDatabase } from '../db/database';
import { migrateLatest } from '../db/migrate';

/** Where the migrations went, without the password that a MySQL URL may carry. */
function describe(database: DatabaseConfig): string {
  if (database.client === 'sqlite') return `SQLite ${database.filename}`;
  const url = new URL(database.url);
  return `MySQL ${url.pathname.replace(/^\//, '')} on ${url.host}`;
}

async function main(): Promise<void> {
  const config = loadConfig();
  const db = createDatabase(config.database);
  try {
    const applied = await migrateLatest(db);
    const where = describe(config.database);
    if (applied.length === 0) console.log(`${where}: already up to date`);
    else console.log(`${where}: applied ${applied.length} migration(s):\n  ${applied.join('\n  ')}`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('Migration failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
