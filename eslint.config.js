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
 * The foundations sit below the features: config, the database and its migrations,
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

/**
 * The admin console's folders, read from disk so a new screen family is covered at once:
 * foundations (the kernel `lib/`, the shared `components/`, the harness `testing/`) import no
 * feature; the shell `app/` mounts features through their index.ts; every other folder is a
 * feature, which reaches another only through its index.ts.
 */
const ADMIN_UI_FOUNDATIONS = ['lib', 'components', 'testing'];
const ADMIN_UI_SHELL = 'app';
const adminUiFeatures = fs
  .readdirSync(path.join(import.meta.dirname, 'admin-ui/src'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .filter((name) => name !== ADMIN_UI_SHELL && !ADMIN_UI_FOUNDATIONS.includes(name));

/** One zone per pair of admin-ui folders that may meet only through the second one's index.ts. */
function adminUiFeatureZones() {
  const root = './admin-ui/src';
  const message = 'Use the other admin-ui feature through its index.ts (shared parts belong in lib/ or components/).';
  return [
    ...[ADMIN_UI_SHELL, ...adminUiFeatures].flatMap((target) =>
      adminUiFeatures
        .filter((from) => from !== target)
        .map((from) => ({ target: `${root}/${target}`, from: `${root}/${from}`, except: ['./index.ts'], message })),
    ),
    // lib/ and components/ (and lib/ before it exists: a zone's target is a path, not a folder read).
    ...ADMIN_UI_FOUNDATIONS.filter((name) => name !== 'testing').flatMap((foundation) =>
      adminUiFeatures.map((from) => ({
        target: `${root}/${foundation}`,
        from: `${root}/${from}`,
        message: `${foundation}/ is a foundation of the admin-ui features and uses none of them.`,
      })),
    ),
    {
      target: `${root}/lib`,
      from: `${root}/${ADMIN_UI_SHELL}`,
      message: 'lib/ is below the shell: the shell uses lib/, never the other way round.',
    },
  ];
}

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
  // A feature's index.ts exports services and transaction-scoped functions, never a repository:
  // another feature reaching a repository reads and writes tables whose rules it does not know.
  // Types of stored records may pass (`export type { ... } from './repo'`).
  {
    files: ['api/src/features/*/index.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ExportNamedDeclaration[exportKind='value'][source.value=/[rR]epo$/]",
          message: "A feature's index exports services, not its repository: export a function taking the transaction.",
        },
        {
          selector: 'ExportAllDeclaration[source.value=/[rR]epo$/]',
          message: "A feature's index exports services, not its repository: export a function taking the transaction.",
        },
        {
          selector: 'ExportSpecifier[exported.name=/Repo$/]',
          message: "A feature's index exports services, not its repository: export a function taking the transaction.",
        },
      ],
    },
  },
  // The API's test files share their workers' modules (api/vitest.config.ts, isolate: false): a
  // module mocked in one file would stay mocked for every file after it.
  {
    files: ['api/src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|stubGlobal|stubEnv)$/]",
          message:
            'The API tests share modules between files: hand the test double in (createServices, options) instead.',
        },
      ],
    },
  },
  // A router speaks HTTP and calls its feature's service; the tables are the repositories' business
  // (a query in a router skips the service's rules and the access log).
  {
    files: ['api/src/features/*/router.ts', 'api/src/features/*/*Router.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.type='Identifier'][callee.name=/^(db|trx|knex)$/]",
          message: "No queries in a router: call the feature's service (its repository holds the query).",
        },
        {
          selector: 'MemberExpression[property.name=/^(raw|schema|transaction)$/][object.name=/^(db|trx|knex)$/]',
          message: "No queries in a router: call the feature's service (its repository holds the query).",
        },
      ],
    },
  },
  // A repository (and the data-access helpers beside it) queries the edition it was handed
  // (createServices' scope), never the live EDITION binding: the year it reads and writes is then
  // one decision, made where the services are built, and a test can scope one to another year.
  {
    files: [
      'api/src/features/**/*{repo,Repo}.ts',
      'api/src/features/*/*InTransaction.ts',
      'api/src/features/registrations/store.ts',
      'api/src/features/seats/{capacityRows,readers,seats,upkeep}.ts',
      'api/src/features/retention/totals.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['@forum/shared', '@forum/shared/edition'].map((name) => ({
            name,
            importNames: ['EDITION'],
            message: 'A repository takes the edition it scopes to (an EditionScope argument), not the live EDITION.',
          })),
          patterns: [WORKSPACE_SRC_PATTERN],
        },
      ],
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
  // Inside the admin console (folders read from disk, see adminUiFeatureZones): a feature folder (a
  // screen family) reaches another only through its index.ts; app/ (the shell) mounts features
  // through their index.ts too; lib/ and components/ are foundations and use no feature (lib/ not
  // the shell either). testing/ may reach anything. .ci/featureZones.test.ts plants every pair.
  {
    files: ['admin-ui/src/**/*.{ts,tsx}'],
    ignores: ['admin-ui/src/testing/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: adminUiFeatureZones() }],
    },
  },
);
