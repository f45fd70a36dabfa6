/**
 * Editions' entry: the editions as data (the `editions` table), the admin's editions API, the
 * current edition read at start and followed across processes, the `?edition=` parameter of the
 * admin calls, and the past-edition refusals. Each forum record carries its year (migration 019).
 */
export { assertCurrentEditionQuery, editionFromQuery } from './editionParam';
export { editionsRouter } from './router';
export {
  type EditionAnswer,
  type EditionListing,
  type EditionService,
  type EditionState,
  PREVIEW_HOURS,
  createEditionService,
} from './service';
export {
  EditionStartError,
  type EditionWatch,
  loadEditions,
  seedEditions,
  watchCurrentEdition,
} from './currentEdition';
export { lastDayPassed } from './forumDays';
export {
  assertCurrentForChange,
  assertCurrentForDesk,
  editionEndedWords,
  editionReadOnlyWords,
  pastEditionWords,
  registrantEdition,
} from './pastEdition';
export { startCurrentEdition } from './startEdition';
