/** The access log's entry: appending (in the action's transaction), verifying, pruning, and its admin route. */
export {
  type AccessLog,
  type AccessLogInput,
  type Actor,
  MAX_NAMED_REGISTRANTS,
  createAbsentAccessLogForBenchmarks,
  createAccessLog,
} from './accessLog';
export { type VerifyResult, verifyAccessLog } from './verify';
export { ACCOUNT_RECORD_KEEP_DAYS, type PruneOptions, pruneAccessLog } from './prune';
export { accessLogRouter } from './router';
/** The chain's hash, for benchmarks that write a long chain directly. */
export { rowHash } from './chain';
