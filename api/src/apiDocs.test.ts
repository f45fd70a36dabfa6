/**
 * docs/api.md lists every route the API answers, and nothing it does not: the route table of a
 * running app against the calls the document's tables name.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRouteTable, createApp } from './app';
import { type TestForum, startTestForum } from './testing';

const API_MD = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/api.md');
const METHOD = '(?:GET|POST|PUT|PATCH|DELETE)';
const CALL = new RegExp(`(${METHOD}(?:\\s*/\\s*${METHOD})*)\\s+(/api/[^\\s,\`]*)`, 'g');

/** `GET /api/a/:id` for each call a table row of the document names in its first cell. */
export function documentedCalls(markdown: string): string[] {
  const calls = new Set<string>();
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('| `')) continue;
    const firstCell = line.split(/(?<!\\)\|/)[1]!.replaceAll('`', '');
    for (const [, methods, rawPath] of firstCell.matchAll(CALL)) {
      const callPath = rawPath!.replace(/[[?].*$/, '');
      for (const method of methods!.split('/')) calls.add(`${method.trim()} ${callPath}`);
    }
  }
  return [...calls].sort();
}

let forum: TestForum;
beforeAll(async () => {
  forum = await startTestForum({ admin: null });
});
afterAll(async () => {
  await forum.close();
});

describe('docs/api.md', () => {
  it('lists every route of the router table, and only those', () => {
    const routed = apiRouteTable(createApp({ services: forum.services }))
      .map(({ method, path: routePath }) => `${method} ${routePath}`)
      .sort();
    const documented = documentedCalls(fs.readFileSync(API_MD, 'utf8'));
    expect({ undocumented: routed.filter((call) => !documented.includes(call)) }).toEqual({ undocumented: [] });
    expect({ notRouted: documented.filter((call) => !routed.includes(call)) }).toEqual({ notRouted: [] });
  });

  it('reads the shapes the tables use', () => {
    const markdown = [
      '| `GET` / `POST /api/a/reviews` `{month}` | 200 | |',
      '| `GET/PUT /api/b` `{mode: off\\|all}` | 200 | |',
      '| `GET /api/c`, `GET /api/c/:id` | 200 | |',
      '| `POST /api/d/import[?dryRun=1]` (body) | 200 | |',
      '| `GET /api/e?from&to` | 200 | |',
      'text `GET /api/not-a-row`',
    ].join('\n');
    expect(documentedCalls(markdown)).toEqual([
      'GET /api/a/reviews',
      'GET /api/b',
      'GET /api/c',
      'GET /api/c/:id',
      'GET /api/e',
      'POST /api/a/reviews',
      'POST /api/d/import',
      'PUT /api/b',
    ]);
  });
});
