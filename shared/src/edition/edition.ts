/**
 * The current edition (registry.ts chooses it: the latest, or FORUM_EDITION), its programme and the
 * list of all editions. Code about this year's forum reads EDITION; code that must also serve a
 * past edition's records takes an Edition (editionOf) as an argument.
 */
import { type EditionFiles, editionEnv, editionFilesList, selectEditionFiles } from './registry';
import type { Edition, EditionProgramme } from './types';

/**
 * An invalid FORUM_EDITION falls back to the latest here, so importing the edition never throws;
 * the API's configuration and the site's build (readSiteSettings) refuse it with its reason.
 */
function currentFiles(): EditionFiles {
  try {
    return selectEditionFiles(editionEnv());
  } catch {
    return selectEditionFiles({});
  }
}

function allFiles(): readonly EditionFiles[] {
  try {
    return editionFilesList(editionEnv());
  } catch {
    return editionFilesList({});
  }
}

const CURRENT = /* @__PURE__ */ currentFiles();

export const EDITION: Edition = CURRENT.edition;
export const EDITION_PROGRAMME: EditionProgramme = CURRENT.programme;

/** Every edition, oldest first (the current one among them). */
export const EDITIONS: readonly Edition[] = /* @__PURE__ */ allFiles().map((files) => files.edition);

/** The edition of `year`, if there is one. */
export function editionOf(year: number): Edition | undefined {
  return EDITIONS.find((edition) => edition.year === year);
}

/** The programme of `year`'s edition (empty days for an unknown year). */
export function programmeOf(year: number): EditionProgramme {
  return allFiles().find((files) => files.edition.year === year)?.programme ?? { 1: [], 2: [] };
}
