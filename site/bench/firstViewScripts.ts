/**
 * What JavaScript a page downloads over its first seconds with nobody touching it, as Chromium
 * fetched it (the DevTools protocol's network events): every response that is a script (module
 * scripts and module preloads alike), with the bytes that came over the wire and the gzip size of
 * the same file in the build (zlib's default level, as the server's compression uses), plus the
 * page's inline scripts. The window is the measurement itself ("the first 10 s"), so it is waited
 * out in full.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

export interface ScriptFile {
  path: string;
  gzip: number;
  wire: number;
}

export interface FirstView {
  files: ScriptFile[];
  /** gzip bytes of the page's inline scripts (in its HTML). */
  inlineGzip: number;
  /** gzip bytes of every script file plus the inline scripts. */
  totalGzip: number;
}

function gzipSizeOf(distDir: string, urlPath: string): number {
  const file = path.join(distDir, urlPath);
  return fs.existsSync(file) ? gzipSync(fs.readFileSync(file)).length : Number.NaN;
}

export async function measureFirstView(
  browser: Browser,
  url: string,
  options: { distDir: string; windowMs: number; viewport: { width: number; height: number }; mobile: boolean },
): Promise<FirstView> {
  const context = await browser.newContext({
    viewport: options.viewport,
    isMobile: options.mobile,
    hasTouch: options.mobile,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const scripts = new Map<string, { url: string; wire: number }>();
    cdp.on('Network.responseReceived', (event) => {
      const isScript =
        event.type === 'Script' ||
        /javascript/.test(event.response.mimeType) ||
        new URL(event.response.url).pathname.endsWith('.js');
      if (isScript) scripts.set(event.requestId, { url: event.response.url, wire: 0 });
    });
    cdp.on('Network.loadingFinished', (event) => {
      const script = scripts.get(event.requestId);
      if (script) script.wire = event.encodedDataLength;
    });
    await cdp.send('Network.enable');
    const started = Date.now();
    await page.goto(url, { waitUntil: 'load' });
    const inlineScripts = await page.evaluate(() =>
      [...document.querySelectorAll('script:not([src])')].map((script) => script.textContent ?? ''),
    );
    await page.waitForTimeout(Math.max(0, options.windowMs - (Date.now() - started)));
    const files = [...scripts.values()].map((script) => {
      const urlPath = new URL(script.url).pathname;
      return { path: urlPath, wire: script.wire, gzip: gzipSizeOf(options.distDir, urlPath) };
    });
    const inlineGzip = inlineScripts.reduce((sum, text) => sum + gzipSync(text).length, 0);
    return {
      files: files.sort((a, b) => a.path.localeCompare(b.path)),
      inlineGzip,
      totalGzip: files.reduce((sum, file) => sum + file.gzip, 0) + inlineGzip,
    };
  } finally {
    await context.close();
  }
}
