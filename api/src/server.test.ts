/**
 * The real entry point as a process: starts, serves, and on SIGTERM stops accepting, lets an
 * in-flight request finish, closes the pool and exits 0.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './config';

let child: ChildProcess | undefined;
let dir: string | undefined;

afterEach(() => {
  child?.kill('SIGKILL');
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

function waitForLine(proc: ChildProcess, pattern: RegExp, output: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out waiting for ${pattern}:\n${output.join('')}`)), 15_000);
    proc.stdout!.on('data', (chunk: Buffer) => {
      output.push(chunk.toString());
      if (pattern.test(output.join(''))) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
}

describe('server process', () => {
  it('serves, then shuts down gracefully on SIGTERM after finishing in-flight requests', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forum-server-'));
    const output: string[] = [];
    child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'api/src/server.ts')], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: `sqlite:${path.join(dir, 'forum.sqlite')}`,
        SITE_DIST: dir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Port 0: the kernel picks a free port and the server logs it (a random pick can race other tests).
    await waitForLine(child, /listening on/, output);
    expect(output.join('')).toContain('migrations applied');
    const port = /listening on http:\/\/localhost:(\d+)/.exec(output.join(''))![1];

    // A request with a slowly arriving body is in flight when the signal comes.
    const url = `http://127.0.0.1:${port}`;
    const body = JSON.stringify({ email: 'nobody@forum.test', password: 'not the password' });
    let sendRest!: () => void;
    const rest = new Promise<void>((resolve) => (sendRest = resolve));
    const inFlight = fetch(`${url}/api/user/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      duplex: 'half',
      body: new ReadableStream({
        async start(controller) {
          controller.enqueue(new TextEncoder().encode(body.slice(0, 10)));
          await rest;
          controller.enqueue(new TextEncoder().encode(body.slice(10)));
          controller.close();
        },
      }),
    } as RequestInit);
    await new Promise((resolve) => setTimeout(resolve, 200));

    const exited = new Promise<number | null>((resolve) => child!.on('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    await waitForLine(child, /shutting down/, output);
    sendRest();
    expect((await inFlight).status).toBe(401);
    expect(await exited).toBe(0);
    expect(output.join('')).toContain('"msg":"stopped"');
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();
  });
});
