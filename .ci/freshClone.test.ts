/**
 * The setup note's steps, from a fresh clone, as a new organiser runs them (README "Quick start"):
 * on the machine's old Node (20), `npm install` ends with the note and `npm start` says in one line
 * what to run; then `. .ci/node.sh` and `npm install` again leave a working install (better-sqlite3
 * rebuilt for Node 22, where npm itself says "up to date") and `PORT=… npm start` serves, with
 * SITE_URL following PORT. Installs from npm's cache when it can (`--prefer-offline`); about two
 * minutes per Node. The clone is of the committed HEAD. The old Node is FORUM_OLD_NODE or the
 * system's /usr/bin/node when it is older than 22; without one, that half is skipped.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STEP_MS = 5 * 60_000;

function oldNode(): string | null {
  const candidate = process.env.FORUM_OLD_NODE ?? '/usr/bin/node';
  if (!existsSync(candidate)) return null;
  const version = spawnSync(candidate, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout.trim();
  return Number(version.split('.')[0]) < 22 ? candidate : null;
}

/** A newcomer's shell: none of this test run's npm_* settings, the Node 22 of `node.sh` not yet on PATH. */
function newcomerEnv(nodeDir: string | null): NodeJS.ProcessEnv {
  const keep = ['HOME', 'USER', 'LANG', 'TMPDIR', 'XDG_CACHE_HOME', 'FORUM_NODE_CACHE', 'HTTPS_PROXY', 'HTTP_PROXY'];
  const env: NodeJS.ProcessEnv = Object.fromEntries(
    keep.flatMap((key) => (process.env[key] ? [[key, process.env[key]]] : [])),
  );
  env.PATH = [nodeDir, '/usr/local/bin', '/usr/bin', '/bin'].filter(Boolean).join(':');
  // The desktop app's Electron binary is not part of the server's setup.
  env.ELECTRON_SKIP_BINARY_DOWNLOAD = '1';
  return env;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const work = mkdtempSync(path.join(tmpdir(), 'forum-fresh-clone-'));
const clone = path.join(work, 'repo');
const old = oldNode();
let server: ChildProcess | null = null;

function sh(script: string, env: NodeJS.ProcessEnv) {
  const run = spawnSync('sh', ['-c', script], { cwd: clone, env, encoding: 'utf8', timeout: STEP_MS });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

// Removing a whole install takes a while on a busy machine.
afterAll(() => {
  if (server?.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  rmSync(work, { recursive: true, force: true });
}, 120_000);

describe('setup from a fresh clone, as the README says', { timeout: STEP_MS * 2 }, () => {
  it('clones', () => {
    expect(spawnSync('git', ['clone', '--quiet', ROOT, clone]).status).toBe(0);
  });

  it.skipIf(!old)('on the old Node: npm install ends with the note; npm start says in one line what to run', () => {
    const env = newcomerEnv(old ? path.dirname(old) : null);
    const install = sh('npm install --prefer-offline --no-audit --no-fund', env);
    expect(install.status, install.output).toBe(0);
    expect(install.output).toContain('. .ci/node.sh');
    const start = sh('npm start', env);
    expect(start.status).not.toBe(0);
    const ours = start.output.split('\n').filter((line) => line.startsWith('investor-forum:'));
    expect(ours).toEqual([expect.stringContaining('run: . .ci/node.sh && npm install && npm start')]);
  });

  it('after . .ci/node.sh, npm install again leaves a working install and npm start serves on PORT', async () => {
    const env = newcomerEnv(old ? path.dirname(old) : null);
    const install = sh('. .ci/node.sh && npm install --prefer-offline --no-audit --no-fund', env);
    expect(install.status, install.output).toBe(0);
    // Built for the old Node first: the second install had to rebuild it.
    if (old) expect(install.output).toContain('rebuilding it for this Node');
    const probe = sh(`. .ci/node.sh >/dev/null && node -e "new (require('better-sqlite3'))(':memory:').close()"`, env);
    expect(probe.status, probe.output).toBe(0);

    const port = await freePort();
    let output = '';
    server = spawn('sh', ['-c', '. .ci/node.sh && npm start'], {
      cwd: clone,
      env: { ...env, PORT: String(port) },
      detached: true,
    });
    server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + STEP_MS;
    let health = 0;
    while (Date.now() < deadline && server.exitCode === null) {
      health = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (res) => res.status,
        () => 0,
      );
      if (health === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    expect(health, output).toBe(200);
    // SITE_URL was not set: the links the site and the mails carry name this port.
    const page = await (await fetch(`http://127.0.0.1:${port}/`)).text();
    expect(page).toContain(`http://localhost:${port}`);
    expect(page).not.toContain('http://localhost:3000');
  });
});
