import fs from 'node:fs';
import path from 'node:path';
import knex, { type Knex } from 'knex';
import type { DatabaseConfig } from '../config';

export type Database = Knex;

/** The mysql2 settings for a `mysql://user:pass@host:port/db` URL (also used by the backup tools). */
export function mysqlConnection(url: string): Knex.MySql2ConnectionConfig & { host: string; port: number; user: string; password: string; database: string } {
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
  if (config.filename !== ':memory:') fs.mkdirSync(path.dirname(config.filename), { recursive: true });
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
