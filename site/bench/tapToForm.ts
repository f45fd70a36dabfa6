/**
 * A tap on the landing page's Register button (the hero's) on a 375 px phone, timed inside the
 * page from the touch's pointerdown (its event time, so a busy main thread counts) to two frames:
 * the first with a dialog on screen, and the first with the form usable in it (its Company field
 * in the dialog, no loading state left, every stylesheet applied). Two ways of being a phone:
 * - `cpu`: the CPU 4x slower (CDP Emulation.setCPUThrottlingRate), the network as it is;
 * - `mobile`: Lighthouse's mobile profile as its DevTools throttling applies it: the CPU 4x slower
 *   and its "slow 4G" network through CDP Network.emulateNetworkConditions (562.5 ms per request,
 *   1,474.56 kbit/s down, 675 kbit/s up: lighthouse/core/config/constants.js, core/lib/emulation.js).
 * And two moments for the tap: `domcontentloaded` (as soon as the HTML is parsed: the page's
 * scripts have done nothing yet) and `settled` (loaded, the network quiet: a visitor who has
 * looked at the page first, as most do before they decide to register).
 */
import type { Browser } from 'playwright-core';

export type Profile = 'cpu' | 'mobile';
export type Moment = 'domcontentloaded' | 'settled';

export const PROFILES: Record<Profile, { label: string; network: boolean }> = {
  cpu: { label: '4x CPU', network: false },
  mobile: { label: 'mobile (LH slow 4G + 4x CPU)', network: true },
};

// Lighthouse 12's mobileSlow4G, as its DevTools throttling sends it (kbit/s * 1024 / 8 = bytes/s).
const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: Math.floor((1.6 * 1024 * 0.9 * 1024) / 8),
  uploadThroughput: Math.floor((750 * 0.9 * 1024) / 8),
};

interface TapRecord {
  start: number;
  dialog: number;
  usable: number;
}

/**
 * Runs in the page before any of its scripts. Kept as source text: the bench runs under tsx, whose
 * transform wraps named functions in a helper the page does not have.
 */
const RECORD_TAP_TO_FORM = `(() => {
  const tap = { start: NaN, dialog: NaN, usable: NaN };
  window.__tapToForm = tap;
  const formUsable = (dialog) =>
    dialog.querySelector('form input[name="company"]:not([disabled])') !== null &&
    dialog.querySelector('[role="status"]') === null &&
    [...document.querySelectorAll('link[rel="stylesheet"]')].every((link) => link.sheet !== null);
  const check = (frame) => {
    const dialog = document.querySelector('[role="dialog"]');
    if (dialog && Number.isNaN(tap.dialog)) tap.dialog = frame;
    if (dialog && formUsable(dialog)) tap.usable = frame;
    else requestAnimationFrame(check);
  };
  addEventListener('pointerdown', (event) => {
    if (!Number.isNaN(tap.start)) return;
    tap.start = event.timeStamp;
    requestAnimationFrame(check);
  }, true);
})();`;

export interface TapTimes {
  dialogMs: number;
  usableMs: number;
}

/** One tap on a fresh page (no cache) at `url`. */
export async function measureTapToForm(
  browser: Browser,
  url: string,
  profile: Profile,
  moment: Moment,
): Promise<TapTimes> {
  const context = await browser.newContext({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    if (PROFILES[profile].network) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    }
    await page.addInitScript({ content: RECORD_TAP_TO_FORM });
    await page.goto(url, { waitUntil: moment === 'settled' ? 'networkidle' : 'domcontentloaded', timeout: 60_000 });
    await page.locator('.hero__cta').tap();
    // Polled on a timer rather than every frame, so the waiting adds little to the throttled CPU.
    await page.waitForFunction(
      () => !Number.isNaN((window as unknown as { __tapToForm: TapRecord }).__tapToForm.usable),
      undefined,
      { polling: 200, timeout: 60_000 },
    );
    const tap = await page.evaluate(() => (window as unknown as { __tapToForm: TapRecord }).__tapToForm);
    return { dialogMs: tap.dialog - tap.start, usableMs: tap.usable - tap.start };
  } finally {
    await context.close();
  }
}
