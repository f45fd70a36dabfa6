/**
 * The landing page's first view (issue 41): left alone, / and /kor download at most 20 KB of
 * JavaScript (gzip, inline script included) over their first 10 s, and none of the registration
 * form's code; the form's code comes on a sign that the visitor wants to register (a pointer over
 * or a press on Register, focus on it, the registration section nearing the viewport).
 *
 * The page's clock is installed and moved on 10 s in steps of one second, so every timer, idle
 * callback and animation frame the page's scripts ask for within that time comes due; after each
 * step the network is waited out by its own events (every request the page made has finished).
 * The byte figures themselves are the bench's (`npm run bench:landing`, real time).
 */
import { gzipSync } from 'node:zlib';
import { type Page, type Request, expect, test } from '@playwright/test';
import { dialog, labels } from './support/registrationForm';

const FIRST_VIEW_BYTES = 20 * 1024;
const PAGES = [
  { path: '/', locale: 'en' },
  { path: '/kor', locale: 'ko' },
] as const;
const WIDTHS = [
  { width: 375, height: 667 },
  { width: 1280, height: 800 },
] as const;

/** Every request the page makes, and a way to wait until none is in flight. */
function watchNetwork(page: Page) {
  const requests: Request[] = [];
  const pending = new Set<Request>();
  let quiet: Array<() => void> = [];
  const settle = (request: Request) => {
    pending.delete(request);
    if (pending.size > 0) return;
    for (const resolve of quiet) resolve();
    quiet = [];
  };
  page.on('request', (request) => {
    requests.push(request);
    pending.add(request);
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return {
    requests,
    async quiet(): Promise<void> {
      // A round trip to the page first: the requests it started before answering are reported by then.
      await page.evaluate(() => 0);
      if (pending.size > 0) await new Promise<void>((resolve) => quiet.push(resolve));
    },
  };
}

/** The form's files as the build lists them in the early script's element. */
async function formFiles(page: Page): Promise<string[]> {
  const names = await page
    .locator('script[data-islands]')
    .evaluate((script) => `${script.dataset.form ?? ''} ${script.dataset.formCss ?? ''}`);
  return names.split(' ').filter(Boolean);
}

const isScript = (request: Request) =>
  request.resourceType() === 'script' || new URL(request.url()).pathname.endsWith('.js');
const pathOf = (request: Request) => new URL(request.url()).pathname;

/** Opens `path` with the page's clock installed and runs that clock `seconds` on, the network waited out. */
async function leaveAlone(page: Page, path: string, seconds: number) {
  const network = watchNetwork(page);
  await page.clock.install();
  await page.goto(path, { waitUntil: 'load' });
  for (let second = 0; second < seconds; second++) {
    await network.quiet();
    await page.clock.runFor(1000);
  }
  await network.quiet();
  return network;
}

for (const { path, locale } of PAGES) {
  for (const size of WIDTHS) {
    test(`${path} at ${size.width} px left alone for 10 s loads no form code and at most 20 KB of JavaScript`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      const network = await leaveAlone(page, path, 10);

      const form = await formFiles(page);
      expect(form.length).toBeGreaterThan(0);
      const fetched = network.requests.map(pathOf);
      expect(fetched.filter((file) => form.includes(file))).toEqual([]);

      const scripts = network.requests.filter(isScript);
      // The islands did load: the check above is not passed by a page whose scripts never ran.
      expect(scripts.map(pathOf)).toContainEqual(expect.stringMatching(/\/assets\/islands-[^/]+\.js$/));
      let bytes = 0;
      for (const request of scripts) {
        const response = await request.response();
        bytes += gzipSync(await response!.body()).length;
      }
      const inline = await page
        .locator('script:not([src])')
        .evaluateAll((elements) => elements.map((element) => element.textContent ?? ''));
      bytes += inline.reduce((sum, text) => sum + gzipSync(text).length, 0);
      expect(bytes).toBeLessThanOrEqual(FIRST_VIEW_BYTES);

      // Nothing was lost by waiting: Register still opens the form.
      await page.clock.resume();
      await page.locator('.hero__cta').click();
      await expect(dialog(page, locale).getByLabel(labels(locale).company, { exact: true })).toBeVisible({
        timeout: 20_000,
      });
    });
  }
}

/** Resolves once every one of the form's files has been requested. */
async function formRequested(page: Page, network: ReturnType<typeof watchNetwork>): Promise<void> {
  const form = await formFiles(page);
  await expect.poll(() => form.filter((file) => !network.requests.some((r) => pathOf(r) === file))).toEqual([]);
}

test('a pointer over Register fetches the form’s code at once, and a press shows the form', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const network = await leaveAlone(page, '/', 1);
  await page.clock.resume();
  const register = page.locator('.hero__cta');
  await register.hover();
  await formRequested(page, network);
  await register.click();
  await expect(dialog(page, 'en').getByLabel('Company', { exact: true })).toBeVisible({ timeout: 20_000 });
});

test('keyboard focus on Register fetches the form’s code', async ({ page }) => {
  const network = await leaveAlone(page, '/kor', 1);
  await page.clock.resume();
  await page.locator('.hero__cta').focus();
  await formRequested(page, network);
  await page.keyboard.press('Enter');
  await expect(dialog(page, 'ko').getByLabel('소속', { exact: true })).toBeVisible({ timeout: 20_000 });
});

test('scrolling down to the registration section fetches the form’s code before it is reached', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  const network = await leaveAlone(page, '/', 1);
  await page.clock.resume();
  // Two screens above the section: the form is not wanted yet.
  const sectionTop = await page
    .locator('#registration')
    .evaluate((section) => section.getBoundingClientRect().top + window.scrollY);
  await page.evaluate((top) => window.scrollTo(0, top - 3 * window.innerHeight), sectionTop);
  await network.quiet();
  expect(network.requests.map(pathOf).filter((file) => file.includes('mountRegistration'))).toEqual([]);
  // One screen above it: fetched while the visitor is still scrolling.
  await page.evaluate((top) => window.scrollTo(0, top - 1.5 * window.innerHeight), sectionTop);
  await formRequested(page, network);
  await expect(page.locator('#registration')).not.toBeInViewport();
});
