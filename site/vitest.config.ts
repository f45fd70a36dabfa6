import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['../vitest.dom-setup.ts'],
      // jsdom renders of the 10,000-registrant list take seconds on a busy two-core CI machine.
      testTimeout: 20_000,
    },
  }),
);
