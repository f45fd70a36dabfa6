/**
 * Editions' entry: the admin's list of editions and the `?edition=` parameter of the admin calls.
 * The editions themselves are data (shared/src/edition/editions/); each forum record carries its
 * year (migration 019).
 */
export { assertCurrentEditionQuery, editionFromQuery } from './editionParam';
export { type EditionSummary, editionSummaries, editionsRouter } from './router';
export {
  assertCurrentForChange,
  assertCurrentForDesk,
  editionEndedWords,
  editionReadOnlyWords,
  pastEditionWords,
  registrantEdition,
} from './pastEdition';
export { startCurrentEdition } from './startEdition';
