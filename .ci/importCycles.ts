/**
 * Import circles across the whole repository, type-only imports included. ESLint's
 * `import-x/no-cycle` skips `import type` by design (a type import vanishes at run time), but a circle
 * closed by types still means neither module is the lower one; this walks every import, export-from
 * and dynamic import TypeScript sees, follows relative paths and the `@forum/*` entries each
 * package.json exports, and returns the strongly connected groups of files (Tarjan).
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const CODE = /\.(ts|tsx|mts|js|mjs)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'release', 'data', 'coverage', 'test-results', 'playwright-report']);

/** Every source file under the given folders (paths relative to root, with `/`). */
export function sourceFiles(root: string, dirs: readonly string[]): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!SKIP_DIRS.has(entry.name) && !entry.name.startsWith('.')) walk(rel);
      } else if (CODE.test(entry.name) && !entry.name.endsWith('.d.ts')) found.push(rel);
    }
  };
  for (const dir of dirs) if (existsSync(path.join(root, dir))) walk(dir);
  return found;
}

/** `@forum/name[/sub]` -> the file its package.json `exports` names, for every workspace. */
function packageEntries(root: string, workspaces: readonly string[]): Map<string, string> {
  const entries = new Map<string, string>();
  for (const ws of workspaces) {
    const pkg = JSON.parse(readFileSync(path.join(root, ws, 'package.json'), 'utf8')) as {
      name: string;
      exports?: Record<string, string>;
    };
    for (const [sub, target] of Object.entries(pkg.exports ?? {})) {
      entries.set(sub === '.' ? pkg.name : `${pkg.name}/${sub.slice(2)}`, path.posix.join(ws, target));
    }
  }
  return entries;
}

function resolveRelative(root: string, from: string, spec: string): string | undefined {
  const base = path.posix.join(path.posix.dirname(from), spec);
  const stem = base.replace(/\.(js|mjs)$/, '');
  const candidates = [base, `${stem}.ts`, `${stem}.tsx`, `${stem}.mts`, `${base}.js`, `${base}.mjs`];
  candidates.push(`${base}/index.ts`, `${base}/index.tsx`);
  return candidates.find(
    (file) => CODE.test(file) && existsSync(path.join(root, file)) && statSync(path.join(root, file)).isFile(),
  );
}

export interface ImportGraph {
  /** file -> the repository files it imports (any kind of import). */
  edges: Map<string, Set<string>>;
}

/**
 * The import graph of `files`; `override` replaces a file's text (how the tests plant a circle
 * without writing to the tree).
 */
export function importGraph(
  root: string,
  files: readonly string[],
  workspaces: readonly string[],
  override: ReadonlyMap<string, string> = new Map(),
): ImportGraph {
  const entries = packageEntries(root, workspaces);
  const edges = new Map<string, Set<string>>();
  for (const file of files) {
    const text = override.get(file) ?? readFileSync(path.join(root, file), 'utf8');
    const targets = new Set<string>();
    for (const { fileName: spec } of ts.preProcessFile(text, true, true).importedFiles) {
      const target = spec.startsWith('.') ? resolveRelative(root, file, spec) : entries.get(spec);
      if (target && target !== file) targets.add(target);
    }
    edges.set(file, targets);
  }
  return { edges };
}

/** The groups of files that import each other round in a circle (each group sorted, largest first). */
export function importCycles({ edges }: ImportGraph): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  // Iterative Tarjan: the graph is deep enough that recursion is a needless risk.
  for (const start of edges.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; next: Iterator<string> }[] = [];
    const enter = (node: string) => {
      index.set(node, counter);
      low.set(node, counter);
      counter += 1;
      stack.push(node);
      onStack.add(node);
      work.push({ node, next: (edges.get(node) ?? new Set<string>()).values() });
    };
    enter(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const step = frame.next.next();
      if (!step.done) {
        const to = step.value;
        if (!index.has(to)) enter(to);
        else if (onStack.has(to)) low.set(frame.node, Math.min(low.get(frame.node)!, index.get(to)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const group: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          group.push(member);
        } while (member !== frame.node);
        if (group.length > 1) groups.push(group.sort());
      }
    }
  }
  return groups.sort((a, b) => b.length - a.length);
}
