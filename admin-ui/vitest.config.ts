import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** Component tests of the admin screens in jsdom (the root config runs them as project 'admin-ui'). */
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../vitest.dom-setup.ts'],
    // jsdom renders of the 10,000-registrant list take seconds on a busy two-core CI machine.
    testTimeout: 20_000,
  },
});
