/**
 * The whole fixture in one call: a fresh migrated database, an admin, and the app on a port. The
 * browser tests, the benchmarks and any test that only needs "a running forum" use this.
 */
import type { Database } from '../db/database';
import { DEFAULT_TEST_ADMIN, type TestAdmin, createTestAdmin } from './fixtures';
import { type TestDatabase, type TestDatabaseOptions, createTestDatabase } from './testDatabase';
import { type TestServer, type TestServerOptions, startTestServer } from './testServer';

export interface TestForum extends TestServer {
  database: TestDatabase;
  db: Database;
  admin: TestAdmin;
  /** Stops the server and drops the database. */
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
  return {
    ...server,
    database,
    db: database.db,
    admin: admin ?? { email: '', password: '' },
    close: async () => {
      await server.close();
      await database.drop();
    },
  };
}
