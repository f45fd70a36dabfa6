/**
 * The README's two first commands from a fresh clone, as a newcomer runs them on a machine whose
 * Node is older than the project needs (Debian's 20), with nothing sourced: `npm install && npm
 * start` reaches a running site and prints the first-run setup address, whose page opens; the
 * scripts say in one line that they run on Node 22 (with-node.sh), and no Vite `configLoader`
 * warning appears. The clone is of the committed HEAD, installed from npm's cache when it can.
 *
 * Heavy (an install and a build, minutes on a busy machine), so it runs only when asked:
 *   FORUM_FRESH_CLONE=1 npx vitest run --project ci .ci/freshClone.test.ts
 * The old Node is FORUM_OLD_NODE or /usr/bin/node when that is older than 22; the Node 22 cache is
 * the machine's (~/.cache/investor-forum), fetched on the first run. The test prints the times.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LIMIT_MS = 15 * 60_000;

function oldNode(): string | null {
  const candidate = process.env.FORUM_OLD_NODE ?? '/usr/bin/node';
  if (!existsSync(candidate)) return null;
  const version = spawnSync(candidate, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout.trim();
  return Number(version.split('.')[0]) < 22 ? candidate : null;
}

/** A newcomer's shell: none of this test run's npm_* settings, only the old Node on PATH. */
function newcomerEnv(nodeDir: string): NodeJS.ProcessEnv {
  const keep = ['HOME', 'USER', 'LANG', 'TMPDIR', 'XDG_CACHE_HOME', 'FORUM_NODE_CACHE', 'HTTPS_PROXY', 'HTTP_PROXY'];
  const env: NodeJS.ProcessEnv = Object.fromEntries(
    keep.flatMap((key) => (process.env[key] ? [[key, process.env[key]]] : [])),
  );
  env.PATH = [nodeDir, '/usr/local/bin', '/usr/bin', '/bin'].join(':');
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

const old = oldNode();
const asked = process.env.FORUM_FRESH_CLONE === '1';
const work = mkdtempSync(path.join(tmpdir(), 'forum-fresh-clone-'));
const clone = path.join(work, 'repo');
let server: ChildProcess | null = null;

// Removing a whole install takes a while on a busy machine.
afterAll(() => {
  if (server?.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  rmSync(work, { recursive: true, force: true });
}, 120_000);

describe.skipIf(!asked || !old)('a fresh clone on an old Node, with nothing sourced', { timeout: LIMIT_MS }, () => {
  it('npm install && npm start serves the site and prints the setup address, whose page opens', async () => {
    expect(spawnSync('git', ['clone', '--quiet', ROOT, clone]).status).toBe(0);
    const port = await freePort();
    const started = Date.now();
    let output = '';
    let listeningAfter = 0;
    // Exactly the README's first command (PORT only so the test has a port of its own).
    server = spawn('sh', ['-c', 'npm install && npm start'], {
      cwd: clone,
      env: { ...newcomerEnv(path.dirname(old!)), PORT: String(port) },
      detached: true,
    });
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (!listeningAfter && output.includes('"msg":"listening on')) listeningAfter = Date.now() - started;
    };
    server.stdout?.on('data', collect);
    server.stderr?.on('data', collect);
    const setupAddress = () => /open (http:\/\/\S+\/admin\/setup#[\w-]+)/.exec(output)?.[1];
    while (Date.now() - started < LIMIT_MS && server.exitCode === null && !setupAddress()) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    const address = setupAddress();
    expect(address, output).toMatch(new RegExp(`^http://localhost:${port}/admin/setup#`));
    console.info(
      `fresh clone on Node ${spawnSync(old!, ['-v'], { encoding: 'utf8' }).stdout.trim()}: npm install && npm start listening after ${Math.round(listeningAfter / 1000)} s`,
    );

    // One line says the scripts run on Node 22; nothing asks the newcomer to source anything.
    const ours = output.split('\n').filter((line) => line.startsWith('investor-forum:'));
    expect(
      ours.some((line) => /older than the 22\.12 .* running on Node 22/.test(line)),
      output,
    ).toBe(true);
    expect(output).not.toContain('. .ci/node.sh');
    expect(output).not.toContain('configLoader');
    expect(output).not.toContain('ERR_DLOPEN_FAILED');

    const landing = await fetch(`http://127.0.0.1:${port}/`);
    expect(landing.status).toBe(200);
    expect(await landing.text()).toContain(`http://localhost:${port}`);
    const setupPage = await fetch(`http://127.0.0.1:${port}/admin/setup`);
    expect(setupPage.status).toBe(200);
    expect(await (await fetch(`http://127.0.0.1:${port}/api/admin/setup`)).json()).toEqual({ needed: true });
    const code = address!.split('#')[1];
    const check = await fetch(`http://127.0.0.1:${port}/api/admin/setup/check`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ code, email: 'first@example.com' }),
    });
    expect(check.status).toBe(200);
  });
});
