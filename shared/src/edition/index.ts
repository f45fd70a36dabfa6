/** The editions: their files (editions/), the current one (edition.ts) and what derives from it. */
export { EDITION, EDITION_PROGRAMME, EDITIONS, editionOf, onEditionChange, programmeOf, setEditions } from './edition';
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
  editionDocumentProblems,
  editionDocumentSchema,
  koreaDate,
  parseEditionDocument,
} from './documentSchema';
export * from './lifecycle';
