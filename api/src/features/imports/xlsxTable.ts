/**
 * Runs the .xlsx reader (xlsxRows.ts) in a worker thread of its own, bounded in memory and time:
 * a worker past XLSX_WORKER_MEMORY_MB or XLSX_READ_DEADLINE_MS is ended and the file is
 * `too_large`. At most XLSX_READS_AT_ONCE files are read at once per process; more wait their turn.
 */
import { Worker } from 'node:worker_threads';
import type { XlsxRowsResult } from './xlsxRows';

/** The worker's JavaScript heap: a 20,000-row sheet needs a fraction of it. */
export const XLSX_WORKER_MEMORY_MB = 128;
/** A sheet that takes longer than this in its worker is refused (a real one takes under two seconds). */
export const XLSX_READ_DEADLINE_MS = 20_000;
const XLSX_READS_AT_ONCE = 2;

/**
 * The worker's file beside this module: `.ts` under tsx and the tests (with tsx's loader for the
 * worker too), `.js` beside the bundle in api/dist, which the build writes as its own entry.
 */
function workerEntry(): { url: URL; execArgv?: string[] } {
  if (import.meta.url.endsWith('.ts')) {
    const withTsx = process.execArgv.some((arg) => arg.includes('tsx'));
    return {
      url: new URL('./xlsxWorker.ts', import.meta.url),
      ...(withTsx ? {} : { execArgv: [...process.execArgv, '--import', 'tsx'] }),
    };
  }
  return { url: new URL('./xlsxWorker.js', import.meta.url) };
}

let running = 0;
const queue: Array<() => void> = [];

async function turn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= XLSX_READS_AT_ONCE) await new Promise<void>((resolve) => queue.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    queue.shift()?.();
  }
}

function readInWorker(file: Buffer, maxFilledRows: number): Promise<XlsxRowsResult> {
  // The worker gets its own copy, moved rather than copied again.
  const bytes = new Uint8Array(file).buffer;
  const entry = workerEntry();
  const worker = new Worker(entry.url, {
    workerData: { file: bytes, maxFilledRows },
    transferList: [bytes],
    resourceLimits: { maxOldGenerationSizeMb: XLSX_WORKER_MEMORY_MB, maxYoungGenerationSizeMb: 16 },
    ...(entry.execArgv ? { execArgv: entry.execArgv } : {}),
  });
  return new Promise<XlsxRowsResult>((resolve, reject) => {
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      outcome();
      void worker.terminate();
    };
    const deadline = setTimeout(
      () => settle(() => resolve({ ok: false, problem: 'too_large' })),
      XLSX_READ_DEADLINE_MS,
    );
    worker.once('message', (result: XlsxRowsResult) => settle(() => resolve(result)));
    worker.once('error', (error: Error & { code?: string }) =>
      settle(() =>
        // The reader catches every fault of the file; what reaches here is the worker's own.
        error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? resolve({ ok: false, problem: 'too_large' }) : reject(error),
      ),
    );
    worker.once('exit', (code) => settle(() => reject(new Error(`the xlsx worker exited with ${code} and no answer`))));
  });
}

/** The first sheet's rows with text (see xlsxRows.ts), read in a worker thread. */
export function readXlsxTable(file: Buffer, maxFilledRows: number): Promise<XlsxRowsResult> {
  return turn(() => readInWorker(file, maxFilledRows));
}
