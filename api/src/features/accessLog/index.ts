/** The access log's entry: appending (in the action's transaction), verifying, pruning, and its admin route. */
export { type AccessLog, type AccessLogInput, type Actor, MAX_NAMED_REGISTRANTS, createAccessLog } from './accessLog';
export { type VerifyResult, verifyAccessLog } from './verify';
/** Migrating with the key at hand: sealing an upgraded log's head when migration 016 is applied. */
export { type PreparedAccessLog, prepareAccessLog } from './prepare';
export { SEAL_MIGRATION, checkChainBeforeSeal, headProblem, sealNewHead } from './seal';
export { AccessLogRefusedError, type HeadProblem } from './head';
export { ACCOUNT_RECORD_KEEP_DAYS, type PruneOptions, pruneAccessLog } from './prune';
export { accessLogRouter } from './router';
export { type AccessLogAdmin, createAccessLogAdmin } from './adminReads';
/** The chain's hash, for benchmarks and tests that write a chain directly. */
export {
  type AccessLogKey,
  type ChainedFields,
  GENESIS_HASH,
  anchorMac,
  headMac,
  keyFingerprint,
  keyedFromMac,
  legacyRowHash,
  rowHash,
} from './chain';
/** ACCESS_LOG_KEY: parsed by config.ts, or made under data/ for the embedded default. */
export { MIN_ACCESS_LOG_KEY_BYTES, parseAccessLogKey, readOrCreateKeyFile } from '../../accessLogKey';
