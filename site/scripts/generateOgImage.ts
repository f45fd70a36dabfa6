/**
 * Draws the placeholder social-sharing image (public/images/og-image.jpg, 1200x630; Open Graph
 * readers do not take SVG). Needs Chromium (CHROMIUM_PATH or /usr/bin/chromium); the JPEG is
 * committed, so builds never run this. Replace the JPEG with the organisers' artwork when it exists.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/images/og-image.jpg');

const html = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:80px 90px;color:#fff;
  font-family:Arial,Helvetica,sans-serif;background:radial-gradient(circle at 85% 10%,rgba(46,196,182,.3),transparent 45%),
  linear-gradient(160deg,#0b2545 0%,#13315c 70%,#1c4a7a 100%);display:flex;flex-direction:column;justify-content:center">
  <div style="color:#5eead4;font-weight:700;letter-spacing:.08em;font-size:30px;text-transform:uppercase">Annual investor forum · 4th edition</div>
  <div style="font-size:96px;font-weight:800;line-height:1.05;margin:24px 0 32px">Global Investors<br>Forum 2025</div>
  <div style="font-size:40px;font-weight:600">22-23 September 2025 · Yeouido, Seoul</div>
</div></body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(html);
  await page.screenshot({ path: out, type: 'jpeg', quality: 85 });
  console.log(`wrote ${path.relative(process.cwd(), out)}`);
} finally {
  await browser.close();
}
