/**
 * `npm run backup -- --out FILE` writes a file readable by its owner only (0600), in every format:
 * a SQLite backup plain and gzipped, a MySQL dump by the dump tool and by the built-in dump, plain
 * and gzipped; also when a file readable by others already stands at FILE, and under a lax umask.
 * The CLI is run as a user runs it (tsx, DATABASE_URL), plus the library call for every format.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, createTestDatabase } from '../testing';
import { backupDatabase } from '.';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forum-backup-mode-'));
let previousUmask: number;

beforeAll(() => {
  // The usual umask leaves new files readable by everyone (0644): the backup must not rely on it.
  previousUmask = process.umask(0o022);
});

afterAll(() => {
  process.umask(previousUmask);
  fs.rmSync(dir, { recursive: true, force: true });
});

const modeOf = (file: string) => (fs.statSync(file).mode & 0o777).toString(8);

/** No file but the backup itself is left beside it (no temporary copies, no journals). */
function onlyFileIn(folder: string): string[] {
  return fs.readdirSync(folder);
}

describe('SQLite backups', () => {
  let source: TestDatabase;
  beforeAll(async () => {
    source = await createTestDatabase({ kind: 'sqlite', sqliteFile: path.join(dir, 'forum.sqlite') });
  });
  afterAll(async () => {
    await source.drop();
  });

  it.each(['backup.sqlite', 'backup.sqlite.gz'])(
    '%s is written 0600, also over a file readable by others',
    async (name) => {
      const folder = fs.mkdtempSync(path.join(dir, 'out-'));
      const out = path.join(folder, name);
      await backupDatabase({ client: 'sqlite', filename: source.url.slice('sqlite:'.length) }, out);
      expect(modeOf(out)).toBe('600');
      fs.chmodSync(out, 0o644);
      await backupDatabase({ client: 'sqlite', filename: source.url.slice('sqlite:'.length) }, out);
      expect(modeOf(out)).toBe('600');
      expect(onlyFileIn(folder)).toEqual([name]);
    },
  );

  it('npm run backup -- --out FILE writes it 0600', () => {
    const out = path.join(dir, 'cli.sqlite');
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/backup.ts', '--out', out], {
      cwd: path.join(import.meta.dirname, '../..'),
      env: { PATH: process.env.PATH ?? '', DATABASE_URL: source.url },
      encoding: 'utf8',
    });
    expect(result.status, `${result.stdout}${result.stderr}`).toBe(0);
    expect(modeOf(out)).toBe('600');
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('MySQL dumps', () => {
  let source: TestDatabase;
  beforeAll(async () => {
    source = await createTestDatabase({ kind: 'mysql', namePrefix: 'forum_backup_mode' });
  });
  afterAll(async () => {
    await source?.drop();
  });

  it.each([
    ['dump.sql', true],
    ['dump.sql.gz', true],
    ['tool.sql', false],
    ['tool.sql.gz', false],
  ])('%s (built-in dump: %s) is written 0600, also over a file readable by others', async (name, builtin) => {
    const folder = fs.mkdtempSync(path.join(dir, 'out-'));
    const out = path.join(folder, name);
    fs.writeFileSync(out, 'an older dump', { mode: 0o644 });
    await backupDatabase({ client: 'mysql', url: source.url }, out, { builtin });
    expect(modeOf(out)).toBe('600');
    expect(onlyFileIn(folder)).toEqual([name]);
  });
});
