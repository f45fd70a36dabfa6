/**
 * The lint zones between features are built from the folders on disk (eslint.config.js), so every
 * feature is covered, a new one included: for EVERY ordered pair of features, in the API
 * (api/src/features/*) and in the admin console (admin-ui/src/* but its shell and foundations), a
 * planted file in one reaching into a file of the other is refused by the repository's own ESLint
 * configuration, one refusal per import; and the foundations (the API's config, db, middleware;
 * admin-ui's lib/ and components/) are refused importing any feature at all.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: ROOT });

function folders(dir: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** A module of the feature other than its entry (what a deep import would reach for), without its extension. */
function innerModule(dir: string): string {
  const file = fs
    .readdirSync(path.join(ROOT, dir))
    .filter((name) => /\.tsx?$/.test(name) && !/^index\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .sort()[0];
  if (!file) throw new Error(`${dir} has no module besides its index`);
  return file.replace(/\.tsx?$/, '');
}

/** The lines of `code`, linted as `file`, that the feature zones refuse. */
async function refusedLines(file: string, code: string): Promise<number[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.line)
    .sort((a, b) => a - b);
}

/** A planted module importing each of `targets` (paths relative to it), one import a line. */
function planted(targets: readonly string[]): string {
  return `${targets.map((target, i) => `import * as m${i} from '${target}';`).join('\n')}\nexport const all = [${targets.map((_, i) => `m${i}`).join(', ')}];\n`;
}

const everyLine = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

const API = 'api/src/features';
const apiFeatures = folders(API);
const ADMIN = 'admin-ui/src';
const adminFeatures = folders(ADMIN).filter((name) => !['app', 'lib', 'components', 'testing'].includes(name));

/** In each feature of `root`, a planted file importing a module of every other feature: one refusal per import. */
async function expectEveryPairRefused(root: string, features: readonly string[]): Promise<void> {
  for (const feature of features) {
    const targets = features
      .filter((other) => other !== feature)
      .map((other) => `../${other}/${innerModule(`${root}/${other}`)}`);
    expect(await refusedLines(`${root}/${feature}/zonePlanted.ts`, planted(targets)), feature).toEqual(
      everyLine(targets.length),
    );
  }
}

// The first lint reads the import graph (no-cycle): seconds, and many more on a busy machine.
describe('feature zones built from the folders on disk', { timeout: 300_000 }, () => {
  it('finds the features (a broken folder read would prove nothing)', () => {
    expect(apiFeatures.length).toBeGreaterThan(15);
    expect(adminFeatures.length).toBeGreaterThan(10);
  });

  it('refuses every API feature reaching into every other feature’s files', async () => {
    await expectEveryPairRefused(API, apiFeatures);
  });

  it('refuses every admin-ui feature reaching into every other feature’s files', async () => {
    await expectEveryPairRefused(ADMIN, adminFeatures);
  });

  it('refuses the API’s foundations importing any feature, even through its index.ts', async () => {
    const entries = (from: string) => apiFeatures.map((feature) => `${from}/${feature}`);
    for (const [file, from] of [
      ['api/src/config.ts', './features'],
      ['api/src/db/zonePlanted.ts', '../features'],
      ['api/src/middleware/zonePlanted.ts', '../features'],
    ] as const) {
      expect(await refusedLines(file, planted(entries(from))), file).toEqual(everyLine(apiFeatures.length));
    }
  });

  it('refuses admin-ui’s lib/ and components/ importing any feature, even through its index.ts, and lib/ the shell', async () => {
    const entries = adminFeatures.map((feature) => `../${feature}`);
    for (const foundation of ['lib', 'components']) {
      const file = `${ADMIN}/${foundation}/zonePlanted.ts`;
      expect(await refusedLines(file, planted(entries)), foundation).toEqual(everyLine(entries.length));
    }
    expect(await refusedLines(`${ADMIN}/lib/zonePlanted.ts`, planted(['../app/appText']))).toEqual([1]);
  });

  it('lets a feature use another through its index.ts, and the shell mount features that way', async () => {
    const entries = adminFeatures.slice(1).map((feature) => `../${feature}`);
    expect(await refusedLines(`${ADMIN}/${adminFeatures[0]}/zonePlanted.ts`, planted(entries))).toEqual([]);
    expect(await refusedLines(`${ADMIN}/app/zonePlanted.ts`, planted(entries))).toEqual([]);
    const apiEntries = apiFeatures.slice(1).map((feature) => `../${feature}`);
    expect(await refusedLines(`${API}/${apiFeatures[0]}/zonePlanted.ts`, planted(apiEntries))).toEqual([]);
  });
});
