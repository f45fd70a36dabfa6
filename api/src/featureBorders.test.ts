/**
 * The lint rules that keep the API's features apart actually bite: the repository's own ESLint
 * configuration, given a planted file, reports a feature reaching into another feature's files, a
 * foundation (config, db, middleware) importing any feature, a feature's index.ts exporting a
 * repository, a repository importing the live EDITION instead of taking its scope, and an import
 * circle, and lets the same import through the feature's index.ts pass.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './config';

const eslint = new ESLint({ cwd: REPO_ROOT });

async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(REPO_ROOT, filePath) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

// The first lint reads the import graph (no-cycle): seconds, and many more on a busy machine.
describe('feature borders (eslint.config.js)', { timeout: 180_000 }, () => {
  it("refuses a feature importing another feature's file, also from a test", async () => {
    const planted =
      "import { createRegistrationRepo } from '../registrations/repo';\nexport const repo = createRegistrationRepo;\n";
    expect(await ruleIds(planted, 'api/src/features/checkin/planted.ts')).toContain('import-x/no-restricted-paths');
    expect(await ruleIds(planted, 'api/src/features/checkin/planted.test.ts')).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it("refuses the app, the CLI or the harness reaching into a feature's file", async () => {
    const planted =
      "import { createAccessLog } from '../features/accessLog/accessLog';\nexport const log = createAccessLog;\n";
    expect(await ruleIds(planted, 'api/src/cli/planted.ts')).toContain('import-x/no-restricted-paths');
  });

  it('lets a feature import another through its index.ts, and its own files directly', async () => {
    const throughEntry =
      "import { createRegistrationStore } from '../registrations';\nimport { checkinRouter } from './router';\nexport const both = [createRegistrationStore, checkinRouter];\n";
    expect(await ruleIds(throughEntry, 'api/src/features/checkin/planted.ts')).toEqual([]);
  });

  it('refuses config, the database, a migration or middleware importing a feature, even its index.ts or a type', async () => {
    const planted = (from: string) =>
      `import { newCheckinCode } from '${from}/registrations';\nimport type { AccessLog } from '${from}/accessLog';\nexport const x: [typeof newCheckinCode, AccessLog?] = [newCheckinCode];\n`;
    const refusals = async (file: string, from: string) =>
      (await ruleIds(planted(from), file)).filter((rule) => rule === 'import-x/no-restricted-paths').length;
    expect(await refusals('api/src/config.ts', './features')).toBe(2);
    expect(await refusals('api/src/db/planted.ts', '../features')).toBe(2);
    expect(await refusals('api/src/db/migrations/019_planted.ts', '../../features')).toBe(2);
    expect(await refusals('api/src/middleware/planted.ts', '../features')).toBe(2);
    // The same import from the app's level (server.ts, the CLI) is allowed through the index.ts.
    expect(await refusals('api/src/cli/planted.ts', '../features')).toBe(0);
  });

  it('refuses a migration importing live code from shared/ (it carries a frozen copy)', async () => {
    const planted = "import { SESSION_CODES } from '@forum/shared';\nexport const codes = SESSION_CODES;\n";
    expect(await ruleIds(planted, 'api/src/db/migrations/099_planted.ts')).toContain('no-restricted-imports');
    expect(await ruleIds(planted, 'api/src/db/planted.ts')).not.toContain('no-restricted-imports');
  });

  it("refuses a feature's index.ts exporting a repository, and lets a stored record's type through", async () => {
    const index = 'api/src/features/checkin/index.ts';
    const refused = (rules: string[]) => rules.includes('no-restricted-syntax');
    expect(refused(await ruleIds("export { createRosterRepo } from './rosterRepo';\n", index))).toBe(true);
    expect(refused(await ruleIds("export * from './rosterRepo';\n", index))).toBe(true);
    // Renamed on the way out, or re-exported from a file not named for it, a repository is still one.
    expect(refused(await ruleIds("export { createRosterRepo as roster } from './rosterRepo';\n", index))).toBe(true);
    const renamed = "import { createRosterRepo } from './rosterRepo';\nexport { createRosterRepo as RosterRepo };\n";
    expect(refused(await ruleIds(renamed, index))).toBe(true);
    expect(await ruleIds("export type { RosterPerson } from './rosterRepo';\n", index)).toEqual([]);
    // The same export from a file that is not a feature's index is the feature's own business.
    expect(
      refused(
        await ruleIds("export { createRosterRepo } from './rosterRepo';\n", 'api/src/features/checkin/planted.ts'),
      ),
    ).toBe(false);
  });

  it('refuses a query in a router, and lets a router call its service', async () => {
    const router = 'api/src/features/checkin/router.ts';
    const refused = (rules: string[]) => rules.includes('no-restricted-syntax');
    expect(refused(await ruleIds("export const rows = (db: any) => db('registrants').select('id');\n", router))).toBe(
      true,
    );
    expect(refused(await ruleIds("export const ok = (db: any) => db.raw('select 1');\n", router))).toBe(true);
    expect(refused(await ruleIds('export const ok = (service: any) => service.counts();\n', router))).toBe(false);
  });

  it('refuses a repository or a data-access helper importing the live EDITION, and lets other code read it', async () => {
    const planted = "import { EDITION } from '@forum/shared';\nexport const year = () => EDITION.year;\n";
    const refused = async (file: string) => (await ruleIds(planted, file)).includes('no-restricted-imports');
    expect(await refused('api/src/features/seats/repo.ts')).toBe(true);
    expect(await refused('api/src/features/checkin/rosterRepo.ts')).toBe(true);
    expect(await refused('api/src/features/seats/upkeep.ts')).toBe(true);
    expect(await refused('api/src/features/retention/totals.ts')).toBe(true);
    expect(await refused('api/src/features/invitations/invitationsInTransaction.ts')).toBe(true);
    // Through the edition's own entry, or as a namespace, it is the same binding.
    expect(
      (
        await ruleIds(
          "import * as shared from '@forum/shared/edition';\nexport const year = () => shared.EDITION.year;\n",
          'api/src/features/meetings/repo.ts',
        )
      ).includes('no-restricted-imports'),
    ).toBe(true);
    // A type or another helper of the edition is no scope; rules (mail content, a service) may read EDITION.
    expect(
      await ruleIds(
        "import { type Edition, editionOf } from '@forum/shared';\nexport const of = (e: Edition) => editionOf(e.year);\n",
        'api/src/features/seats/repo.ts',
      ),
    ).toEqual([]);
    expect(await refused('api/src/features/messages/reminder.ts')).toBe(false);
  });

  it('refuses an import circle', async () => {
    // errors.ts is imported by the access log's router: importing the access log back closes a circle.
    const planted =
      "import { createAccessLog } from './features/accessLog';\nexport const log = createAccessLog;\nexport class AppError extends Error {}\n";
    expect(await ruleIds(planted, 'api/src/errors.ts')).toContain('import-x/no-cycle');
  });
});
