/**
 * `npm run build` compiles the API to JavaScript in api/dist, and `npm run start:prod` serves the
 * built site and API with plain node: no tsx, no TypeScript loader, no TypeScript file read.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { httpRequest } from '@forum/api/testing';
import { type BuiltServer, logEntries, startBuiltServer } from './support/builtServer';
import { API_DIST, REPO_ROOT } from './support/paths';

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forum-prod-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** What Linux says a process runs: its command line and environment. */
function processInfo(pid: number) {
  const split = (file: string) => fs.readFileSync(`/proc/${pid}/${file}`, 'utf8').split('\0').filter(Boolean);
  return { argv: split('cmdline'), env: split('environ') };
}

const TYPESCRIPT_LOADERS =
  /tsx|ts-node|--loader|--experimental-loader|--import|--require|-r\b|strip-types|transform-types|\.ts\b/;

describe('the production build', () => {
  it('holds plain JavaScript bundles that import no TypeScript', () => {
    const files = fs.readdirSync(API_DIST).sort();
    expect(files).toEqual(
      expect.arrayContaining([
        'server.js',
        'cli.js',
        'migrate.js',
        'admin.js',
        'backup.js',
        'restore.js',
        'purge.js',
        'access-log-verify.js',
      ]),
    );
    expect(files.filter((file) => !/\.js(\.map)?$/.test(file))).toEqual([]);
    for (const file of files.filter((name) => name.endsWith('.js'))) {
      const code = fs.readFileSync(path.join(API_DIST, file), 'utf8');
      const imports = [
        ...code.matchAll(/^import\s[^;]*?from\s*"([^"]+)"/gm),
        ...code.matchAll(/import\(\s*"([^"]+)"\s*\)/g),
      ].map((match) => match[1]!);
      expect(
        imports.filter((specifier) => /\.tsx?$|^tsx|^@forum\//.test(specifier)),
        file,
      ).toEqual([]);
    }
  });

  it('`npm run start:prod` serves the built site and the API from plain node with no TypeScript loader', async () => {
    const dir = tempDir();
    const npm = spawn('npm', ['run', 'start:prod'], {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: dir,
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: `sqlite:${path.join(dir, 'forum.sqlite')}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    cleanups.push(() => npm.kill('SIGKILL'));
    let output = '';
    npm.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    npm.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const listening = await new Promise<{ port: number; pid: number }>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no listening line:\n${output}`)), 20_000);
      npm.stdout.on('data', () => {
        const line = output.split('\n').find((text) => text.includes('"msg":"listening'));
        if (line) {
          clearTimeout(timer);
          resolve(JSON.parse(line) as { port: number; pid: number });
        }
      });
    });
    cleanups.push(() => {
      try {
        process.kill(listening.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    });

    const { argv, env } = processInfo(listening.pid);
    expect(path.basename(argv[0]!)).toMatch(/^node/);
    expect(argv.slice(1)).toEqual(['--enable-source-maps', 'api/dist/server.js']);
    expect(argv.join(' ')).not.toMatch(TYPESCRIPT_LOADERS);
    expect(env.filter((entry) => entry.startsWith('NODE_OPTIONS=') && entry !== 'NODE_OPTIONS=')).toEqual([]);

    const base = `http://127.0.0.1:${listening.port}`;
    const landing = await httpRequest(`${base}/`);
    expect(landing.status).toBe(200);
    expect(landing.text).toContain('<html lang="en">');
    expect(landing.text).toContain('data-prerendered="/"');
    expect((await httpRequest(`${base}/kor`)).text).toContain('<html lang="ko">');
    expect((await httpRequest(`${base}/api/health`)).json()).toEqual({ status: 'ok' });

    process.kill(listening.pid, 'SIGTERM');
    const code = await new Promise((resolve) => npm.once('exit', resolve));
    expect(code).toBe(0);
    expect(output).toContain('"msg":"stopped"');
  });

  it('runs the compiled command-line tools with plain node', () => {
    const dir = tempDir();
    const env = { PATH: process.env.PATH ?? '', DATABASE_URL: `sqlite:${path.join(dir, 'forum.sqlite')}` };
    const node = (script: string, ...args: string[]) =>
      execFileSync(process.execPath, [path.join(API_DIST, script), ...args], { cwd: REPO_ROOT, env, encoding: 'utf8' });
    expect(node('cli.js', 'migrate')).toMatch(/applied \d+ migrations?/);
    expect(node('cli.js', 'migrate')).toMatch(/already up to date/);
    expect(node('cli.js', '--help')).toMatch(/^Usage: cli <command>.*\n {2}access-log-verify /s);
    expect(node('cli.js', 'admin', '--help')).toMatch(/^Usage:/);
    expect(node('cli.js', 'backup', '--help')).toMatch(/^Usage: backup/);
    expect(node('cli.js', 'restore', '--help')).toMatch(/^Usage: restore/);
    expect(node('cli.js', 'purge', '--dry-run')).toMatch(/kept until the end of .*Dry run: nothing was changed/s);
    expect(node('cli.js', 'access-log-verify')).toMatch(/^Access log intact/);
    // The file names of earlier releases, which installed systemd units and scripts may still use
    // (one loop in scripts/build.ts writes every alias alike).
    expect(node('migrate.js')).toMatch(/already up to date/);
    expect(node('backup.js', '--help')).toMatch(/^Usage: backup/);
  });

  it('with MIGRATE_ON_START=false, refuses to start on a database that lacks migrations, naming the step', async () => {
    const dir = tempDir();
    const attempt = startBuiltServer({
      DATABASE_URL: `sqlite:${path.join(dir, 'forum.sqlite')}`,
      MIGRATE_ON_START: 'false',
    });
    await expect(attempt).rejects.toThrow(
      /lacks migrations 001_registrants, 002_admins, 003_rate_limits, .*: run the release's migrate step/,
    );

    execFileSync(process.execPath, [path.join(API_DIST, 'migrate.js')], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH ?? '', DATABASE_URL: `sqlite:${path.join(dir, 'forum.sqlite')}` },
    });
    const server: BuiltServer = await startBuiltServer({
      DATABASE_URL: `sqlite:${path.join(dir, 'forum.sqlite')}`,
      MIGRATE_ON_START: 'false',
    });
    cleanups.push(() => server.stop('SIGKILL'));
    expect(logEntries(server).some((entry) => entry.msg === 'migrations applied')).toBe(false);
    expect((await httpRequest(`${server.url}/api/health`)).status).toBe(200);
    expect(await server.stop()).toMatchObject({ code: 0 });
  });
});
