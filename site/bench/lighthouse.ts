/**
 * `npm run bench:lighthouse`: Lighthouse on / and /kor beside the same pages without scripts
 * (lighthouseRuns.ts), then the tap-to-response medians in Chromium at 375 px with the CPU slowed
 * 4x (a tap on the menu button and on Register at DOMContentLoaded; target: 100 ms): the browser
 * test that times them (e2e/landingTap.spec.ts) is run on its own server and its printed medians
 * are read, so the bench and the test measure the same thing. `npm run bench:landing` prints the
 * landing page's first view and the time to a usable form beside the same Lighthouse comparison.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { CHROMIUM_PATH, REPO_ROOT, freePort, loadAverage, startBuiltSite } from './benchServer.ts';
import { lighthouseBesideStaticPages } from './lighthouseRuns.ts';

const TAP_TARGET_MS = 100;
const execFileAsync = promisify(execFile);

/** Runs the tap-to-response browser test on a port of its own and reads the medians it prints. */
async function tapResponseMedians(): Promise<{ text: string; median: number }[]> {
  const port = await freePort();
  const { stdout } = await execFileAsync('npx', ['playwright', 'test', 'e2e/landingTap.spec.ts', '--reporter=line'], {
    cwd: REPO_ROOT,
    env: { ...process.env, E2E_PORT: String(port), CHROMIUM_PATH },
    maxBuffer: 16 * 1024 * 1024,
  }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  const lines = [...stdout.matchAll(/^(.*median of \d+: (\d+) ms.*)$/gm)];
  if (lines.length < 2) throw new Error(`the tap-to-response test printed no medians:\n${stdout}`);
  return lines.map((match) => ({ text: match[1]!.trim(), median: Number(match[2]) }));
}

const server = await startBuiltSite();
try {
  let ok = await lighthouseBesideStaticPages(server.base);
  console.log(
    '\ntap to response, Chromium at 375 px, CPU 4x slower, tap at DOMContentLoaded (e2e/landingTap.spec.ts):',
  );
  for (const line of await tapResponseMedians()) {
    const pass = line.median <= TAP_TARGET_MS;
    ok &&= pass;
    console.log(`${pass ? 'PASS' : 'FAIL'}  ${line.text} (target <= ${TAP_TARGET_MS} ms)  load ${loadAverage()}`);
  }
  if (!ok) process.exitCode = 1;
} finally {
  server.stop();
}
