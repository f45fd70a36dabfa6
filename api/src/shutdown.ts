/**
 * Graceful shutdown on SIGTERM/SIGINT, within 10 s:
 *   1. drain: the health check answers 503 and every response says `Connection: close`;
 *   2. keep accepting for a moment: connections that are waiting in the listen backlog (the
 *      kernel completed their handshake, the process has not accepted them yet) are accepted and
 *      answered, because closing the listening socket resets every one of them (27 of 50 racing
 *      requests were reset when it closed at once). Listening stops once no connection has come
 *      for ACCEPT_QUIET_MS, and at the latest ACCEPT_MAX_MS after the signal (a balancer's health
 *      check has turned traffic away by then);
 *   3. stop accepting connections, but let open ones run: requests in flight finish, and a request
 *      that arrives on a kept-alive connection is answered (with `Connection: close`);
 *   4. background jobs stop after their current unit of work (the mail sender's message);
 *   5. the database pool closes once no request or job can use it.
 *
 * Idle kept-alive connections are not cut at once: a client may be sending its next request on
 * one at that very moment, and would see a reset. They end when their keep-alive timeout runs
 * out (server.ts sets 5 s and says so in `Keep-Alive: timeout=5`, which clients and nginx's
 * shorter `keepalive_timeout` respect), so the last one is gone about 5 s after it went idle.
 * Whatever is still open at 8 s is closed by force.
 */
import type http from 'node:http';
import net from 'node:net';
import type { BackgroundJob, ControlledLifecycle } from './lifecycle';
import type { Logger } from './logger';

export const SHUTDOWN_LIMIT_MS = 10_000;
/** Connections still open this long after the signal are closed by force. */
const FORCE_CLOSE_AFTER_MS = 8_000;
/** Listening stops once no connection has been accepted for this long since the signal... */
const ACCEPT_QUIET_MS = 300;
/** ...and at the latest this long after it, however busy the listener stays. */
const ACCEPT_MAX_MS = 2_000;
/** After the connections: how much longer jobs (stopping since the signal) and the pool may take. */
const JOBS_LIMIT_MS = 1_000;
const POOL_LIMIT_MS = 500;

export interface ShutdownDeps {
  server: http.Server;
  lifecycle: ControlledLifecycle;
  jobs: readonly BackgroundJob[];
  db: { destroy(): Promise<void> };
  log: Logger;
  /** Shorter limits for tests; defaults to the 8 s force close above. */
  forceCloseAfterMs?: number;
  /** The accepting window of step 2, for tests; defaults to ACCEPT_QUIET_MS and ACCEPT_MAX_MS. */
  acceptQuietMs?: number;
  acceptMaxMs?: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));
/** Resolves after the event loop's poll phase, where libuv accepts every connection waiting. */
const afterPoll = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Step 2: resolves once the listener has accepted no connection for `quietMs` (or `maxMs` have
 * passed). A timer can fire before the poll phase of the same loop turn accepts what arrived
 * while the process was busy, so quiet is confirmed after a poll phase has run.
 */
async function acceptUntilQuiet(server: net.Server, quietMs: number, maxMs: number): Promise<void> {
  const started = Date.now();
  let lastConnection = started;
  const seen = () => {
    lastConnection = Date.now();
  };
  server.on('connection', seen);
  try {
    for (;;) {
      const now = Date.now();
      if (now - started >= maxMs) return;
      if (now - lastConnection >= quietMs) {
        const before = lastConnection;
        await afterPoll();
        if (lastConnection === before) return;
        continue;
      }
      await sleep(Math.min(quietMs - (now - lastConnection), maxMs - (now - started)));
    }
  } finally {
    server.off('connection', seen);
  }
}

/** Resolves true if `promise` settled within `ms`, false otherwise (it keeps running). */
function within(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), Math.max(0, ms));
  });
  return Promise.race([
    promise.then(
      () => true,
      () => true,
    ),
    timeout,
  ]).finally(() => clearTimeout(timer));
}

/** Runs the steps above; resolves true when nothing had to be cut short. */
export async function drainAndStop(deps: ShutdownDeps): Promise<boolean> {
  const { server, lifecycle, jobs, db, log } = deps;
  const forceAfter = deps.forceCloseAfterMs ?? FORCE_CLOSE_AFTER_MS;
  const signalledAt = Date.now();
  lifecycle.startDraining();
  const jobsStopped = Promise.allSettled(
    jobs.map(async (job) => {
      try {
        await job.stop();
      } catch (error) {
        log.error({ msg: 'background job failed to stop', job: job.name, error: (error as Error)?.name });
      }
    }),
  );
  if (server.listening) {
    await acceptUntilQuiet(server, deps.acceptQuietMs ?? ACCEPT_QUIET_MS, deps.acceptMaxMs ?? ACCEPT_MAX_MS);
  }

  // net.Server's close, not http.Server's: the latter also destroys idle kept-alive sockets at
  // once, which is the race described above. This one only stops listening; its callback runs
  // when the last connection has ended.
  const connectionsEnded = new Promise<void>((resolve) => {
    net.Server.prototype.close.call(server, () => resolve());
  });

  let clean = await within(connectionsEnded, forceAfter - (Date.now() - signalledAt));
  if (!clean) {
    log.error({ msg: 'closing connections still open at the shutdown limit' });
    server.closeAllConnections();
  }
  if (!(await within(jobsStopped, JOBS_LIMIT_MS))) {
    clean = false;
    log.error({ msg: 'background jobs did not stop in time', jobs: jobs.map((job) => job.name ?? 'job') });
  }
  if (!(await within(db.destroy(), POOL_LIMIT_MS))) {
    clean = false;
    log.error({ msg: 'the database pool did not close in time' });
  }
  return clean;
}
