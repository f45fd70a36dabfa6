/**
 * Time from a tap to the change it makes on screen, measured inside the page on a phone-sized
 * window with the CPU slowed 4x (CDP Emulation.setCPUThrottlingRate: a mid-range phone), the tap
 * made as soon as the HTML is parsed (DOMContentLoaded). From the touch's pointerdown (its event
 * time, so a busy main thread counts) to the first frame after the menu opened or a dialog
 * appeared. Used by e2e/landingTap.spec.ts and by `npm run bench:lighthouse`.
 */
import type { Browser, Page } from '@playwright/test';

export type TapTarget = 'menu' | 'register';

interface TapRecord {
  start: number;
  end: number;
}

/** Runs in the page before any of its scripts. */
function recordTapResponse(): void {
  const tap: TapRecord = { start: Number.NaN, end: Number.NaN };
  (window as unknown as { __tapResponse: TapRecord }).__tapResponse = tap;
  addEventListener(
    'pointerdown',
    (event) => {
      if (Number.isNaN(tap.start)) tap.start = event.timeStamp;
    },
    true,
  );
  let seen = false;
  new MutationObserver(() => {
    if (seen || Number.isNaN(tap.start)) return;
    const menuOpen = document.querySelector('[aria-controls="site-menu"]')?.getAttribute('aria-expanded') === 'true';
    if (!menuOpen && !document.querySelector('[role="dialog"]')) return;
    seen = true;
    requestAnimationFrame((frame) => (tap.end = frame));
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-expanded'] });
}

const TAP_TARGETS: Record<TapTarget, string> = {
  menu: '[aria-controls="site-menu"]',
  register: '.hero__cta',
};

/**
 * One tap on a fresh page at `path`; `then` checks what follows (the form, say) before the page
 * is closed. Returns the milliseconds from the touch to the response on screen.
 */
export async function measureTap(
  browser: Browser,
  url: string,
  target: TapTarget,
  then?: (page: Page) => Promise<void>,
): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(recordTapResponse);
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    await page.locator(TAP_TARGETS[target]).tap();
    await page.waitForFunction(
      () => !Number.isNaN((window as unknown as { __tapResponse: TapRecord }).__tapResponse.end),
    );
    const ms = await page.evaluate(() => {
      const tap = (window as unknown as { __tapResponse: TapRecord }).__tapResponse;
      return tap.end - tap.start;
    });
    await then?.(page);
    return ms;
  } finally {
    await context.close();
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}
