/**
 * The current edition, its programme and the list of all editions. The database holds the editions
 * and the API's start-up and every publish set them here (`setEditions`); until then (the site's
 * build, the admin's bundle, a CLI without a database) they are the shipped files' (registry.ts).
 * The bindings are `let`: importers read the live value. Code about this year's forum reads
 * EDITION; code that must also serve a past edition's records takes an Edition (editionOf).
 * Values derived from the current edition elsewhere register with `onEditionChange`.
 */
import { type EditionFiles, SHIPPED_EDITIONS, latestShippedEdition } from './registry.ts';
import type { EditionSite } from './siteTypes';
import type { Edition, EditionProgramme } from './types';

let all: readonly EditionFiles[] = SHIPPED_EDITIONS;
const initial = latestShippedEdition();

export let EDITION: Edition = initial.edition;
export let EDITION_PROGRAMME: EditionProgramme = initial.programme;
export let EDITION_SITE: EditionSite = initial.site;

/** Every edition, oldest first (the current one among them). */
export let EDITIONS: readonly Edition[] = all.map((files) => files.edition);

const listeners: Array<() => void> = [];

/** Runs `listener` after every change of the current edition (derived tables recompute themselves). */
export function onEditionChange(listener: () => void): void {
  listeners.push(listener);
}

/**
 * Makes `editions` the known editions and `currentYear`'s the current one, then tells every
 * listener. A year absent from `editions` is a caller's mistake.
 */
export function setEditions(editions: readonly EditionFiles[], currentYear: number): void {
  const current = editions.find((files) => files.edition.year === currentYear);
  if (!current) throw new Error(`No ${currentYear} edition among the editions given`);
  all = [...editions].sort((a, b) => a.edition.year - b.edition.year);
  EDITIONS = all.map((files) => files.edition);
  EDITION = current.edition;
  EDITION_PROGRAMME = current.programme;
  EDITION_SITE = current.site;
  for (const listener of listeners) listener();
}

/** The edition of `year`, if there is one. */
export function editionOf(year: number): Edition | undefined {
  return EDITIONS.find((edition) => edition.year === year);
}

/** The programme of `year`'s edition (empty days for an unknown year). */
export function programmeOf(year: number): EditionProgramme {
  return all.find((files) => files.edition.year === year)?.programme ?? { 1: [], 2: [] };
}

/** The site's words and pictures of `year`'s edition (the current one's for an unknown year). */
export function siteOf(year: number): EditionSite {
  return all.find((files) => files.edition.year === year)?.site ?? EDITION_SITE;
}
