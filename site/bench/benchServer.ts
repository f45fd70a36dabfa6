/**
 * The site's benchmarks' server: the site built for production and served by the real API on a
 * fresh SQLite file in a folder of its own, started through the API workspace's start script (as
 * an operator runs it) on a free port of 127.0.0.1. Used by bench:lighthouse and bench:landing.
 */
import { execFileSync, spawn } from 'node:child_process';
import { EDITION } from '@forum/shared';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SITE_DIST = path.join(REPO_ROOT, 'site', 'dist');
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base: string): Promise<void> {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      if (i > 120) throw new Error('the server did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

export interface BenchServer {
  /** http://127.0.0.1:<port> */
  base: string;
  stop(): void;
}

/** Builds the site (site/dist) and starts the API serving it; resolves once /api/health answers. */
export async function startBuiltSite(): Promise<BenchServer> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'forum-site-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    SITE_URL: base,
    DATABASE_URL: `sqlite:${path.join(work, 'forum.sqlite')}`,
    // The bench's own server: none of the operator's window, so the form is open.
    REGISTRATION_OPENS_AT: '',
    REGISTRATION_CLOSES_AT: '',
    // While the forum is on (the real date may be after it): the landing offers registration.
    FORUM_CLOCK: process.env.FORUM_CLOCK || `${EDITION.days[1]}T08:00:00+09:00`,
  };
  execFileSync('npm', ['run', 'build', '--workspace', 'site'], { cwd: REPO_ROOT, env, stdio: 'ignore' });
  const server = spawn('npm', ['run', 'start', '--workspace', 'api'], {
    cwd: REPO_ROOT,
    env,
    stdio: 'ignore',
    detached: true,
  });
  const stop = () => {
    // npm runs the server in a child: signal the whole process group this script started.
    if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
    fs.rmSync(work, { recursive: true, force: true });
  };
  try {
    await waitForHealth(base);
  } catch (error) {
    stop();
    throw error;
  }
  return { base, stop };
}

export const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}
