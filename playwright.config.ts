import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './e2e/support/chromium';
import { E2E_BASE_URL, E2E_PAST_BASE_URL, E2E_PAST_PORT, E2E_PORT } from './e2e/support/env';

/** Browser tests: the built site and the real API on a fresh SQLite database, in Chromium. */
export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  // Specs share one server and database; each registers with its own e-mail addresses.
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  // The first server runs the shipped edition; the second the sample 2026 (published in its own
  // database) over real 2025 registrations, for the screen audit's past-edition screens
  // (e2e/support/pastEditionServer.ts). Both serve the one site build, started in this order (the
  // first builds it when needed).
  webServer: [
    {
      command: 'npx tsx e2e/support/server.ts',
      url: `${E2E_BASE_URL}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(E2E_PORT),
        HOST: '127.0.0.1',
        SITE_URL: E2E_BASE_URL,
        REGISTRATION_RATE_LIMIT: '0',
        // The specs' own API request contexts reuse idle connections without knowing the server's
        // keep-alive; a 5 s timeout let one be closed just as a spec sent a request on it (ECONNRESET).
        KEEP_ALIVE_TIMEOUT_SECONDS: '120',
        REGISTRATION_OPENS_AT: '',
        REGISTRATION_CLOSES_AT: '',
      },
    },
    {
      command: 'npx tsx e2e/support/pastEditionServer.ts',
      url: `${E2E_PAST_BASE_URL}/api/health`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(E2E_PAST_PORT),
        HOST: '127.0.0.1',
        SITE_URL: E2E_PAST_BASE_URL,
        REGISTRATION_RATE_LIMIT: '0',
        KEEP_ALIVE_TIMEOUT_SECONDS: '120',
        REGISTRATION_OPENS_AT: '',
        REGISTRATION_CLOSES_AT: '',
      },
    },
  ],
});
