/**
 * Starts the real single-process server for the browser tests: builds the site when its build is
 * missing or older than its sources, prepares a fresh SQLite file with the test admin through the
 * API's test harness and an empty mail folder (no SMTP_URL: e-mails become .eml files there), then
 * runs the API's own server entry. Playwright's webServer runs this and
 * waits for /api/health.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { EDITION } from '@forum/shared';
import { TEST_ACCESS_LOG_KEY_TEXT, createTestAdmin, prepareTestDatabase } from '@forum/api/testing';
import { E2E_DATABASE_FILE, E2E_MAIL_DIR, E2E_WORKER_SLOTS, REPO_ROOT, e2eAdmin } from './env';

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/**
 * Current: newer than its sources and built for this run's edition (FORUM_EDITION reaches the build
 * through the environment; a page built for 2025 names 2025's forum, so a run on the next edition
 * rebuilds it, and the run after it on the default edition rebuilds again).
 */
function siteBuildIsCurrent(): boolean {
  const built = path.join(REPO_ROOT, 'site', 'dist', 'index.html');
  if (!fs.existsSync(built)) return false;
  if (!fs.readFileSync(built, 'utf8').includes(EDITION.name.en)) return false;
  const builtAt = fs.statSync(built).mtimeMs;
  return ['site', 'admin-ui/src', 'shared/src'].every((dir) => newestMtime(path.join(REPO_ROOT, dir)) < builtAt);
}

if (!siteBuildIsCurrent()) {
  console.log('e2e: building the site');
  execFileSync('npm', ['run', 'build', '--workspace', 'site'], { cwd: REPO_ROOT, stdio: 'inherit' });
}

const { database } = await prepareTestDatabase({
  database: { kind: 'sqlite', sqliteFile: E2E_DATABASE_FILE },
  admin: e2eAdmin(0),
  // One manager per worker slot (env.ts): a code accepted for one is not spent for another.
  seed: async (db) => {
    for (let n = 1; n < E2E_WORKER_SLOTS; n++) {
      const admin = e2eAdmin(n);
      await createTestAdmin(db, admin.email, admin.password, undefined, { otpSecret: admin.otpSecret });
    }
  },
});
await database.drop();

process.env.DATABASE_URL = database.url;
// The harness wrote the admin's creation with the test key: the server continues the same chain.
process.env.ACCESS_LOG_KEY = TEST_ACCESS_LOG_KEY_TEXT;
// A fresh mailbox too: the specs find their messages by recipient.
fs.rmSync(E2E_MAIL_DIR, { recursive: true, force: true });
process.env.MAIL_DIR = E2E_MAIL_DIR;
await import('@forum/api/server');
