/**
 * A throwaway, migrated database: SQLite in memory or in a fresh file, or a fresh database created
 * on the MySQL/MariaDB server named by a URL (TEST_DATABASE_URL by default), copied from a migrated
 * template (mysqlTemplate.ts), and dropped afterwards.
 * The API tests, the browser tests' server and the benchmarks all start from here. The access log's
 * head is sealed with TEST_ACCESS_LOG_KEY, the key of every test server.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import knex from 'knex';
import type { DatabaseConfig } from '../config';
import { type Database, createDatabase } from '../db/database';
import { prepareAccessLog } from '../features/accessLog';
import { startCurrentEdition } from '../features/editions';
import { createFromTemplate } from './mysqlTemplate';
import { TEST_ACCESS_LOG_KEY } from './testAccessLogKey';

export type TestDbKind = 'sqlite' | 'mysql';

export interface TestDatabase {
  kind: TestDbKind;
  config: DatabaseConfig;
  /** The same database as a `DATABASE_URL` value, for a server process started beside the test. */
  url: string;
  /** A migrated database; call `open()` again for a second pool on the same database. */
  db: Database;
  open(): Database;
  /** Closes every pool opened here and removes the database (a SQLite file stays for inspection). */
  drop(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** Default: TEST_DB=mysql selects MySQL, anything else SQLite. */
  kind?: TestDbKind;
  /** SQLite: a file to start afresh (deleted first) instead of memory. */
  sqliteFile?: string;
  /** MySQL: the server to create the database on; default TEST_DATABASE_URL. */
  mysqlServerUrl?: string;
  /** MySQL: the database name's prefix, so leftovers say who made them. */
  namePrefix?: string;
}

export const testDbKind: TestDbKind = process.env.TEST_DB === 'mysql' ? 'mysql' : 'sqlite';

function sqliteDatabase(filename: string): Omit<TestDatabase, 'db'> & { db: Promise<Database> } {
  if (filename !== ':memory:') for (const suffix of ['', '-wal', '-shm']) fs.rmSync(filename + suffix, { force: true });
  const config: DatabaseConfig = { client: 'sqlite', filename };
  const pools: Database[] = [];
  // In memory every pool would be a separate database: share the one.
  const open = () => {
    if (filename === ':memory:' && pools[0]) return pools[0];
    const db = createDatabase(config);
    pools.push(db);
    return db;
  };
  const db = open();
  return {
    kind: 'sqlite',
    config,
    url: `sqlite:${filename}`,
    db: prepareAccessLog(db, TEST_ACCESS_LOG_KEY)
      .then(() => startCurrentEdition(db))
      .then(() => db),
    open,
    drop: async () => {
      await Promise.all(pools.map((pool) => pool.destroy()));
    },
  };
}

/** A knex connection to the server itself (no database selected), for CREATE and DROP DATABASE. */
export function mysqlServerConnection(serverUrl: string): knex.Knex {
  const url = new URL(serverUrl);
  return knex({
    client: 'mysql2',
    connection: {
      host: url.hostname,
      port: Number(url.port || 3306),
      user: decodeURIComponent(url.username),
      password: decodeURIComponent(url.password),
    },
    pool: { min: 0, max: 1 },
  });
}

export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const kind = options.kind ?? testDbKind;
  if (kind === 'sqlite') {
    const sqlite = sqliteDatabase(options.sqliteFile ?? ':memory:');
    return { ...sqlite, db: await sqlite.db };
  }

  const serverUrl = options.mysqlServerUrl ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl)
    throw new Error('A MySQL test database needs TEST_DATABASE_URL, e.g. mysql://root@127.0.0.1:3306/test');
  const name = `${options.namePrefix ?? 'forum_test'}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const server = mysqlServerConnection(serverUrl);
  try {
    await createFromTemplate(server, name, serverUrl);
  } catch (error) {
    await server.destroy();
    throw error;
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const config: DatabaseConfig = { client: 'mysql', url: url.toString() };
  const pools: Database[] = [];
  const open = () => {
    const db = createDatabase(config);
    pools.push(db);
    return db;
  };
  const db = open();
  await prepareAccessLog(db, TEST_ACCESS_LOG_KEY);
  await startCurrentEdition(db);
  return {
    kind: 'mysql',
    config,
    url: config.url,
    db,
    open,
    drop: async () => {
      await Promise.all(pools.map((pool) => pool.destroy()));
      await server.raw(`DROP DATABASE IF EXISTS \`${name}\``);
      await server.destroy();
    },
  };
}
