/**
 * `npm run bench --workspace admin-ui` (root: `npm run bench:admin`): what the admin list costs per
 * keystroke. Search + filters + sort + counts over 10,000 and 100,000 generated registrants with
 * the page's own functions, in Node (tsx) and in Chromium (target: under 100 ms per keystroke at
 * 10,000). Figures, not a pass/fail test.
 *
 * Env: CHROMIUM_PATH (default /usr/bin/chromium; the browser half is skipped when missing).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { benchTable } from '@forum/shared/testing';
import { type FilterBenchResult, measureFilterScenarios } from './filterBench';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const FILTER_TARGET_MS = 100;
const ms = (value: number) => value.toFixed(value < 10 ? 2 : 1);

async function chromiumFilterResults(count: number): Promise<FilterBenchResult[] | string> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(executablePath)) return `skipped: no Chromium at ${executablePath}`;
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    root: path.resolve(benchDir, '..'),
    build: {
      write: false,
      minify: true,
      lib: { entry: path.join(benchDir, 'filterBench.browser.ts'), formats: ['iife'], name: 'adminFilterBenchBundle' },
    },
  });
  const outputs = Array.isArray(output) ? output : [output];
  const chunk = outputs
    .flatMap((result) => ('output' in result ? result.output : []))
    .find((item) => item.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') return 'skipped: the browser bundle was not built';
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><html lang="ko"><body></body></html>');
    await page.addScriptTag({ content: chunk.code });
    return await page.evaluate(
      (n) =>
        (globalThis as unknown as { adminFilterBench: (count: number) => FilterBenchResult[] }).adminFilterBench(n),
      count,
    );
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  console.log(
    `Admin list: search + filters + sort + counts (the page’s functions; median / max of 25 runs, 7 for cold rows), Node ${process.version}\n`,
  );
  const rows: string[][] = [
    ['registrants', 'scenario', 'rows', 'Node median', 'Node max', 'Chromium median', 'Chromium max'],
  ];
  const verdicts: string[] = [];
  for (const count of [10_000, 100_000]) {
    const node = measureFilterScenarios(count);
    const browser = await chromiumFilterResults(count).catch((error: unknown) => `skipped: ${String(error)}`);
    node.forEach((result, i) => {
      const inBrowser = typeof browser === 'string' ? undefined : browser[i];
      rows.push([
        count.toLocaleString('en-US'),
        result.scenario,
        result.rows.toLocaleString('en-US'),
        `${ms(result.medianMs)} ms`,
        `${ms(result.maxMs)} ms`,
        inBrowser ? `${ms(inBrowser.medianMs)} ms` : '-',
        inBrowser ? `${ms(inBrowser.maxMs)} ms` : '-',
      ]);
    });
    if (typeof browser === 'string') verdicts.push(`Chromium (${count}): ${browser}`);
    if (count === 10_000) {
      const worst = Math.max(
        ...node.map((r) => r.maxMs),
        ...(typeof browser === 'string' ? [] : browser.map((r) => r.maxMs)),
      );
      verdicts.push(
        `10,000 registrants: slowest run ${ms(worst)} ms, target < ${FILTER_TARGET_MS} ms: ${worst < FILTER_TARGET_MS ? 'met' : 'MISSED'}`,
      );
    }
  }
  console.log(benchTable(rows, 2));
  console.log(`\n${verdicts.join('\n')}\n`);
}

main().catch((error: unknown) => {
  console.error(`admin filter bench failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
