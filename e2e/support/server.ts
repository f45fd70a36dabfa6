/**
 * Starts the real single-process server for the browser tests: builds the site when its build is
 * missing or older than its sources, starts on a fresh SQLite file, and creates the test admin.
 * Playwright's webServer runs this and waits for /api/health.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { E2E_ADMIN, E2E_DATABASE_FILE, REPO_ROOT } from './env';

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

function siteBuildIsCurrent(): boolean {
  const built = path.join(REPO_ROOT, 'site', 'dist', 'index.html');
  if (!fs.existsSync(built)) return false;
  const builtAt = fs.statSync(built).mtimeMs;
  return newestMtime(path.join(REPO_ROOT, 'site')) < builtAt && newestMtime(path.join(REPO_ROOT, 'shared', 'src')) < builtAt;
}

if (!siteBuildIsCurrent()) {
  console.log('e2e: building the site');
  execFileSync('npm', ['run', 'build', '--workspace', 'site'], { cwd: REPO_ROOT, stdio: 'inherit' });
}

for (const suffix of ['', '-wal', '-shm']) fs.rmSync(E2E_DATABASE_FILE + suffix, { force: true });
process.env.DATABASE_URL = `sqlite:${E2E_DATABASE_FILE}`;

const { loadConfig } = await import('../../api/src/config');
const { createDatabase } = await import('../../api/src/db/database');
const { migrateLatest } = await import('../../api/src/db/migrate');
const { createAdminAccounts } = await import('../../api/src/features/auth/admins');
const { createAuthRepo } = await import('../../api/src/features/auth/repo');

const db = createDatabase(loadConfig().database);
await migrateLatest(db);
await createAdminAccounts({ repo: createAuthRepo(db), clock: () => new Date(), passwordCost: 4 }).create(E2E_ADMIN.email, E2E_ADMIN.password);
await db.destroy();

await import('../../api/src/server');
