/**
 * The production server as a process: `node --enable-source-maps api/dist/server.js`, the
 * command of `npm run start:prod` and of deploy/systemd/forum@.service, with a clean environment
 * (nothing of the test runner's, so no loader can sneak in through NODE_OPTIONS).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { TEST_ACCESS_LOG_KEY_TEXT, forumDayClock } from '@forum/api/testing';
import { API_DIST, REPO_ROOT } from './paths';

export interface BuiltServer {
  port: number;
  url: string;
  pid: number;
  child: ChildProcess;
  /** Everything it printed, line by line. */
  lines: string[];
  /** Resolves when the process has exited: its code and when. */
  exited: Promise<{ code: number | null; at: number }>;
  /** SIGTERM (by default), then waits for the exit; returns the exit code and how long it took. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; ms: number }>;
}

export const SERVER_COMMAND = [process.execPath, '--enable-source-maps', path.join(API_DIST, 'server.js')] as const;

export function startBuiltServer(
  env: Record<string, string>,
  options: { timeoutMs?: number } = {},
): Promise<BuiltServer> {
  const [command, ...args] = SERVER_COMMAND;
  const child = spawn(command, args, {
    cwd: REPO_ROOT,
    // Production needs ACCESS_LOG_KEY (as forum.env gives it); a test may take it away.
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOST: '127.0.0.1',
      PORT: '0',
      ACCESS_LOG_KEY: TEST_ACCESS_LOG_KEY_TEXT,
      // Registration is open while the forum is on, whatever today's date (the templates never set it).
      FORUM_CLOCK: forumDayClock()().toISOString(),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.once('exit', (code) => resolve({ code, at: Date.now() })),
  );
  const collect = (stream: NodeJS.ReadableStream) => {
    let pending = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      pending += chunk;
      const parts = pending.split('\n');
      pending = parts.pop() ?? '';
      lines.push(...parts);
    });
  };
  collect(child.stdout!);
  collect(child.stderr!);

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the built server did not start:\n${lines.join('\n')}`));
    }, options.timeoutMs ?? 20_000);
    void exited.then(({ code }) => {
      clearTimeout(timer);
      reject(new Error(`the built server exited (${code}) before listening:\n${lines.join('\n')}`));
    });
    const poll = setInterval(() => {
      const listening = lines
        .map((line) => (line.startsWith('{') ? (JSON.parse(line) as { msg?: string; port?: number }) : {}))
        .find((entry) => entry.msg?.startsWith('listening'));
      if (!listening?.port) return;
      clearInterval(poll);
      clearTimeout(timer);
      const port = listening.port;
      resolve({
        port,
        url: `http://127.0.0.1:${port}`,
        pid: child.pid!,
        child,
        lines,
        exited,
        async stop(signal: NodeJS.Signals = 'SIGTERM') {
          const started = Date.now();
          if (child.exitCode === null && child.signalCode === null) child.kill(signal);
          const { code, at } = await exited;
          return { code, ms: at - started };
        },
      });
    }, 20);
    void exited.then(() => clearInterval(poll));
  });
}

/** Every JSON line the server logged. */
export function logEntries(server: Pick<BuiltServer, 'lines'>): Array<Record<string, unknown>> {
  return server.lines.filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as Record<string, unknown>);
}
