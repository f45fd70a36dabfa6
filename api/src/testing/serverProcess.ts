/**
 * The real server entry point (server.ts) in a child process, for the tests that need a second
 * process beside the in-process one, or a restart. Port 0: the kernel picks a free port and the
 * server logs it (a port picked by the test raced other tests). `output` keeps collecting what
 * the process writes after it started. Its clock is the harness's forum day (FORUM_CLOCK) unless
 * `env` says otherwise.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '../config';
import { TEST_ACCESS_LOG_KEY_TEXT } from './testAccessLogKey';
import { forumDayClock } from './testServer';

export interface ServerProcess {
  child: ChildProcess;
  /** `http://127.0.0.1:<port>` */
  url: string;
  output: string[];
}

const LISTENING = /listening on http:\/\/localhost:(\d+)/;

export function startServerProcess(env: NodeJS.ProcessEnv, timeoutMs = 30_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'api/src/server.ts')], {
    cwd: REPO_ROOT,
    // The test databases' key (they are sealed with it), never data/access-log.key.
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      REGISTRATION_RATE_LIMIT: '0',
      ACCESS_LOG_KEY: TEST_ACCESS_LOG_KEY_TEXT,
      // On the harness's forum day, as the in-process servers are (FORUM_CLOCK='' for the real time).
      FORUM_CLOCK: forumDayClock()().toISOString(),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server process did not start:\n${output.join('')}`));
    }, timeoutMs);
    child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    let started = false;
    child.stdout!.on('data', (chunk: Buffer) => {
      output.push(chunk.toString());
      // Looked for until found only: a server logging every request for minutes (a benchmark's)
      // would otherwise have all it wrote joined again for each new line.
      if (started) return;
      const listening = LISTENING.exec(output.join(''));
      if (listening) {
        started = true;
        clearTimeout(timer);
        resolve({ child, url: `http://127.0.0.1:${listening[1]}`, output });
      }
    });
  });
}
