/**
 * A server with no admin account yet, for the first-run setup's specs: the real server entry in its
 * own process on a fresh SQLite file (the shared e2e server already has its managers), and the
 * setup address it prints at start. Serves the site build the main e2e server made.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess } from '@forum/api/testing';

export interface SetupServer {
  url: string;
  /** The code of the `/admin/setup#<code>` address the server printed. */
  code: string;
  /** Everything the process wrote (its stdout JSON log and stderr). */
  output(): string;
  close(): Promise<void>;
}

const PRINTED = /open \S+\/admin\/setup#([\w-]+)/;

export async function startSetupServer(): Promise<SetupServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forum-setup-'));
  const server = await startServerProcess({
    DATABASE_URL: `sqlite:${path.join(dir, 'forum.sqlite')}`,
    MAIL_DIR: path.join(dir, 'mail'),
  });
  const output = () => server.output.join('');
  // Printed just after the server starts listening.
  const deadline = Date.now() + 10_000;
  while (!PRINTED.test(output()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  const code = PRINTED.exec(output())?.[1];
  if (!code) throw new Error(`no setup address printed:\n${output()}`);
  return {
    url: server.url,
    code,
    output,
    async close() {
      const exited = new Promise((resolve) => server.child.once('exit', resolve));
      server.child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
