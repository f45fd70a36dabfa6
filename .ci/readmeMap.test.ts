/**
 * The README stays a five-minute read whose map matches the folders: every workspace, every API
 * feature folder and every decision record is named in it, it opens with the two quick-start
 * commands, and every relative link in it and in docs/ leads to a file that exists. A new feature
 * or decision record fails here until the map names it.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const README = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const MAX_LINES = 200;

const workspaces = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] })
  .workspaces;
const folders = (dir: string) =>
  readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const apiFeatures = folders('api/src/features');
const decisionRecords = ['api/docs/decisions', 'site/docs/decisions'].flatMap((dir) =>
  readdirSync(path.join(ROOT, dir))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `${dir}/${name}`),
);

/** What the map leaves out: a workspace without a link to its README, a feature or record not named. */
function missingFromMap(readme: string): string[] {
  return [
    ...workspaces.filter((name) => !readme.includes(`](${name}/README.md)`)).map((name) => `workspace ${name}`),
    ...apiFeatures.filter((name) => !readme.includes(`| \`${name}\` |`)).map((name) => `API feature ${name}`),
    ...decisionRecords.filter((file) => !readme.includes(`](${file})`)).map((file) => `decision record ${file}`),
  ];
}

/** Relative links (not web addresses or in-page anchors) whose file is not there. */
function brokenLinks(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1] ?? '')
    .filter((target) => !/^(https?:|mailto:|#)/.test(target))
    .filter((target) => !existsSync(path.join(ROOT, path.dirname(file), target.split('#')[0] ?? '')))
    .map((target) => `${file}: ${target}`);
}

describe('the README', () => {
  it(`is at most ${MAX_LINES} lines`, () => {
    expect(README.split('\n').length).toBeLessThanOrEqual(MAX_LINES);
  });

  it('opens with the two quick-start commands', () => {
    const firstCodeBlock = /```sh\n([\s\S]*?)```/.exec(README)?.[1];
    expect(firstCodeBlock).toBe('npm install && npm start\nnpm test\n');
    expect(README.indexOf('## Quick start')).toBeLessThan(README.indexOf('## ', README.indexOf('## Quick start') + 1));
  });

  it('names every workspace, API feature folder and decision record in its map', () => {
    expect(apiFeatures.length).toBeGreaterThan(10);
    expect(decisionRecords.length).toBeGreaterThan(6);
    expect(missingFromMap(README)).toEqual([]);
  });

  it('is caught leaving a feature or a decision record out', () => {
    const withoutSeats = README.replace('| `seats` |', '| seats |');
    const withoutRecord = README.replace('](api/docs/decisions/0006-seats-under-a-session-row-lock.md)', '](#)');
    expect(missingFromMap(withoutSeats)).toEqual(['API feature seats']);
    expect(missingFromMap(withoutRecord)).toEqual([
      'decision record api/docs/decisions/0006-seats-under-a-session-row-lock.md',
    ]);
  });

  it('and the guides in docs/ link only to files that exist', () => {
    const guides = readdirSync(path.join(ROOT, 'docs'))
      .filter((name) => name.endsWith('.md'))
      .map((name) => `docs/${name}`);
    expect(guides).toEqual(
      expect.arrayContaining([
        'docs/admin-guide.md',
        'docs/api.md',
        'docs/configuration.md',
        'docs/operations.md',
        'docs/privacy.md',
      ]),
    );
    expect(['README.md', ...guides].flatMap(brokenLinks)).toEqual([]);
  });
});
