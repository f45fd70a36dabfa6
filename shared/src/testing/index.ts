/** Test data for every workspace's tests and benchmarks (`@forum/shared/testing`); no page imports it. */
export { generateRegistrants } from './generateRegistrants';
export * from './registrants';
export { benchTable } from './benchTable';
export { SAMPLE_EDITION_2026, SAMPLE_PROGRAMME_2026, SAMPLE_SITE_2026 } from './editions/2026.sample';
export * from './editionDocuments';
export * from './editionsStandIn';
