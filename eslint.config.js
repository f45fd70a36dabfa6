// @ts-check
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const WORKSPACE_SRC_PATTERN = {
  regex: '^@forum/[^/]+/src(/|$)',
  message: "Import another workspace through an entry its package.json 'exports' declares, not its src/ folder.",
};

/**
 * The API's feature borders: a file in `api/src/features/X/` imports another feature `Y` only through
 * `Y/index.ts`, and so does everything outside the features (app.ts, server.ts, the CLI, the test
 * harness, the benchmarks). Tests are held to it too: a test that needs a feature's insides lives
 * in that feature. One zone per feature, from the folders on disk, so a new feature is covered at once.
 */
const apiFeatures = path.join(import.meta.dirname, 'api/src/features');
const featureNames = fs
  .readdirSync(apiFeatures, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureEntries = featureNames.map((name) => `./${name}/index.ts`);
const featureBorderMessage =
  "Import another API feature only through its index.ts (its public entry), e.g. '../registrations'.";
const featureZones = [
  ...featureNames.map((name) => ({
    target: `./api/src/features/${name}`,
    from: './api/src/features',
    except: [`./${name}`, ...featureEntries.filter((entry) => entry !== `./${name}/index.ts`)],
    message: featureBorderMessage,
  })),
  {
    target: fs
      .readdirSync(path.join(import.meta.dirname, 'api/src'))
      .filter((name) => name !== 'features')
      .map((name) => `./api/src/${name}`)
      .concat('./api/bench', './api/scripts'),
    from: './api/src/features',
    except: featureEntries,
    message: featureBorderMessage,
  },
];

/**
 * The foundations sit below the features (house style 17): config, the database and its migrations,
 * middleware and the modules config parses with import no feature, not even through its index.ts
 * or for a type; a migration carries a frozen copy of what it needs.
 */
const foundationZone = {
  target: [
    './api/src/config.ts',
    './api/src/accessLogKey.ts',
    './api/src/cidrList.ts',
    './api/src/actor.ts',
    './api/src/errors.ts',
    './api/src/logger.ts',
    './api/src/db',
    './api/src/middleware',
  ],
  from: './api/src/features',
  message:
    'Foundations (config, db, middleware) import no feature: take what you need as an argument or a type from a lower module.',
};

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'coverage/**', 'test-results/**', 'playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['site/**/*.{ts,tsx}', 'admin-ui/**/*.{ts,tsx}', 'admin-desktop/src/renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // The landing pages' inline early script: plain browser JavaScript, inlined as written.
  { files: ['site/src/islands/earlyScript.js'], languageOptions: { globals: { ...globals.browser } } },
  // The doors between workspaces (site -> admin-ui -> shared, admin-desktop -> admin-ui,
  // api -> shared, e2e -> public entries): a workspace is entered only by its package name and the
  // entries its package.json `exports` declares, and every workspace declares what it imports.
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      // Which files the import rules read to follow imports (no-cycle walks the graph): TypeScript too.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      // `../../api/src/...` from another workspace: go through '@forum/api/testing' and the like.
      'import-x/no-relative-packages': 'error',
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: [...featureZones, foundationZone] },
      ],
      // No import circles anywhere: a circle makes load order matter and hides which module is the lower one.
      // The rule skips `import type` by design; .ci/importCycles.test.ts counts those too.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-extraneous-dependencies': ['error', { includeTypes: true }],
      'no-restricted-imports': ['error', { patterns: [WORKSPACE_SRC_PATTERN] }],
    },
  },
  // A migration runs the same on every database, whenever it is applied: it carries a frozen copy
  // of the codes and rules it needs (as 009, 010 and 012 do), never the live ones from shared/.
  {
    files: ['api/src/db/migrations/*.ts'],
    ignores: ['api/src/db/migrations/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            WORKSPACE_SRC_PATTERN,
            {
              regex: '^@forum/',
              message: 'A migration carries a frozen copy of what it needs; the live code changes after it ran.',
            },
          ],
        },
      ],
    },
  },
  // The public site does not depend on the admin console: only the web /admin page mounts it.
  {
    files: ['site/**/*.{ts,tsx}'],
    ignores: ['site/src/admin/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            WORKSPACE_SRC_PATTERN,
            {
              regex: '^@forum/admin-ui(/|$)',
              message: 'The public site does not use the admin console; only site/src/admin/ mounts it.',
            },
          ],
        },
      ],
    },
  },
  // Inside the admin console: a feature folder (a screen family) reaches another only through its
  // index.ts; app/ (the shell) mounts features through their index.ts too; components/ is shared
  // by the features and uses none of them. testing/ may reach anything.
  {
    files: ['admin-ui/src/**/*.{ts,tsx}'],
    ignores: ['admin-ui/src/testing/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: adminUiFeatureZones() }],
    },
  },
);

/** One zone per pair of admin-ui folders that may meet only through the second one's index.ts. */
function adminUiFeatureZones() {
  const features = ['auth', 'registrants', 'accounts', 'accessLog', 'checkin', 'badges'];
  const root = './admin-ui/src';
  const message = 'Use the other admin-ui feature through its index.ts (shared parts belong in app/ or components/).';
  return [
    ...['app', ...features].flatMap((target) =>
      features
        .filter((from) => from !== target)
        .map((from) => ({ target: `${root}/${target}`, from: `${root}/${from}`, except: ['./index.ts'], message })),
    ),
    ...features.map((from) => ({
      target: `${root}/components`,
      from: `${root}/${from}`,
      message: 'components/ is shared by the admin-ui features and uses none of them.',
    })),
  ];
}
