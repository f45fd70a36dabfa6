/** Browser entry of the filter benchmark (bundled by benchAdmin.ts, run in Chromium). */
import { measureFilterScenarios } from './adminFilterBench';

(globalThis as { adminFilterBench?: typeof measureFilterScenarios }).adminFilterBench = measureFilterScenarios;
