/** The editions: their files (editions/), the current one (edition.ts) and what derives from it. */
export { EDITION, EDITION_PROGRAMME, EDITIONS, editionOf, programmeOf } from './edition';
export { EditionSelectionError, selectEditionFiles } from './registry';
export * from './types';
export * from './lookup';
export * from './schedule';
export * from './format';
export { editionChanges, editionProblems } from './check';
