// @vitest-environment node
/**
 * The admin console's feature borders are enforced by lint (eslint.config.js, import-x zones): a
 * planted import into another feature's files fails, the same import through its index.ts passes.
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

async function zoneErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}admin-ui/src/${file}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

describe('admin-ui feature borders', () => {
  it("refuses a feature reaching into another feature's files, and allows its index.ts", async () => {
    expect(await zoneErrors('registrants/planted.ts', "export { AUTH_TEXT } from '../auth/authText';\n")).toHaveLength(
      1,
    );
    expect(await zoneErrors('registrants/planted.ts', "export { LoginScreen } from '../auth';\n")).toEqual([]);
  }, 60_000);

  it('refuses the shell reaching past an index.ts, and components using any feature', async () => {
    expect(await zoneErrors('app/planted.ts', "export { deskStore } from '../checkin/deskStore';\n")).toHaveLength(1);
    expect(
      await zoneErrors('components/planted.ts', "export { ACCOUNTS_TEXT } from '../accounts/accountsText';\n"),
    ).toHaveLength(1);
    expect(await zoneErrors('components/planted.ts', "export { APP_TEXT } from '../app/appText';\n")).toEqual([]);
  }, 60_000);
});
