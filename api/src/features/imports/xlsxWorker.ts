/**
 * The worker thread an .xlsx is read in (xlsxTable.ts starts one per file): the request's process
 * keeps answering while a sheet streams, and a worker that runs out of its memory or time is ended
 * without the process. Its own entry in the production build (api/scripts/build.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { readXlsxRows } from './xlsxRows';

const { file, maxFilledRows } = workerData as { file: ArrayBuffer; maxFilledRows: number };
parentPort?.postMessage(await readXlsxRows(Buffer.from(file), { maxFilledRows }));
