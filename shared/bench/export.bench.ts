/**
 * `npm run bench:admin`: the cost of the registration export for 10,000 and 100,000 registrants,
 * beside a bare SheetJS `json_to_sheet` + `write` of the same rows (target: ours at most 1.5x the
 * bare time).
 *
 * Every measurement runs in a fresh Node process, so its peak resident memory (maxRSS) belongs to
 * that one export alone and no run inherits another's heap or JIT state. Each process first runs a
 * small warm-up export, then collects garbage, then measures.
 */
import { spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Registrant } from '../src/registrant';
import { buildRegistrationWorkbook, registrantColumns, registrantRow } from '../src/spreadsheet';
import { XLSX } from '../src/spreadsheet/sheetjs';
import { generateRegistrants } from '../src/testing/generateRegistrants';

const SIZES = [10_000, 100_000];
const RUNS_PER_CASE = 3;
const WARM_UP_ROWS = 1_000;
const TARGET_RATIO = 1.5;

/**
 * The baseline is `json_to_sheet` + `write` with compression, in both output types: `array` (an
 * ArrayBuffer, what most examples use) and `buffer` (bytes without a binary-string detour, what
 * ours uses). The ratio is taken against the faster of the two.
 */
const IMPLEMENTATIONS = {
  ours: 'buildRegistrationWorkbook',
  bareArray: "bare json_to_sheet + write (type 'array')",
  bareBuffer: "bare json_to_sheet + write (type 'buffer')",
} as const;
type Implementation = keyof typeof IMPLEMENTATIONS;

interface Measurement {
  ms: number;
  /** Peak resident memory of the process, minus what it held just before the export. */
  peakRssDeltaMb: number;
  peakRssMb: number;
  bytes: number;
}

// ---- the two exports ---------------------------------------------------------------------------

/**
 * The rows the bare baseline writes: the same cells as ours, as header-keyed objects, built before
 * the clock starts so the baseline pays only for SheetJS.
 */
function bareRows(registrants: readonly Registrant[]): Record<string, string | number>[] {
  const headers = registrantColumns('ko').map((column) => column.header);
  return registrants.map((registrant, index) => {
    const cells = registrantRow(registrant, index, 'ko');
    const row: Record<string, string | number> = {};
    headers.forEach((header, c) => {
      row[header] = cells[c]!;
    });
    return row;
  });
}

function bareExport(rows: Record<string, string | number>[], type: 'array' | 'buffer'): number {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.json_to_sheet(rows), '사전등록 현황');
  const written: ArrayBuffer | Uint8Array = XLSX.write(workbook, { type, bookType: 'xlsx', compression: true });
  return written.byteLength;
}

function prepare(implementation: Implementation, count: number): () => number {
  const registrants = generateRegistrants(count);
  if (implementation === 'ours') {
    return () => buildRegistrationWorkbook(registrants, { locale: 'ko' }).byteLength;
  }
  const rows = bareRows(registrants);
  const type = implementation === 'bareArray' ? 'array' : 'buffer';
  return () => bareExport(rows, type);
}

function collectGarbage(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

function measureInThisProcess(implementation: Implementation, count: number): Measurement {
  prepare(implementation, WARM_UP_ROWS)();
  const run = prepare(implementation, count);
  collectGarbage();
  const rssBefore = process.memoryUsage().rss;
  const start = performance.now();
  const bytes = run();
  const ms = performance.now() - start;
  const peakRss = process.resourceUsage().maxRSS * 1024;
  const mb = (value: number) => value / (1024 * 1024);
  return { ms, peakRssDeltaMb: mb(Math.max(0, peakRss - rssBefore)), peakRssMb: mb(peakRss), bytes };
}

// ---- the driver ---------------------------------------------------------------------------------

function measureInFreshProcess(implementation: Implementation, count: number): Measurement {
  const script = fileURLToPath(import.meta.url);
  const child = spawnSync(
    process.execPath,
    [...process.execArgv, '--expose-gc', script, '--child', implementation, String(count)],
    { encoding: 'utf8', maxBuffer: 1024 * 1024 },
  );
  if (child.status !== 0) {
    throw new Error(`${implementation} ${count} failed (exit ${child.status}):\n${child.stderr}`);
  }
  const lastLine = child.stdout.trim().split('\n').pop() ?? '';
  return JSON.parse(lastLine) as Measurement;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function table(rows: readonly (readonly string[])[]): string {
  const widths = rows[0]!.map((_cell, c) => Math.max(...rows.map((row) => row[c]!.length)));
  const line = (row: readonly string[]) =>
    row.map((cell, c) => (c === 0 || c === 1 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  ');
  return [line(rows[0]!), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

function main(): void {
  console.log(`Registration export, ${RUNS_PER_CASE} fresh processes per case (median time; peak = max over runs)`);
  // Timings on a shared machine move with its load; the load average says how busy it was.
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  console.log(`Node ${process.version}, SheetJS ${XLSX.version}, ${cpus().length} CPUs, load average ${load}\n`);
  const rows: string[][] = [
    ['rows', 'export', 'time ms', 'min ms', 'peak RSS MB', 'RSS +MB', 'file KB', 'time vs bare'],
  ];
  const verdicts: string[] = [];
  for (const count of SIZES) {
    const results = {} as Record<
      Implementation,
      { ms: number; min: number; peak: number; delta: number; bytes: number }
    >;
    for (const implementation of Object.keys(IMPLEMENTATIONS) as Implementation[]) {
      const runs = Array.from({ length: RUNS_PER_CASE }, () => measureInFreshProcess(implementation, count));
      results[implementation] = {
        ms: median(runs.map((run) => run.ms)),
        min: Math.min(...runs.map((run) => run.ms)),
        peak: Math.max(...runs.map((run) => run.peakRssMb)),
        delta: Math.max(...runs.map((run) => run.peakRssDeltaMb)),
        bytes: runs[0]!.bytes,
      };
    }
    const bareMs = Math.min(results.bareArray.ms, results.bareBuffer.ms);
    for (const implementation of Object.keys(IMPLEMENTATIONS) as Implementation[]) {
      const result = results[implementation];
      rows.push([
        count.toLocaleString('en-US'),
        IMPLEMENTATIONS[implementation],
        result.ms.toFixed(0),
        result.min.toFixed(0),
        result.peak.toFixed(0),
        result.delta.toFixed(0),
        (result.bytes / 1024).toFixed(0),
        `${(result.ms / bareMs).toFixed(2)}x`,
      ]);
    }
    const ratio = results.ours.ms / bareMs;
    verdicts.push(
      `${count.toLocaleString('en-US')} rows: ${ratio.toFixed(2)}x the faster bare export, target <= ${TARGET_RATIO}x: ${ratio <= TARGET_RATIO ? 'met' : 'MISSED'}`,
    );
  }
  console.log(table(rows));
  console.log(`\n${verdicts.join('\n')}`);
  console.log(
    '\nOurs includes mapping registrants to rows, Korean-aware widths, autofilter, the frozen header' +
      ' (unzip, patch, re-zip) and compression; bare gets ready-made row objects and only runs' +
      ' SheetJS. "RSS +MB" is the peak over what the process held just before the export.',
  );
}

const childAt = process.argv.indexOf('--child');
if (childAt >= 0) {
  const implementation = process.argv[childAt + 1] as Implementation;
  const count = Number(process.argv[childAt + 2]);
  console.log(JSON.stringify(measureInThisProcess(implementation, count)));
} else {
  main();
}
