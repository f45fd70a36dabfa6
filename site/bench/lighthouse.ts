/**
 * `npm run bench:lighthouse`: Lighthouse (mobile, simulated throttling) on / and /kor of the built
 * site served by the real server, with Debian's Chromium. Lighthouse is fetched by npx on first use
 * rather than kept as a dependency, so `npm ci` stays lean. Prints the four category scores.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3300);
const base = `http://127.0.0.1:${port}`;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'forum-lighthouse-'));
const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', SITE_URL: base, DATABASE_URL: `sqlite:${path.join(work, 'forum.sqlite')}` };

execFileSync('npm', ['run', 'build', '--workspace', 'site'], { cwd: root, env, stdio: 'ignore' });
// The API through its own entry (its workspace's start script), as an operator would run it.
const server = spawn('npm', ['run', 'start', '--workspace', 'api'], { cwd: root, env, stdio: 'ignore' });

try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      if (i > 60) throw new Error('the server did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const flags = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';
  console.log('page   performance  accessibility  best-practices  seo');
  for (const page of ['/', '/kor']) {
    const report = path.join(work, 'report.json');
    execFileSync('npx', ['-y', 'lighthouse@12', base + page, '--quiet', `--chrome-flags=${flags}`, '--form-factor=mobile', '--output=json', `--output-path=${report}`], {
      cwd: root,
      env: { ...process.env, CHROME_PATH: chromium },
      stdio: 'ignore',
    });
    const categories = (JSON.parse(fs.readFileSync(report, 'utf8')) as { categories: Record<string, { score: number }> }).categories;
    const score = (id: string) => String(Math.round((categories[id]?.score ?? 0) * 100)).padStart(3);
    console.log(`${page.padEnd(6)} ${score('performance')}          ${score('accessibility')}            ${score('best-practices')}             ${score('seo')}`);
  }
} finally {
  server.kill('SIGTERM');
  fs.rmSync(work, { recursive: true, force: true });
}
