/** Browser entry of the filter benchmark (bundled by filterBench.run.ts, run in Chromium). */
import { measureFilterScenarios } from './filterBench';

(globalThis as { adminFilterBench?: typeof measureFilterScenarios }).adminFilterBench = measureFilterScenarios;
