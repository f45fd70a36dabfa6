/**
 * The shipped edition files: the seed of a database without editions (the API's first start
 * publishes the latest as current) and the edition a static build or a process without a database
 * starts on. Which edition is current is the database's answer, set at start and on every publish
 * (edition.ts `setEditions`), never an environment variable. A leaf of the edition (no session
 * tables), so the site's Vite config can load it.
 */
import { EDITION_2025 } from './editions/2025.ts';
import { PROGRAMME_2025 } from './editions/2025.programme.ts';
import { SITE_2025 } from './editions/2025.site.ts';
import type { EditionSite } from './siteTypes';
import type { Edition, EditionProgramme } from './types';

export interface EditionFiles {
  edition: Edition;
  programme: EditionProgramme;
  /** The site's words and pictures. */
  site: EditionSite;
}

/** The shipped edition files, oldest first: the seed of a database without editions. */
export const SHIPPED_EDITIONS: readonly EditionFiles[] = [
  { edition: EDITION_2025, programme: PROGRAMME_2025, site: SITE_2025 },
];

/** The latest shipped edition: the current one until the database says otherwise. */
export function latestShippedEdition(): EditionFiles {
  return SHIPPED_EDITIONS[SHIPPED_EDITIONS.length - 1]!;
}
