/**
 * An edition's place in its life as the screen shows it: a badge in words (never colour alone),
 * the edition published now, the next year to prepare, and the first day after a forum's last.
 */
import type { Locale } from '@forum/shared';
import type { EditionListing, EditionState } from './editionDocument';
import { FORUM_TEXT } from './forumText';

export function stateWord(state: EditionState, current: boolean, locale: Locale): string {
  const t = FORUM_TEXT[locale];
  return current && state === 'ended' ? t.endedCurrent : t.states[state];
}

export function StateBadge({ state, current, locale }: { state: EditionState; current: boolean; locale: Locale }) {
  return <span className={`forum-badge forum-badge--${state}`}>{stateWord(state, current, locale)}</span>;
}

/** The edition the site shows now (published last), or null on a server without one. */
export function currentEditionOf(editions: readonly EditionListing[]): EditionListing | null {
  return editions.find((edition) => edition.current) ?? null;
}

/**
 * What "Prepare" offers: the year after the current one, from it. Null when there is no current
 * edition to copy, or when that year (or a later draft) already exists: the list then offers to
 * continue the draft instead.
 */
export function nextToPrepare(editions: readonly EditionListing[]): { from: number; year: number } | null {
  const current = currentEditionOf(editions);
  if (!current) return null;
  const year = current.year + 1;
  return editions.some((edition) => edition.year >= year) ? null : { from: current.year, year };
}

/** The draft after the current edition, if one is being prepared. */
export function draftInPreparation(editions: readonly EditionListing[]): EditionListing | null {
  const current = currentEditionOf(editions);
  return (
    editions
      .filter((edition) => edition.state === 'draft' && (!current || edition.year > current.year))
      .sort((a, b) => a.year - b.year)[0] ?? null
  );
}

/** `YYYY-MM-DD` of the day after `isoDate`. */
export function dayAfter(isoDate: string): string {
  const [year = NaN, month = NaN, day = NaN] = isoDate.split('-').map(Number);
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  return Number.isNaN(next.getTime()) ? isoDate : next.toISOString().slice(0, 10);
}
