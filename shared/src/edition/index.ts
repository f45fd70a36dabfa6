/** The editions: their files (editions/), the current one (edition.ts) and what derives from it. */
export {
  EDITION,
  EDITION_PROGRAMME,
  EDITION_SITE,
  EDITIONS,
  editionOf,
  onEditionChange,
  programmeOf,
  setEditions,
  siteOf,
} from './edition';
export * from './siteTypes';
export { type SampleContent, editionSiteSchema, siteSamples } from './siteSchema';
export * from './siteWords';
export { type EditionFiles, SHIPPED_EDITIONS, latestShippedEdition } from './registry';
export * from './types';
export * from './lookup';
export * from './schedule';
export * from './format';
export { editionChanges, editionProblems } from './check';
export {
  type EditionCheckContext,
  type EditionDocument,
  type EditionProblem,
  documentOfFiles,
  editionDocumentProblems,
  editionFilesOf,
  editionDocumentSchema,
  koreaDate,
  parseEditionDocument,
} from './documentSchema';
export * from './lifecycle';
export { withSessionSpeakers } from './sessionSpeakers';
