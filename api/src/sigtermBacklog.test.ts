/**
 * SIGTERM with connections waiting to be accepted: 50 registrations, each on a connection of its
 * own, race the signal to the real server process. Every connection the process had been sent
 * before it stopped listening is answered (with `Connection: close`), none is reset, and the
 * process exits 0 within 10 s. Closing the listening socket at the signal reset those still in
 * the kernel's listen backlog (27 of 50 in the review that found it).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './config';
import { forumDayClock, validRegistration } from './testing';

let child: ChildProcess | undefined;
let dir: string | undefined;

afterEach(() => {
  child?.kill('SIGKILL');
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

async function startServer(): Promise<{ url: string; output: string[] }> {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forum-sigterm-backlog-'));
  const output: string[] = [];
  child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'api/src/server.ts')], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      // Registration is open while the forum is on, whatever today's date.
      FORUM_CLOCK: forumDayClock()().toISOString(),
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${path.join(dir, 'forum.sqlite')}`,
      SITE_DIST: dir,
      REGISTRATION_RATE_LIMIT: '0',
      MAIL_DIR: dir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const deadline = Date.now() + 30_000;
  while (!/listening on http:\/\/localhost:(\d+)/.test(output.join(''))) {
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const port = /listening on http:\/\/localhost:(\d+)/.exec(output.join(''))![1];
  return { url: `http://127.0.0.1:${port}`, output };
}

interface Outcome {
  status?: number;
  connection?: string;
  error?: string;
}

/** One registration on a connection of its own (no agent: no reuse, nothing pooled). */
function register(url: string): Promise<Outcome> {
  const body = JSON.stringify(validRegistration());
  return new Promise((resolve) => {
    const req = http.request(
      `${url}/api/user`,
      {
        method: 'POST',
        agent: false,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: String(res.headers.connection) }));
        res.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end(body);
  });
}

describe('SIGTERM with connections in the listen backlog', () => {
  it('answers all 50 racing requests, resets none, and exits 0 within 10 s', async () => {
    const { url, output } = await startServer();
    const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
      child!.on('exit', (code) => resolve({ code, at: Date.now() })),
    );

    // Ten connections every 2 ms; the signal goes out after the second ten, so it lands while
    // the rest are being connected and the first are being accepted and served.
    const outcomes: Promise<Outcome>[] = [];
    let signalledAt = 0;
    for (let wave = 0; wave < 5; wave += 1) {
      for (let i = 0; i < 10; i += 1) outcomes.push(register(url));
      if (wave === 1) {
        child!.kill('SIGTERM');
        signalledAt = Date.now();
      }
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const results = await Promise.all(outcomes);
    const { code, at } = await exited;

    const tally: Record<string, number> = {};
    for (const result of results) {
      const key = result.status ? `${result.status} ${result.connection}` : result.error!;
      tally[key] = (tally[key] ?? 0) + 1;
    }
    console.log(`SIGTERM racing 50 requests: ${JSON.stringify(tally)}, exit ${code} after ${at - signalledAt} ms`);

    expect(results.filter((result) => result.error === 'ECONNRESET' || result.error === 'EPIPE')).toEqual([]);
    // Sent before the process stopped listening (a few ms after the signal at most): all answered.
    expect(results.filter((result) => !result.status)).toEqual([]);
    expect(results.every((result) => result.status === 201 && result.connection === 'close')).toBe(true);
    expect(code).toBe(0);
    expect(at - signalledAt).toBeLessThanOrEqual(10_000);
    expect(output.join('')).toContain('"msg":"stopped","clean":true');
  });
});
