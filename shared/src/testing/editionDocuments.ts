/**
 * The editions as `/api/admin/editions` serves them, built from the shipped edition files, for the
 * tests of the admin's Forum screen (component tests and the browser's stand-in answers until the
 * API serves them): the shipped edition as the current one, ended, and next year's draft copied
 * from it the way "Prepare" copies (all facts and words, the days moved by whole weeks to the same
 * weekdays a year on, no people).
 */
import { EDITION_2025 } from '../edition/editions/2025';
import { PROGRAMME_2025 } from '../edition/editions/2025.programme';
import { SITE_2025 } from '../edition/editions/2025.site';
import type { EditionSite } from '../edition/siteTypes';
import type { Edition, EditionProgramme } from '../edition/types';

export type FixtureEditionState = 'draft' | 'current' | 'ended' | 'purged';

export interface EditionDocumentFixture extends Edition {
  programme: EditionProgramme;
  site: EditionSite;
  state: FixtureEditionState;
}

export interface EditionListingFixture {
  year: number;
  state: FixtureEditionState;
  current: boolean;
  registrants: number;
  retentionUntil: string;
  days: { 1: string; 2: string };
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** `isoDate` moved by whole weeks to the same weekday about a year later (52 weeks). */
export function sameWeekdayNextYear(isoDate: string): string {
  const ms = Date.parse(`${isoDate}T00:00:00Z`);
  return new Date(ms + 52 * WEEK_MS).toISOString().slice(0, 10);
}

export function editionDocumentOf(
  edition: Edition = EDITION_2025,
  programme: EditionProgramme = PROGRAMME_2025,
  state: FixtureEditionState = 'ended',
  site: EditionSite = SITE_2025,
): EditionDocumentFixture {
  return structuredClone({ ...edition, programme, site, state });
}

/** Next year's draft as "Prepare" makes it from `from`: its name's year and its days moved on. */
export function draftCopiedFrom(from: EditionDocumentFixture, year = from.year + 1): EditionDocumentFixture {
  const copy = structuredClone(from);
  const renamed = (text: string) => text.replaceAll(String(from.year), String(year));
  return {
    ...copy,
    year,
    state: 'draft',
    name: { en: renamed(copy.name.en), ko: renamed(copy.name.ko) },
    days: { 1: sameWeekdayNextYear(copy.days[1]), 2: sameWeekdayNextYear(copy.days[2]) },
  };
}

/** The document's row in the list; `current` marks the edition published last (it may have ended). */
export function editionListingOf(
  document: EditionDocumentFixture,
  { current = document.state === 'current', registrants = 0 }: { current?: boolean; registrants?: number } = {},
): EditionListingFixture {
  return {
    year: document.year,
    state: document.state,
    current,
    registrants,
    retentionUntil: document.retentionUntil,
    days: { ...document.days },
  };
}
