/**
 * The screen audit's list against the app: every route of the site's route table and every
 * screen, dialog, page, modal or banner component is audited, and every name the list gives
 * still exists (a renamed screen is noticed too).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDITED_SCREENS, REDIRECT_ROUTES, SCREEN_FILE } from './auditedScreens';
import { REPO_ROOT } from './env';

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    if (!entry.isFile()) return [];
    return [path.join(entry.parentPath, entry.name)];
  });
}

/** The route paths routes.tsx declares, `index` for the index route. */
export function declaredRoutes(source: string): string[] {
  const routes = [...source.matchAll(/<Route\b[^>]*?\bpath="([^"]+)"/g)].map((match) => match[1]!);
  if (/<Route\s+index\b/.test(source)) routes.unshift('index');
  return routes;
}

/** The component names of the screen files under the apps' sources. */
export function screenComponents(files: readonly string[]): string[] {
  return files
    .filter((file) => SCREEN_FILE.test(path.basename(file)))
    .map((file) => path.basename(file, '.tsx'))
    .sort();
}

const appFiles = ['site/src', 'admin-ui/src'].flatMap((dir) => filesUnder(path.join(REPO_ROOT, dir)));
const audited = {
  routes: new Set(AUDITED_SCREENS.flatMap((screen) => screen.routes ?? [])),
  components: new Set(AUDITED_SCREENS.flatMap((screen) => screen.components ?? [])),
};

describe('the screen audit knows every screen', () => {
  it('audits every route of the route table', () => {
    const routes = declaredRoutes(fs.readFileSync(path.join(REPO_ROOT, 'site/src/routes.tsx'), 'utf8'));
    expect(routes.length).toBeGreaterThan(5);
    const unaudited = routes.filter((route) => !audited.routes.has(route) && !REDIRECT_ROUTES.includes(route));
    expect(unaudited, 'routes with no entry in e2e/support/auditedScreens.ts').toEqual([]);
  });

  it('audits every screen, dialog, page, modal and banner component', () => {
    const components = screenComponents(appFiles);
    expect(components).toContain('ExportReasonDialog');
    const unaudited = components.filter((name) => !audited.components.has(name));
    expect(unaudited, 'components with no entry in e2e/support/auditedScreens.ts').toEqual([]);
  });

  it('names only components that exist', () => {
    const existing = new Set(
      appFiles.filter((file) => file.endsWith('.tsx')).map((file) => path.basename(file, '.tsx')),
    );
    expect([...audited.components].filter((name) => !existing.has(name))).toEqual([]);
  });

  it('gives every screen one name', () => {
    const names = AUDITED_SCREENS.map((screen) => screen.name);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('reading the app', () => {
  it('finds the index route and every path of a route table', () => {
    const source = `<Routes><Route element={<L />}><Route index element={<A />} />
      <Route path="kor" element={<A />} /><Route
        path="admin/*" element={<B />} /></Route></Routes>`;
    expect(declaredRoutes(source)).toEqual(['index', 'kor', 'admin/*']);
  });

  it('takes screen files by their names, not their tests or helpers', () => {
    expect(
      screenComponents(['a/LoginScreen.tsx', 'a/b/WalkInDialog.tsx', 'a/LoginScreen.test.tsx', 'a/Pagination.tsx']),
    ).toEqual(['LoginScreen', 'WalkInDialog']);
  });
});
