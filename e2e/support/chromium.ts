import fs from 'node:fs';
import { chromium } from '@playwright/test';

/** Flags for a headless Chromium on a machine with no network beyond localhost. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Chromium from CHROMIUM_PATH, Debian's /usr/bin/chromium, or Playwright's own download, in that
 * order. Fails with what to do rather than a stack trace.
 */
export function chromiumExecutable(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const candidate of candidates) {
    if (candidate && fs.existsSync(candidate)) return candidate;
  }
  try {
    const bundled = chromium.executablePath();
    if (fs.existsSync(bundled)) return bundled;
  } catch {
    // Playwright has no browser of its own here.
  }
  throw new Error(
    'Browser tests need Chromium. Install it (Debian: apt-get install -y chromium fonts-nanum), ' +
      'set CHROMIUM_PATH to a Chromium binary, or run `npx playwright install chromium` where downloads are allowed.',
  );
}
