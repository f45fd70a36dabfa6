import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import knex from 'knex';
import mysql from 'mysql2/promise';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from './database';
import { isDatabaseUnavailable } from './unavailable';
import { startTestServer } from '../testing';

const caught = async (work: () => unknown): Promise<unknown> => {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error('expected an error');
};

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forum-unavailable-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('isDatabaseUnavailable, with the errors the drivers really throw', () => {
  it('recognises a refused MySQL connection', async () => {
    const error = await caught(() =>
      mysql.createConnection({ host: '127.0.0.1', port: 1, user: 'root', connectTimeout: 2_000 }),
    );
    expect((error as { code?: string }).code).toBe('ECONNREFUSED');
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('recognises a busy SQLite file', async () => {
    const file = path.join(dir, 'busy.sqlite');
    const holder = new BetterSqlite3(file);
    holder.exec('CREATE TABLE t (x INTEGER)');
    holder.exec('BEGIN IMMEDIATE');
    const other = new BetterSqlite3(file, { timeout: 0 });
    const error = await caught(() => other.exec('INSERT INTO t VALUES (1)'));
    holder.exec('ROLLBACK');
    holder.close();
    other.close();
    expect((error as { code?: string }).code).toBe('SQLITE_BUSY');
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('recognises a closed SQLite connection and a full pool', async () => {
    const closed = new BetterSqlite3(':memory:');
    closed.close();
    expect(isDatabaseUnavailable(await caught(() => closed.exec('SELECT 1')))).toBe(true);

    const pool = knex({
      client: 'better-sqlite3',
      connection: { filename: ':memory:' },
      useNullAsDefault: true,
      pool: { min: 1, max: 1 },
      acquireConnectionTimeout: 100,
    });
    try {
      await pool.transaction(async () => {
        const error = await caught(() => pool.raw('select 1'));
        expect((error as Error).name).toBe('KnexTimeoutError');
        expect(isDatabaseUnavailable(error)).toBe(true);
      });
    } finally {
      await pool.destroy();
    }
  });

  it('does not mistake bugs and bad data for an outage', async () => {
    const db = new BetterSqlite3(':memory:');
    db.exec('CREATE TABLE t (x INTEGER UNIQUE)');
    db.exec('INSERT INTO t VALUES (1)');
    expect(isDatabaseUnavailable(await caught(() => db.exec('INSERT INTO t VALUES (1)')))).toBe(false);
    expect(isDatabaseUnavailable(await caught(() => db.exec('SELEKT 1')))).toBe(false);
    db.close();
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable({ code: 'ER_DUP_ENTRY' })).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });

  it('looks through wrapped errors', () => {
    expect(isDatabaseUnavailable(new Error('wrapper', { cause: { code: 'PROTOCOL_CONNECTION_LOST' } }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection lost: The server closed the connection.'))).toBe(true);
  });
});

describe('a request the database cannot serve', () => {
  it('answers 503 service_unavailable with Retry-After in both languages, logging one line without a stack', async () => {
    const unreachable = createDatabase({ client: 'mysql', url: 'mysql://root@127.0.0.1:1/nothing' });
    const server = await startTestServer(unreachable);
    try {
      for (const [language, message] of [
        ['en', 'The service is temporarily unavailable. Please try again shortly.'],
        ['ko', '일시적으로 서비스를 이용할 수 없습니다. 잠시 후 다시 시도해 주세요.'],
      ] as const) {
        for (const request of [
          () => server.request('/api/user', { json: { company: 'x' }, headers: { 'Accept-Language': language } }),
          () =>
            server.request('/api/user/login', {
              json: { email: 'a@b.c', password: 'x' },
              headers: { 'Accept-Language': language },
            }),
          () => server.request('/api/health', { headers: { 'Accept-Language': language } }),
        ]) {
          const res = await request();
          // POST /api/user validates first: an invalid body is still the client's 400.
          if (res.status === 400) continue;
          expect(res.status).toBe(503);
          expect(res.headers.get('Retry-After')).toBe('5');
          expect(await res.json()).toEqual({ error: { code: 'service_unavailable', message } });
        }
      }
      expect(server.logs.filter((line) => line.includes('"msg":"service unavailable"')).length).toBeGreaterThan(0);
      expect(server.logs.join('\n')).not.toContain('stack');
    } finally {
      await server.close();
      await unreachable.destroy();
    }
  });
});
