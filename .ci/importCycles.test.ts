/**
 * No import circle anywhere in the repository, type-only imports included (ESLint's
 * `import-x/no-cycle` catches value imports as you type but skips `import type` by design). The
 * planted circles are the two this repository once had, closed by a type import each.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph, sourceFiles } from './importCycles';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const WORKSPACES = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] })
  .workspaces;
const FILES = sourceFiles(ROOT, [...WORKSPACES, 'e2e', 'deploy', '.ci']);

/** The circles with `extra` appended to `file` (in memory: nothing on disk changes). */
function cyclesWith(file: string, extra: string): string[][] {
  const planted = new Map([[file, `${readFileSync(path.join(ROOT, file), 'utf8')}\n${extra}\n`]]);
  return importCycles(importGraph(ROOT, FILES, WORKSPACES, planted));
}

describe('import circles', () => {
  it('reads the whole tree, every workspace and its tests', () => {
    expect(FILES.length).toBeGreaterThan(500);
    for (const file of ['api/src/config.ts', 'shared/src/index.ts', 'admin-ui/src/index.ts', 'e2e/checkin.spec.ts'])
      expect(FILES).toContain(file);
  });

  it('there are none, type-only imports included', () => {
    expect(importCycles(importGraph(ROOT, FILES, WORKSPACES))).toEqual([]);
  });

  it('finds one closed by a type import: config -> a feature -> the database -> config', () => {
    const cycles = cyclesWith('api/src/config.ts', "import type { AccessLog } from './features/accessLog';");
    expect(cycles).toHaveLength(1);
    expect(cycles[0]).toEqual(
      expect.arrayContaining(['api/src/config.ts', 'api/src/db/database.ts', 'api/src/features/accessLog/index.ts']),
    );
  });

  it('finds a renderer importing its types back from the mail dispatcher', () => {
    const cycles = cyclesWith(
      'api/src/features/mail/content/meetingMail.ts',
      "import type { StoredMailModel } from './registrationMail';",
    );
    expect(cycles[0]).toEqual(
      expect.arrayContaining([
        'api/src/features/mail/content/meetingMail.ts',
        'api/src/features/mail/content/registrationMail.ts',
      ]),
    );
  });

  it('follows workspace entries and export-from lines', () => {
    const cycles = cyclesWith('shared/src/dates.ts', "export type { Registrant } from '@forum/shared';");
    expect(cycles[0]).toEqual(expect.arrayContaining(['shared/src/dates.ts', 'shared/src/index.ts']));
  });
});
