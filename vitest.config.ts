import { defineConfig } from 'vitest/config';

/**
 * One `npm test` for the whole repository. The API suite runs once per database: always on
 * SQLite, and on MySQL/MariaDB when TEST_DATABASE_URL names a server (CI always sets it).
 */
const mysqlUrl = process.env.TEST_DATABASE_URL;

const apiProject = (name: string, db: 'sqlite' | 'mysql') => ({
  extends: './api/vitest.config.ts',
  test: { name, root: './api', env: { TEST_DB: db } },
});

export default defineConfig({
  test: {
    // Most files wait on databases, SMTP, child processes and timers rather than on the CPU: one
    // worker per core but one (vitest's default) left a two-core machine idle half the time.
    maxWorkers: '150%',
    projects: [
      { test: { name: 'shared', root: './shared', include: ['src/**/*.test.ts'] } },
      // Component tests in jsdom; environment, includes and setup live in site/vitest.config.ts.
      { extends: './site/vitest.config.ts', test: { name: 'site', root: './site' } },
      { extends: './admin-ui/vitest.config.ts', test: { name: 'admin-ui', root: './admin-ui' } },
      // The test machine's preflight (.ci/preflight.sh), with stand-ins for dpkg and apt-get.
      { test: { name: 'ci', root: './.ci', include: ['*.test.ts'], environment: 'node' } },
      // The e2e suite's own helpers: the screen audit's list compared with the app's screens.
      { test: { name: 'e2e-support', root: './e2e', include: ['support/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'admin-desktop', root: './admin-desktop', include: ['src/**/*.test.ts'], environment: 'node' } },
      apiProject('api (sqlite)', 'sqlite'),
      ...(mysqlUrl ? [apiProject('api (mysql)', 'mysql')] : []),
      // The production build behind a real nginx (deploy/): built once by the global setup; the
      // MySQL parts run when TEST_DATABASE_URL is set.
      {
        test: {
          name: 'deploy',
          root: './deploy',
          include: ['test/**/*.test.ts'],
          globalSetup: ['test/support/globalSetup.ts'],
          pool: 'forks',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
