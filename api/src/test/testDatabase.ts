/**
 * A throwaway database per test file: SQLite in memory, or (TEST_DB=mysql) a fresh database on the
 * server named by TEST_DATABASE_URL, created here and dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import knex from 'knex';
import type { DatabaseConfig } from '../config';
import { type Database, createDatabase } from '../db/database';
import { migrateLatest } from '../db/migrate';

export interface TestDatabase {
  kind: 'sqlite' | 'mysql';
  config: DatabaseConfig;
  /** A migrated database; call `open()` again for a second pool on the same database. */
  db: Database;
  open(): Database;
  drop(): Promise<void>;
}

export const testDbKind: 'sqlite' | 'mysql' = process.env.TEST_DB === 'mysql' ? 'mysql' : 'sqlite';

export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDbKind === 'sqlite') {
    const config: DatabaseConfig = { client: 'sqlite', filename: ':memory:' };
    const db = createDatabase(config);
    await migrateLatest(db);
    return { kind: 'sqlite', config, db, open: () => db, drop: () => db.destroy() };
  }

  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=mysql needs TEST_DATABASE_URL, e.g. mysql://root@127.0.0.1:3306/test');
  const name = `forum_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const url = new URL(serverUrl);
  const server = knex({
    client: 'mysql2',
    connection: { host: url.hostname, port: Number(url.port || 3306), user: decodeURIComponent(url.username), password: decodeURIComponent(url.password) },
    pool: { min: 0, max: 1 },
  });
  await server.raw(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  url.pathname = `/${name}`;
  const config: DatabaseConfig = { client: 'mysql', url: url.toString() };
  const pools: Database[] = [];
  const open = () => {
    const db = createDatabase(config);
    pools.push(db);
    return db;
  };
  const db = open();
  await migrateLatest(db);
  return {
    kind: 'mysql',
    config,
    db,
    open,
    drop: async () => {
      await Promise.all(pools.map((pool) => pool.destroy()));
      await server.raw(`DROP DATABASE IF EXISTS \`${name}\``);
      await server.destroy();
    },
  };
}
