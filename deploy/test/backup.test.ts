/**
 * `backup` and `restore`, the compiled commands (node api/dist/cli.js backup, restore) as the
 * deploy guide runs them: a round trip on SQLite and on MariaDB gives back every table row for
 * row, and restore will not overwrite a database that has tables unless forced.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Database,
  DEFAULT_TEST_ADMIN,
  type TestDatabase,
  createTestDatabase,
  loginToken,
  mysqlServerConnection,
  openDatabase,
  prepareTestDatabase,
  startTestServer,
  validRegistration,
  TEST_ACCESS_LOG_KEY_TEXT,
} from '@forum/api/testing';
import { API_DIST, REPO_ROOT } from './support/paths';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forum-backup-test-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Runs a compiled command with DATABASE_URL set; returns its exit code and output. */
function run(command: 'backup' | 'restore', databaseUrl: string, ...args: string[]) {
  const result = spawnSync(process.execPath, [path.join(API_DIST, 'cli.js'), command, ...args], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', DATABASE_URL: databaseUrl, ACCESS_LOG_KEY: TEST_ACCESS_LOG_KEY_TEXT },
    encoding: 'utf8',
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

/** Registrations with text that trips naive dumps, an admin session and throttle counters. */
async function seed(db: Database): Promise<void> {
  const server = await startTestServer(db, { config: { registrationRateLimit: 50 } });
  try {
    for (const overrides of [
      { company: '서울투자진흥재단', name: '김민준', about: 'other', aboutOther: '지인 추천 🙂' },
      {
        company: `O'Brien "Quotes" \\ Backslash; Ltd`,
        name: 'Ann;',
        about: 'other',
        aboutOther: 'line one; "line two" \\ with a backslash',
      },
      { company: 'Plain Co', about: 'other', aboutOther: 'ends with a semicolon;' },
    ]) {
      expect((await server.request('/api/user', { json: validRegistration(overrides) })).status).toBe(201);
    }
    const token = await loginToken(server, DEFAULT_TEST_ADMIN);
    // Pictures of about 1 MB each (noise does not compress): a dump statement must not hold them all.
    for (const seed of [1, 2, 3]) {
      const picture = new PNG({ width: 600, height: 600 });
      for (let i = 0; i < picture.data.length; i += 1) picture.data[i] = (i * 7919 * seed + (i >> 7)) % 251;
      const res = await fetch(`${server.url}/api/admin/media`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: new Uint8Array(PNG.sync.write(picture)),
      });
      expect(res.status, await res.clone().text()).toBe(201);
    }
    await server.request('/api/user/login', { json: { email: DEFAULT_TEST_ADMIN.email, password: 'wrong password' } });
  } finally {
    await server.close();
  }
}

async function tables(db: Database): Promise<string[]> {
  const rows =
    db.client.config.client === 'mysql2'
      ? (
          (await db.raw(
            'SELECT table_name AS name FROM information_schema.tables WHERE table_schema = DATABASE()',
          )) as [Array<{ name: string }>]
        )[0]
      : ((await db.raw("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")) as Array<{
          name: string;
        }>);
  return rows.map((row) => row.name).sort();
}

/** Every table with every row, in a stable order. */
async function contents(db: Database): Promise<Record<string, unknown[]>> {
  const result: Record<string, unknown[]> = {};
  for (const table of await tables(db)) {
    const rows = (await db(table).select('*')) as Array<Record<string, unknown>>;
    result[table] = rows.map((row) => ({ ...row })).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  }
  return result;
}

describe('SQLite backup and restore', () => {
  let source: TestDatabase;
  const sourceFile = path.join(dir, 'source.sqlite');

  beforeAll(async () => {
    ({ database: source } = await prepareTestDatabase({ database: { kind: 'sqlite', sqliteFile: sourceFile } }));
    await seed(source.db);
  }, 30_000);
  afterAll(() => source?.drop());

  it('round-trips every row, compressed, and refuses to overwrite without --force', async () => {
    const backupFile = path.join(dir, 'forum.sqlite.gz');
    const backup = run('backup', source.url, '--out', backupFile);
    expect(backup.output).toMatch(/backup written to .*forum\.sqlite\.gz \(SQLite online backup/);
    expect(backup.code).toBe(0);
    // Every registrant's personal data: readable by its owner only.
    expect(fs.statSync(backupFile).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(backupFile).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));

    const original = await contents(source.db);
    expect(original.registrants).toHaveLength(3);
    expect(original.media).toHaveLength(3);
    expect(original.admin_sessions).toHaveLength(1);
    expect(original.rate_limits!.length).toBeGreaterThan(0);

    const targetFile = path.join(dir, 'restored.sqlite');
    const restore = run('restore', `sqlite:${targetFile}`, backupFile);
    expect(restore.code, restore.output).toBe(0);
    const restored = openDatabase({ client: 'sqlite', filename: targetFile });
    try {
      expect(await contents(restored)).toEqual(original);
    } finally {
      await restored.destroy();
    }

    const refused = run('restore', `sqlite:${targetFile}`, backupFile);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/already holds \d+ tables: pass --force/);
    expect(run('restore', `sqlite:${targetFile}`, backupFile, '--force').code).toBe(0);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('MariaDB backup and restore', () => {
  let source: TestDatabase;
  const server = () => mysqlServerConnection(process.env.TEST_DATABASE_URL!);
  const emptyDatabases: string[] = [];
  const hasDumpTool = spawnSync('sh', ['-c', 'command -v mariadb-dump || command -v mysqldump']).status === 0;

  /** A database with no tables at all, and its URL. */
  async function emptyDatabase(): Promise<{ url: string; db: Database }> {
    const name = `forum_restore_${process.pid}_${emptyDatabases.length}_${Date.now() % 100_000}`;
    const admin = server();
    await admin.raw(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await admin.destroy();
    emptyDatabases.push(name);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    return { url: url.toString(), db: openDatabase({ client: 'mysql', url: url.toString() }) };
  }

  beforeAll(async () => {
    ({ database: source } = await prepareTestDatabase({ database: { kind: 'mysql', namePrefix: 'forum_backup' } }));
    await seed(source.db);
  }, 30_000);

  afterAll(async () => {
    await source?.drop();
    const admin = server();
    for (const name of emptyDatabases) await admin.raw(`DROP DATABASE IF EXISTS \`${name}\``);
    await admin.destroy();
  });

  it.each([
    ['mysqldump or mariadb-dump', 'forum.sql.gz', []],
    ['the built-in dump', 'forum-builtin.sql', ['--builtin']],
  ])('round-trips every row through %s and refuses to overwrite without --force', async (_label, name, flags) => {
    const backupFile = path.join(dir, name);
    const backup = run('backup', source.url, '--out', backupFile, ...flags);
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toMatch(flags.length > 0 || !hasDumpTool ? /\(built-in dump/ : /\((mariadb-dump|mysqldump),/);
    expect(fs.statSync(backupFile).mode & 0o777).toBe(0o600);

    const original = await contents(source.db);
    expect(original.registrants).toHaveLength(3);
    expect(original.media).toHaveLength(3);
    const target = await emptyDatabase();
    try {
      const restore = run('restore', target.url, backupFile);
      expect(restore.code, restore.output).toBe(0);
      expect(await contents(target.db)).toEqual(original);

      // Changed since the backup, then restored over with --force: back to the backup exactly.
      await target.db('registrants').delete();
      const refused = run('restore', target.url, backupFile);
      expect(refused.code).toBe(1);
      expect(refused.output).toMatch(/already holds \d+ tables: pass --force/);
      expect(run('restore', target.url, backupFile, '--force').code).toBe(0);
      expect(await contents(target.db)).toEqual(original);
    } finally {
      await target.db.destroy();
    }
  });

  it('refuses a SQLite backup for a MySQL database', async () => {
    const sqliteBackup = path.join(dir, 'for-mysql.sqlite');
    const sqlite = await createTestDatabase({ kind: 'sqlite', sqliteFile: path.join(dir, 'small.sqlite') });
    await sqlite.drop();
    execFileSync(process.execPath, [path.join(API_DIST, 'cli.js'), 'backup', '--out', sqliteBackup], {
      env: { PATH: process.env.PATH ?? '', DATABASE_URL: sqlite.url, ACCESS_LOG_KEY: TEST_ACCESS_LOG_KEY_TEXT },
    });
    const target = await emptyDatabase();
    await target.db.destroy();
    const refused = run('restore', target.url, sqliteBackup);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/SQLite backup, and DATABASE_URL names a MySQL database/);
  });
});
