import fs from 'node:fs';
import path from 'node:path';
import knex, { type Knex } from 'knex';
import type { DatabaseConfig } from '../config';
import { PRIVATE_DIR_MODE, prepareSqliteFiles } from './privateFiles';

export type Database = Knex;

/** The mysql2 settings for a `mysql://user:pass@host:port/db` URL (also used by the backup tools). */
export function mysqlConnection(
  url: string,
): Knex.MySql2ConnectionConfig & { host: string; port: number; user: string; password: string; database: string } {
  const parsed = new URL(url);
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  if (!database) throw new Error('DATABASE_URL must name a database, e.g. mysql://user:pass@host:3306/forum');
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : 3306,
    user: decodeURIComponent(parsed.username),
    password: decodeURIComponent(parsed.password),
    database,
    // Korean names and any emoji must survive: utf8mb4, not MySQL's three-byte utf8.
    charset: 'utf8mb4',
    // Dates are written and read as UTC whatever the server's time zone.
    timezone: 'Z',
  };
}

export function createDatabase(config: DatabaseConfig): Database {
  if (config.client === 'mysql') {
    return knex({
      client: 'mysql2',
      connection: mysqlConnection(config.url),
      // Inserts wait on the server's log flush; more connections in flight let MariaDB commit them
      // in groups (bench:api: 10 -> 25 connections gave ~10% more registrations/s and a lower p99).
      // 20 per process leaves room for several processes under MySQL's default 151 connections.
      pool: { min: 0, max: 20 },
      // A request waits at most 10 s for a connection (knex's default is 60 s), then answers 503:
      // well inside nginx's 30 s proxy_read_timeout (deploy/nginx).
      acquireConnectionTimeout: 10_000,
    });
  }
  if (config.filename !== ':memory:') {
    fs.mkdirSync(path.dirname(config.filename), { recursive: true, mode: PRIVATE_DIR_MODE });
    prepareSqliteFiles(config.filename);
  }
  return knex({
    client: 'better-sqlite3',
    connection: { filename: config.filename },
    useNullAsDefault: true,
    // One connection: better-sqlite3 is synchronous, and `:memory:` is one database per connection.
    pool: {
      min: 1,
      max: 1,
      afterCreate(connection: { pragma(sql: string): unknown }, done: (err: Error | null, conn: unknown) => void) {
        connection.pragma('journal_mode = WAL');
        connection.pragma('busy_timeout = 5000');
        connection.pragma('foreign_keys = ON');
        done(null, connection);
      },
    },
  });
}

export function isMysql(db: Database): boolean {
  return db.client.config.client === 'mysql2';
}

/** Unique-key violations on either database, so every repo maps them to 409 the same way. */
export function isDuplicateKeyError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** Both drivers hand back DATETIME columns differently (Date on MySQL, epoch ms on SQLite). */
export function toDate(value: unknown): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'number' || typeof value === 'string') return new Date(value);
  throw new TypeError(`Not a date value: ${String(value)}`);
}

const RETRYABLE_TRANSACTION_ERRORS = new Set(['ER_LOCK_DEADLOCK', 'ER_LOCK_WAIT_TIMEOUT', 'SQLITE_BUSY']);

/**
 * Runs `work` in a transaction and runs it again (up to three times in all) when the database
 * chose it as a deadlock victim, which InnoDB does now and then to concurrent writers of one
 * table (registrations and several mail senders on the outbox). On MySQL it uses READ COMMITTED:
 * these transactions read single rows by key, and without REPEATABLE READ's gap locks they collide
 * far less. `work` must be safe to repeat: everything it wrote was rolled back.
 */
export async function retryingTransaction<T>(db: Database, work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  const config = isMysql(db) ? { isolationLevel: 'read committed' as const } : undefined;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(work, config);
    } catch (error) {
      const code = (error as { code?: unknown })?.code;
      if (attempt >= 3 || typeof code !== 'string' || !RETRYABLE_TRANSACTION_ERRORS.has(code)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
    }
  }
}
