/**
 * Builds once per test run, exactly as `npm run build` does for these two workspaces: the API into
 * api/dist (always: it takes a second) and the site into site/dist when its sources are newer
 * than the last build (the browser tests reuse it).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, SITE_DIST } from './paths';

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
  const built = path.join(SITE_DIST, 'index.html');
  if (!fs.existsSync(built)) return false;
  const builtAt = fs.statSync(built).mtimeMs;
  return ['site', 'admin-ui/src', 'shared/src'].every((dir) => newestMtime(path.join(REPO_ROOT, dir)) < builtAt);
}

export default function setup(): void {
  const run = (args: string[]) => {
    try {
      execFileSync('npm', args, { cwd: REPO_ROOT, stdio: 'pipe' });
    } catch (error) {
      throw new Error(`npm ${args.join(' ')} failed:\n${String((error as { stderr?: Buffer }).stderr ?? error)}`);
    }
  };
  run(['run', 'build', '--workspace', 'api']);
  if (!siteBuildIsCurrent()) run(['run', 'build', '--workspace', 'site']);
}
