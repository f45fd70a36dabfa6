/**
 * Whether a site build can be reused: the e2e servers build the site only when its build is
 * missing, older than its sources, or not the shipped edition's (its static pages name that
 * forum). The servers render the published edition's pages from it, whichever that is.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './env';

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** Current: newer than its sources and naming `forumName` (the edition it was built for). */
function siteBuildIsCurrent(distDir: string, forumName: string): boolean {
  const built = path.join(distDir, 'index.html');
  if (!fs.existsSync(built)) return false;
  if (!fs.readFileSync(built, 'utf8').includes(forumName)) return false;
  const builtAt = fs.statSync(built).mtimeMs;
  return ['site', 'admin-ui/src', 'shared/src'].every((dir) => newestMtime(path.join(REPO_ROOT, dir)) < builtAt);
}

/** Builds the site into `distDir` (SITE_DIST) unless its build is current. */
export function ensureSiteBuild(distDir: string, forumName: string): void {
  if (siteBuildIsCurrent(distDir, forumName)) return;
  console.log(`e2e: building the site into ${path.relative(REPO_ROOT, distDir)}`);
  execFileSync('npm', ['run', 'build', '--workspace', 'site'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: { ...process.env, SITE_DIST: distDir },
  });
}
