/** The note `npm install` ends with on a Node older than "engines" (and only then). */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const note = (version: string) =>
  spawnSync(process.execPath, [path.join(HERE, 'node-version-note.mjs'), version], { encoding: 'utf8' });

describe('the Node version note after npm install', () => {
  it('explains the engine warnings on Node 20 and gives the commands, without failing the install', () => {
    const run = note('20.19.5');
    expect(run.status).toBe(0);
    expect(run.stderr).toContain('EBADENGINE warnings above');
    expect(run.stderr).toContain('. .ci/node.sh');
  });

  it('says nothing on a supported Node', () => {
    for (const version of ['22.12.0', '24.1.0']) expect(note(version)).toMatchObject({ status: 0, stderr: '' });
  });

  it('runs after every npm install', () => {
    const pkg = JSON.parse(readFileSync(path.join(HERE, '../package.json'), 'utf8')) as {
      scripts: Record<string, string>;
      engines: { node: string };
    };
    // On the Node 22 with-node.sh runs it on; on the old one when that cannot be had (never failing the install).
    expect(pkg.scripts.postinstall).toBe(
      'sh .ci/with-node.sh node .ci/node-version-note.mjs || node .ci/node-version-note.mjs',
    );
    // The note's threshold is the engines floor.
    expect(pkg.engines.node).toBe('>=22.12');
  });
});
