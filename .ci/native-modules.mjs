// The native module (better-sqlite3) must be compiled for the Node that runs the server. npm does
// not rebuild it when only Node changed (npm ran on Debian's Node 20, the scripts run on Node 22;
// or a second `npm install` says "up to date"), and the server then fails with ERR_DLOPEN_FAILED.
// So `npm install` (postinstall) and every top-level script (through with-node.sh) check that it
// loads on the Node that runs, and rebuild it for that Node when it does not. Plain JavaScript that
// Node 20 runs; never prints personal data; exits non-zero only when the module still does not load
// after a rebuild (or, for `start`, on a Node that is too old).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NODE_FLOOR = [22, 12];

export function nodeIsSupported(version = process.versions.node) {
  const [major, minor] = version.split('.').map(Number);
  return major > NODE_FLOOR[0] || (major === NODE_FLOOR[0] && minor >= NODE_FLOOR[1]);
}

/** Whether better-sqlite3 opens a database in a fresh process of this Node; the error's first line if not. */
export function nativeModuleProblem() {
  const probe = spawnSync(process.execPath, ['-e', "new (require('better-sqlite3'))(':memory:').close()"], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (probe.status === 0) return null;
  const line = (probe.stderr || '').split('\n').find((text) => /Error|error/.test(text));
  return line?.trim() || `exit ${probe.status}`;
}

/**
 * Rebuilds better-sqlite3 for this Node (npm picks a prebuilt binary or compiles it). `quiet`: its
 * output is shown only when it fails. `npmOnPath`: the npm beside this Node (with-node.sh put it
 * first on PATH), not the one of the npm script that called, which belongs to the older Node.
 */
export function rebuildNativeModule({ quiet = false, npmOnPath = false } = {}) {
  const npm = npmOnPath ? undefined : process.env.npm_execpath;
  const command = npm ? process.execPath : 'npm';
  const args = [...(npm ? [npm] : []), 'rebuild', 'better-sqlite3'];
  const run = spawnSync(command, args, { cwd: ROOT, stdio: quiet ? 'pipe' : 'inherit', encoding: 'utf8' });
  if (run.status !== 0 && quiet) process.stderr.write(`${run.stdout ?? ''}${run.stderr ?? ''}`);
  return run.status === 0;
}

/** Loads, or rebuilds and loads; prints what it did in one line. Returns true when it loads. */
export function ensureNativeModule() {
  const problem = nativeModuleProblem();
  if (!problem) return true;
  console.warn(
    `investor-forum: better-sqlite3 does not load on Node ${process.versions.node}; rebuilding it for this Node`,
  );
  if (rebuildNativeModule() && !nativeModuleProblem()) return true;
  console.error(
    `investor-forum: better-sqlite3 still does not load on Node ${process.versions.node} (${problem}); run: npm rebuild better-sqlite3`,
  );
  return false;
}

// `node .ci/native-modules.mjs probe | rebuild`: with-node.sh's two steps (it says what it does in
// its own line). `start`: the check before a server starts outside with-node.sh.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv[2] === 'probe') process.exit(nativeModuleProblem() ? 1 : 0);
  if (process.argv[2] === 'rebuild') {
    if (rebuildNativeModule({ quiet: true, npmOnPath: true }) && !nativeModuleProblem()) process.exit(0);
    console.error(
      `investor-forum: better-sqlite3 still does not load on Node ${process.versions.node} (${nativeModuleProblem()}); run: npm rebuild better-sqlite3`,
    );
    process.exit(1);
  }
  if (!nodeIsSupported()) {
    console.error(
      `investor-forum: Node ${process.versions.node} is too old (22.12 or newer needed); run: . .ci/node.sh && npm install && npm start`,
    );
    process.exit(1);
  }
  process.exit(ensureNativeModule() ? 0 : 1);
}
