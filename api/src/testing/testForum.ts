/**
 * The whole fixture in one call: a fresh migrated database, an admin, and the app on a port. The
 * API's tests, the browser tests and the benchmarks use this; a test that needs the same database
 * served differently too (another clock, a closed registration window, a mail sender) asks the
 * forum for another server, which the forum closes with itself.
 */
import type { Database } from '../db/database';
import { DEFAULT_TEST_ADMIN, type TestAdmin, createTestAdmin } from './fixtures';
import { type TestDatabase, type TestDatabaseOptions, createTestDatabase } from './testDatabase';
import { type TestServer, type TestServerOptions, startTestServer } from './testServer';

export interface TestForum extends TestServer {
  database: TestDatabase;
  db: Database;
  admin: TestAdmin;
  /**
   * Another app on the same database, with its own options; closed with the forum (or before, by the
   * test). `ownPool`: on a connection pool of its own, as a second API process would be.
   */
  startServer(options?: TestServerOptions & { ownPool?: boolean }): Promise<TestServer>;
  /** Stops the servers and drops the database. */
  close(): Promise<void>;
}

export interface TestForumOptions extends TestServerOptions {
  database?: TestDatabaseOptions;
  /** Default: DEFAULT_TEST_ADMIN; null for none. */
  admin?: TestAdmin | null;
  /** Runs on the migrated database before the server starts (bulk data for a benchmark, say). */
  seed?: (db: Database) => Promise<void>;
}

/** A fresh database with its admin, without a server: for a server process started separately. */
export async function prepareTestDatabase(
  options: Pick<TestForumOptions, 'database' | 'admin' | 'passwordCost' | 'seed'> = {},
) {
  const database = await createTestDatabase(options.database);
  try {
    const admin = options.admin === null ? null : (options.admin ?? DEFAULT_TEST_ADMIN);
    if (admin) {
      const enrolled = admin.otpSecret !== undefined;
      await createTestAdmin(database.db, admin.email, admin.password, options.passwordCost, {
        enrolled,
        ...(admin.otpSecret ? { otpSecret: admin.otpSecret } : {}),
      });
    }
    await options.seed?.(database.db);
    return { database, admin };
  } catch (error) {
    await database.drop();
    throw error;
  }
}

export async function startTestForum(options: TestForumOptions = {}): Promise<TestForum> {
  const { database, admin } = await prepareTestDatabase(options);
  let server: TestServer;
  try {
    server = await startTestServer(database.db, options);
  } catch (error) {
    await database.drop();
    throw error;
  }
  const servers: TestServer[] = [server];
  return {
    ...server,
    database,
    db: database.db,
    admin: admin ?? { email: '', password: '' },
    async startServer({ ownPool = false, ...serverOptions } = {}) {
      // The database's drop() closes every pool it opened.
      const another = await startTestServer(ownPool ? database.open() : database.db, serverOptions);
      let closing: Promise<void> | null = null;
      const once = { ...another, close: () => (closing ??= another.close()) };
      servers.push(once);
      return once;
    },
    close: async () => {
      await Promise.all(servers.map((each) => each.close()));
      await database.drop();
    },
  };
}
