/**
 * Lighthouse (mobile, simulated throttling: its defaults) on / and /kor of a running server, side
 * by side with the same pages without scripts, so the landing page's distance from the static
 * limit is two numbers: its largest contentful paint over that of the script-free page (target:
 * at most 1.15) and its Total Blocking Time over the script-free page's (target: at most 50 ms
 * more); performance at least 98 on both pages. Used by bench:lighthouse and bench:landing.
 *
 * The script-free pages come from a small proxy in front of the server (stripScripts.ts): the same
 * HTML with every script and module preload removed; everything else passes through unchanged. The
 * runs are interleaved (page, variant, page, variant, ...) and repeated (LIGHTHOUSE_RUNS, default
 * 3), so a busy machine slows both variants alike; medians are printed with the load average,
 * because simulated figures still move with the CPU time the observed trace took.
 *
 * Lighthouse is fetched by npx on first use rather than kept as a dependency, so `npm ci` stays
 * lean; Chromium is Debian's (CHROMIUM_PATH).
 */
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM_PATH, REPO_ROOT, loadAverage, median } from './benchServer.ts';
import { startStripScriptsProxy } from './stripScripts.ts';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const LIGHTHOUSE = process.env.LIGHTHOUSE_PACKAGE ?? 'lighthouse@12';
const PAGES = ['/', '/kor'] as const;
const RATIO_TARGET = 1.15;
const PERFORMANCE_TARGET = 98;
const TBT_EXTRA_TARGET_MS = 50;

const chromeFlags =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

interface Run {
  performance: number;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  lcpElement: string;
}

type Audits = Record<
  string,
  { numericValue?: number; details?: { items?: Array<{ items?: Array<{ node?: { snippet?: string } }> }> } }
>;

const execFileAsync = promisify(execFile);

async function runLighthouse(url: string, report: string, allCategories: boolean, attempt = 1): Promise<Run> {
  try {
    await lighthouse(url, report, allCategories);
  } catch (error) {
    // Chromium now and then fails to start on a busy machine: one more go before giving up.
    if (attempt >= 2) throw error;
    return runLighthouse(url, report, allCategories, attempt + 1);
  }
  return readReport(report);
}

/** Asynchronous, so the strip-scripts proxy in this process keeps answering during the run. */
async function lighthouse(url: string, report: string, allCategories: boolean): Promise<void> {
  await execFileAsync(
    'npx',
    [
      '-y',
      LIGHTHOUSE,
      url,
      '--quiet',
      `--chrome-flags=${chromeFlags}`,
      '--form-factor=mobile',
      ...(allCategories ? [] : ['--only-categories=performance']),
      '--output=json',
      `--output-path=${report}`,
    ],
    { cwd: REPO_ROOT, env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, maxBuffer: 64 * 1024 * 1024 },
  );
}

function readReport(report: string): Run {
  const result = JSON.parse(fs.readFileSync(report, 'utf8')) as {
    categories: Record<string, { score: number | null }>;
    audits: Audits;
  };
  const score = (id: string) => {
    const value = result.categories[id]?.score;
    return value === undefined || value === null ? null : Math.round(value * 100);
  };
  const metric = (id: string) => result.audits[id]?.numericValue ?? Number.NaN;
  const element =
    result.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '?';
  return {
    performance: score('performance') ?? 0,
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    speedIndex: metric('speed-index'),
    lcpElement: element.replace(/\s+/g, ' ').slice(0, 70),
  };
}

