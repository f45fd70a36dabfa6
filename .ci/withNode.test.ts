/**
 * `.ci/with-node.sh`, which `npm start`, `npm test` and the other top-level scripts go through: with
 * an old Node first on PATH (Debian's 20) and a fresh HOME whose cache holds the Node 22 that
 * `.ci/node.sh` fetched, the command runs on Node 22 and one line says so; on a supported Node it
 * says nothing. The native-module probe it relies on fails on the old Node (better-sqlite3 is built
 * for this one) and passes here. The scripts a newcomer runs go through it, and nothing in the
 * install refuses the old Node.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '..');
const OLD_NODE = process.env.FORUM_OLD_NODE ?? '/usr/bin/node';
const oldVersion = existsSync(OLD_NODE)
  ? spawnSync(OLD_NODE, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout.trim()
  : '';
const hasOldNode = oldVersion !== '' && Number(oldVersion.split('.')[0]) < 22;
// This run's Node, when it is node.sh's (…/investor-forum/node-22-x64/bin/node): the cache to lend.
const nodeDir = path.dirname(path.dirname(process.execPath));
const cacheDir = path.dirname(nodeDir);
const cached = path.basename(cacheDir) === 'investor-forum';

const home = mkdtempSync(path.join(tmpdir(), 'forum-with-node-'));
afterAll(() => rmSync(home, { recursive: true, force: true }));

function run(pathFirst: string, command: string[]) {
  const result = spawnSync('sh', [path.join(HERE, 'with-node.sh'), ...command], {
    cwd: ROOT,
    env: { HOME: home, PATH: `${pathFirst}:/usr/bin:/bin` },
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('with-node.sh', () => {
  it.skipIf(!hasOldNode || !cached)(
    'runs the command on Node 22 from the cache under an old Node, saying so in one line',
    () => {
      mkdirSync(path.join(home, '.cache'), { recursive: true });
      symlinkSync(cacheDir, path.join(home, '.cache', 'investor-forum'));
      const result = run(path.dirname(OLD_NODE), ['node', '-p', 'process.versions.node']);
      expect(result.status, result.stderr).toBe(0);
      expect(Number(result.stdout.trim().split('.')[0])).toBeGreaterThanOrEqual(22);
      expect(result.stderr.trim().split('\n')).toEqual([
        `investor-forum: Node ${oldVersion} is older than the 22.12 this project needs: running on Node ${result.stdout.trim()} from ~/.cache/investor-forum/${path.basename(nodeDir)}`,
      ]);
    },
  );

  it('says nothing on a supported Node with better-sqlite3 built for it', () => {
    const result = run(path.dirname(process.execPath), ['node', '-p', 'process.versions.node']);
    expect(result).toEqual({ status: 0, stdout: `${process.versions.node}\n`, stderr: '' });
  });

  it.skipIf(!hasOldNode)('probes better-sqlite3 for the Node that runs it (the old one cannot load this build)', () => {
    const probe = (node: string) => spawnSync(node, [path.join(HERE, 'native-modules.mjs'), 'probe']).status;
    expect(probe(process.execPath)).toBe(0);
    expect(probe(OLD_NODE)).not.toBe(0);
  });

  it('is what the scripts a newcomer runs go through; nothing makes the install refuse an old Node', () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    for (const script of ['start', 'test', 'build', 'typecheck', 'lint', 'migrate', 'admin:create', 'test:e2e'])
      // The preflight is plain sh (it installs Debian packages), so it may come first.
      expect(pkg.scripts[script], script).toMatch(/^(sh \.ci\/preflight\.sh && )?sh \.ci\/with-node\.sh /);
    // A pre-script would run before with-node.sh, on the old Node.
    expect(pkg.scripts.prestart).toBeUndefined();
    expect(pkg.scripts.pretest).toBeUndefined();
    const npmrc = existsSync(path.join(ROOT, '.npmrc')) ? readFileSync(path.join(ROOT, '.npmrc'), 'utf8') : '';
    expect(npmrc).not.toMatch(/engine-strict\s*=\s*true/);
  });
});
