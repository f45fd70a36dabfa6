import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // better-sqlite3 is a native addon: separate processes are the safe pool for it.
    pool: 'forks',
    // A worker runs file after file with the modules it has loaded (Koa, Knex, pdfkit, ExcelJS and
    // the API's own): loading them again for every file took more time than most files' tests.
    // Every file opens and closes its own databases, servers and mail servers, and nothing in src/
    // keeps state a test changes (its module-level values are caches: fonts, the time zone) but
    // the current edition, which perFileSetup.ts resets. A module mocked in one file would stay
    // mocked in the next: the lint refuses vi.mock here.
    isolate: false,
    setupFiles: ['src/testing/perFileSetup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