/** Runs and prints the comparison for `base` (a running server); false when a target is missed. */
export async function lighthouseBesideStaticPages(base: string): Promise<boolean> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'forum-lighthouse-'));
  const proxy = await startStripScriptsProxy(base);
  try {
    // Fetch Lighthouse once, and make the script-free pages once, outside the measured runs.
    execFileSync('npx', ['-y', LIGHTHOUSE, '--version'], { cwd: REPO_ROOT, stdio: 'ignore' });
    for (const page of PAGES) {
      for (const encoding of ['gzip, deflate, br, zstd', 'gzip, deflate, br', 'gzip, deflate']) {
        await (await fetch(proxy.url + page, { headers: { 'Accept-Encoding': encoding } })).arrayBuffer();
      }
    }
    console.log(
      `Lighthouse ${LIGHTHOUSE}, mobile, simulated throttling, ${RUNS} runs per page and variant (interleaved)`,
    );
    console.log(`load average before: ${loadAverage()} (${os.cpus().length} CPUs)`);

    const runs = new Map<string, Run[]>();
    for (let i = 0; i < RUNS; i++) {
      for (const page of PAGES) {
        for (const variant of ['scripts', 'no scripts'] as const) {
          const url = variant === 'scripts' ? base + page : proxy.url + page;
          const run = await runLighthouse(url, path.join(work, 'report.json'), variant === 'scripts' && i === 0);
          const key = `${page} ${variant}`;
          runs.set(key, [...(runs.get(key) ?? []), run]);
          console.log(
            `  run ${i + 1} ${key.padEnd(16)} perf ${String(run.performance).padStart(3)}  LCP ${run.lcp.toFixed(0).padStart(5)} ms  ` +
              `FCP ${run.fcp.toFixed(0).padStart(5)} ms  TBT ${run.tbt.toFixed(0).padStart(4)} ms  load ${loadAverage()}`,
          );
        }
      }
    }

    console.log(`load average after: ${loadAverage()}`);
    console.log('\nmedians           perf   FCP ms   LCP ms   TBT ms  SI ms   CLS    LCP element');
    let failed = false;
    for (const page of PAGES) {
      const lcp: Record<string, number> = {};
      const tbt: Record<string, number> = {};
      for (const variant of ['scripts', 'no scripts'] as const) {
        const list = runs.get(`${page} ${variant}`) ?? [];
        const m = (pick: (run: Run) => number) => median(list.map(pick));
        lcp[variant] = m((run) => run.lcp);
        tbt[variant] = m((run) => run.tbt);
        console.log(
          `${`${page} ${variant}`.padEnd(17)} ${String(m((run) => run.performance)).padStart(4)} ${m((run) => run.fcp)
            .toFixed(0)
            .padStart(8)} ${lcp[variant]!.toFixed(0).padStart(8)} ${m((run) => run.tbt)
            .toFixed(0)
            .padStart(8)} ${m((run) => run.speedIndex)
            .toFixed(0)
            .padStart(6)} ${m((run) => run.cls)
            .toFixed(3)
            .padStart(6)}    ${list[0]?.lcpElement ?? ''}`,
        );
      }
      const ratio = lcp.scripts! / lcp['no scripts']!;
      const tbtExtra = tbt.scripts! - tbt['no scripts']!;
      const tbtRatio = tbt.scripts! / Math.max(1, tbt['no scripts']!);
      const performance = median((runs.get(`${page} scripts`) ?? []).map((run) => run.performance));
      const ok = ratio <= RATIO_TARGET && tbtExtra <= TBT_EXTRA_TARGET_MS && performance >= PERFORMANCE_TARGET;
      failed ||= !ok;
      console.log(
        `${ok ? 'PASS' : 'FAIL'}  ${page}: LCP ratio ${ratio.toFixed(2)} (target <= ${RATIO_TARGET}), ` +
          `TBT ${tbt.scripts!.toFixed(0)} vs ${tbt['no scripts']!.toFixed(0)} ms: ${tbtExtra >= 0 ? '+' : ''}${tbtExtra.toFixed(0)} ms, ratio ${tbtRatio.toFixed(2)} (target <= +${TBT_EXTRA_TARGET_MS} ms), ` +
          `performance ${performance} (target >= ${PERFORMANCE_TARGET})`,
      );
    }

    const first = (page: string) => runs.get(`${page} scripts`)?.[0];
    console.log('\nother categories (first run with scripts): page  accessibility  best-practices  seo');
    for (const page of PAGES) {
      const run = first(page);
      console.log(
        `  ${page.padEnd(5)} ${String(run?.accessibility).padStart(13)} ${String(run?.bestPractices).padStart(15)} ${String(run?.seo).padStart(4)}`,
      );
    }
    return !failed;
  } finally {
    await proxy.close();
    fs.rmSync(work, { recursive: true, force: true });
  }
}
