/** Retention's entry: the daily purge (job and command line) and the purged totals' route. */
export { retentionRouter } from './router';
export { purgedTotals } from './totals';
export { type BackgroundJob, startRetentionJob } from './retentionJob';
export { type RetentionOutcome, type RetentionSettings, runRetention } from './retention';
export type { PurgeStep } from './purgeSteps';
