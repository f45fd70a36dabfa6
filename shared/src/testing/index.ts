/** Test data for every workspace's tests and benchmarks (`@forum/shared/testing`); no page imports it. */
export { generateRegistrants } from './generateRegistrants';
export * from './registrants';
export { benchTable } from './benchTable';
