import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // better-sqlite3 is a native addon: separate processes are the safe pool for it.
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
