/**
 * Files the server writes are 0600 whatever the process umask: the real server, started under
 * `umask 022` in a child process with SQLite and without SMTP, leaves its database, -wal, -shm and
 * mail files 0600, also over a database an earlier release made 0644; the embedded default's
 * access-log key and a backup made by the CLI under the same umask are 0600 too.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './config';
import { TEST_ACCESS_LOG_KEY_TEXT, forumDayClock, validRegistration } from './testing';

const children: ChildProcess[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forum-modes-'));
  dirs.push(dir);
  return dir;
}

const modeOf = (file: string) => (fs.statSync(file).mode & 0o777).toString(8);

/** `node --import tsx <args>` under `umask 022`, the usual umask that makes new files 0644. */
function underUmask022(args: string[]): string[] {
  const quoted = [process.execPath, '--import', 'tsx', ...args].map((arg) => `'${arg.replace(/'/g, "'\\''")}'`);
  return ['-c', `umask 022 && exec ${quoted.join(' ')}`];
}

async function startServer(env: NodeJS.ProcessEnv): Promise<string> {
  const child = spawn('sh', underUmask022([path.join(REPO_ROOT, 'api/src/server.ts')]), {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      REGISTRATION_RATE_LIMIT: '0',
      ACCESS_LOG_KEY: TEST_ACCESS_LOG_KEY_TEXT,
      SMTP_URL: '',
      // Registration is open while the forum is on, whatever today's date.
      FORUM_CLOCK: forumDayClock()().toISOString(),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), 30_000);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = /listening on http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${port}`);
      }
    });
    child.on('exit', (code) => reject(new Error(`the server exited (${code}):\n${output}`)));
  });
}

async function until<T>(read: () => T | undefined, what: string, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('files the server writes, under umask 022', () => {
  it.each([
    ['a new database', false],
    ['a database an earlier release left 0644', true],
  ])(
    '%s, its -wal and -shm, and the mail files are 0600',
    async (_case, existing) => {
      const dir = tempDir();
      const database = path.join(dir, 'data', 'forum.sqlite');
      const mail = path.join(dir, 'mail');
      if (existing) {
        fs.mkdirSync(path.dirname(database));
        for (const suffix of ['', '-wal', '-shm']) fs.writeFileSync(database + suffix, '', { mode: 0o644 });
        expect(modeOf(database)).toBe('644');
      }
      const url = await startServer({ DATABASE_URL: `sqlite:${database}`, MAIL_DIR: mail, SITE_DIST: dir });
      const response = await fetch(`${url}/api/user`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(validRegistration()),
      });
      expect(response.status).toBe(201);
      // The confirmation mail, written as a file without SMTP.
      const eml = await until(() => {
        const files = fs.existsSync(mail) ? fs.readdirSync(mail).filter((name) => name.endsWith('.eml')) : [];
        return files[0];
      }, 'the confirmation mail file');
      expect(modeOf(path.join(mail, eml))).toBe('600');
      expect(modeOf(mail)).toBe('700');
      // The server holds the database open in WAL mode: -wal and -shm stand beside it.
      for (const suffix of ['', '-wal', '-shm']) expect([suffix, modeOf(database + suffix)]).toEqual([suffix, '600']);
      // The control: under this umask a file made without care is 0644.
      spawnSync('sh', ['-c', `umask 022 && touch '${path.join(dir, 'control')}'`]);
      expect(modeOf(path.join(dir, 'control'))).toBe('644');
    },
    60_000,
  );

  it('the access-log key the embedded default makes, and a backup made by the CLI, are 0600', () => {
    const dir = tempDir();
    const keyFile = path.join(dir, 'data', 'access-log.key');
    const script = path.join(dir, 'makeKey.ts');
    fs.writeFileSync(
      script,
      `import { readOrCreateKeyFile } from ${JSON.stringify(path.join(REPO_ROOT, 'api/src/features/accessLog/index.ts'))};\n` +
        `readOrCreateKeyFile(${JSON.stringify(keyFile)});\n`,
    );
    const made = spawnSync('sh', underUmask022([script]), { cwd: REPO_ROOT, encoding: 'utf8' });
    expect(made.stderr).toBe('');
    expect(modeOf(keyFile)).toBe('600');

    const database = path.join(dir, 'forum.sqlite');
    const backup = path.join(dir, 'backup.sqlite.gz');
    const env = { ...process.env, DATABASE_URL: `sqlite:${database}`, ACCESS_LOG_KEY: TEST_ACCESS_LOG_KEY_TEXT };
    const cli = path.join(REPO_ROOT, 'api/src/cli/main.ts');
    const migrated = spawnSync('sh', underUmask022([cli, 'migrate']), { cwd: REPO_ROOT, env, encoding: 'utf8' });
    expect(migrated.status).toBe(0);
    expect(modeOf(database)).toBe('600');
    const backedUp = spawnSync('sh', underUmask022([cli, 'backup', '--out', backup]), {
      cwd: REPO_ROOT,
      env,
      encoding: 'utf8',
    });
    expect(backedUp.status).toBe(0);
    expect(modeOf(backup)).toBe('600');
  }, 60_000);
});
