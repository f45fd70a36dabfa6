/**
 * What the load benches share: API server processes (the real server.ts in child processes, as
 * production runs two) on one prepared database, the load generated from this process (outside
 * them), HTTP calls over kept-alive connections, and percentiles. A bench's seed writes rows
 * directly (100,000 registrations through the API would time the seeding, not the call).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { EDITION, SESSION_CODES, type SessionCode } from '@forum/shared';
import { generateRegistrants } from '@forum/shared/testing';
import { REPO_ROOT } from '../src/config';
import {
  TEST_ACCESS_LOG_KEY_TEXT,
  type Database,
  currentEditionYear,
  forumDayClock,
  registrantRow,
} from '../src/testing';
import { recountPlaces } from '../src/features/seats';

export const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
};

export const ms = (value: number): string => (Number.isFinite(value) ? `${value.toFixed(value < 10 ? 1 : 0)} ms` : '-');

export interface Answer {
  status: number;
  ms: number;
  body: string;
}

/** One HTTP call; the body is read whole (the caller may parse it). */
export function call(
  agent: http.Agent,
  url: string,
  options: { method?: string; json?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.request(
      url,
      {
        agent,
        method: options.method ?? (body ? 'POST' : 'GET'),
        headers: {
          ...(body ? { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)) } : {}),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            ms: performance.now() - started,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

export interface Processes {
  urls: string[];
  pids: number[];
  /** The last lines each process wrote (for a bench that failed). */
  tails(): string;
  close(): Promise<void>;
}

const SERVER_ENTRY = path.join(REPO_ROOT, 'api/src/server.ts');
const LISTENING = /listening on http:\/\/localhost:(\d+)/;

/**
 * `count` server processes (the real server.ts, as the tests' startServerProcess starts it) on the
 * database at `databaseUrl`, each with its own mail folder, writing their logs to a file as
 * journald takes them in production: through a pipe to this busy process a log line per request
 * would wait for the load generator to read it, and the server with it.
 */
export async function startProcesses(databaseUrl: string, count: number): Promise<Processes> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forum-bench-processes-'));
  const children: Array<{ child: ChildProcess; url: string; log: string }> = [];
  const close = async () => {
    await Promise.all(
      children.map(
        ({ child }) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
            setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
          }),
      ),
    );
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const tails = () =>
    children
      .map(({ child, log }, i) => {
        const text = fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : '';
        const exited = child.exitCode === null ? '' : ` (exited ${child.exitCode})`;
        return `process ${i + 1}${exited}:\n${text.split('\n').slice(-15).join('\n')}`;
      })
      .join('\n');
  try {
    for (let i = 0; i < count; i += 1) {
      const log = path.join(dir, `server-${i}.log`);
      const out = fs.openSync(log, 'a');
      const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
        cwd: REPO_ROOT,
        env: {
          ...process.env,
          PORT: '0',
          HOST: '127.0.0.1',
          REGISTRATION_RATE_LIMIT: '0',
          ACCESS_LOG_KEY: TEST_ACCESS_LOG_KEY_TEXT,
          DATABASE_URL: databaseUrl,
          SITE_DIST: dir,
          MAIL_DIR: path.join(dir, `mail-${i}`),
          // Registration is open and the desk works only while the forum is on: the bench runs on
          // its first day unless told otherwise.
          FORUM_CLOCK: process.env.FORUM_CLOCK || forumDayClock()().toISOString(),
        },
        stdio: ['ignore', out, out],
      });
      fs.closeSync(out);
      const entry = { child, url: '', log };
      children.push(entry);
      for (let waited = 0; ; waited += 50) {
        const port = LISTENING.exec(fs.readFileSync(log, 'utf8'))?.[1];
        if (port) {
          entry.url = `http://127.0.0.1:${port}`;
          break;
        }
        if (child.exitCode !== null || waited > 60_000) throw new Error(`the server did not start:\n${tails()}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  } catch (error) {
    await close();
    throw error;
  }
  return {
    urls: children.map((child) => child.url),
    pids: children.map(({ child }) => child.pid!),
    tails,
    close,
  };
}

/**
 * `clients` clients sending `count` requests between them, request i to `urls[i % urls.length]`;
 * answers the times of those answered `expect`, the others' statuses, and the seconds it took.
 */
export async function rush(options: {
  urls: readonly string[];
  count: number;
  clients: number;
  request: (i: number) => { path: string; json?: unknown; headers?: Record<string, string> };
  expect: number;
  /** Stops early (the requests not yet sent are not sent) once this resolves. */
  until?: Promise<unknown>;
}): Promise<{ times: number[]; failures: Map<number, number>; seconds: number }> {
  const times: number[] = [];
  const failures = new Map<number, number>();
  let next = 0;
  let stopped = false;
  void options.until?.then(() => {
    stopped = true;
  });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: options.clients }, async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      for (let i = next++; i < options.count && !stopped; i = next++) {
        const { path: target, ...rest } = options.request(i);
        // A connection the server closed as this request went out (status 0) counts as a failure.
        const answer = await call(agent, `${options.urls[i % options.urls.length]}${target}`, rest).catch(() => ({
          status: 0,
          ms: 0,
          body: '',
        }));
        if (answer.status === options.expect) times.push(answer.ms);
        else failures.set(answer.status, (failures.get(answer.status) ?? 0) + 1);
      }
      agent.destroy();
    }),
  );
  return { times, failures, seconds: (performance.now() - started) / 1000 };
}

export const failuresText = (failures: Map<number, number>): string =>
  [...failures].map(([status, n]) => `${n}x${status === 0 ? 'reset' : status}`).join(', ') || 'none';

/**
 * `count` registrants of the current edition written directly, each holding a place in its chosen
 * sessions; `limited`: a session whose first `seats` choosers are seated and every later one waits.
 * `status`: the registrations' approval status (a pending one holds no place).
 */
export async function seedRegistrants(
  db: Database,
  count: number,
  options: {
    limited?: { session: SessionCode; seats: number; everyoneChooses?: boolean };
    status?: 'approved' | 'pending';
    seed?: number;
    emailTag?: string;
  } = {},
): Promise<void> {
  const BATCH = db.client.config.client === 'mysql2' ? 1_000 : 400;
  const status = options.status ?? 'approved';
  const limited = options.limited;
  const registrants = generateRegistrants(count, options.seed).map((registrant, i) => ({
    ...registrant,
    email: options.emailTag ? `${options.emailTag}.${i}@example.net` : registrant.email,
    sessions:
      limited?.everyoneChooses && !registrant.sessions.includes(limited.session)
        ? SESSION_CODES.filter((code) => code === limited.session || registrant.sessions.includes(code))
        : registrant.sessions,
  }));
  const firstId = Number(((await db('registrants').max({ id: 'id' })) as Array<{ id: number | null }>)[0]?.id ?? 0);
  await db.transaction(async (trx) => {
    for (let start = 0; start < registrants.length; start += BATCH)
      await trx('registrants').insert(
        registrants.slice(start, start + BATCH).map((registrant) => ({ ...registrantRow(registrant), status })),
      );
  });
  if (status !== 'approved') return;
  const rows = (await db('registrants')
    .select('id', 'attendext')
    .where('id', '>', firstId)
    .andWhere('edition', EDITION.year)
    .orderBy('id')) as Array<{ id: number; attendext: string }>;
  let chosen = 0;
  const now = new Date();
  const places = rows.flatMap((row) =>
    row.attendext
      .split('|')
      .filter((code) => (SESSION_CODES as readonly string[]).includes(code))
      .map((session) => {
        const seated = session !== limited?.session || (chosen += 1) <= limited.seats;
        return {
          registrant_id: row.id,
          session,
          status: seated ? 'seated' : 'waiting',
          created_at: now,
          edition: EDITION.year,
        };
      }),
  );
  await db.transaction(async (trx) => {
    for (let start = 0; start < places.length; start += BATCH)
      await trx('session_places').insert(places.slice(start, start + BATCH));
  });
  if (limited)
    await db('session_capacity')
      .where({ edition: EDITION.year, code: limited.session })
      .update({ capacity: limited.seats, capacity_set: true });
  // The places were written directly: the counts kept beside them are counted once.
  await recountPlaces(db, currentEditionYear);
}

/**
 * A bare Node HTTP server in a process of its own answering `body` to every request: what this
 * machine gives any server at the moment (a bench prints it beside its own figures).
 */
export async function startBareServer(body: string): Promise<{ url: string; close(): void }> {
  const script = `const s=require('http').createServer((q,r)=>{r.setHeader('Content-Type','application/json');r.end(${JSON.stringify(body)})});s.listen(0,'127.0.0.1',()=>console.log(s.address().port))`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once('exit', (code) => reject(new Error(`the bare server exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, close: () => child.kill() };
}
