/**
 * `?edition=YYYY` on the admin calls that list, count or export: the current edition when absent,
 * 404 for a value naming no edition. Writes act on
 * the current edition only: a write naming a past edition is refused with `409 edition_ended`.
 */
import { EDITION, EDITIONS, type Locale } from '@forum/shared';
import { AppError } from '../../errors';
import { editionReadOnlyWords } from './pastEdition';

function unknownEditionWords(raw: string): Record<Locale, string> {
  const known = EDITIONS.map((edition) => edition.year).join(', ');
  const shown = raw.length > 12 ? `${raw.slice(0, 12)}…` : raw;
  return {
    en: `There is no ${shown} edition of the forum (editions: ${known}).`,
    ko: `${shown}년 포럼은 없습니다(포럼 연도: ${known}).`,
  };
}

function oneValue(raw: unknown): string | undefined {
  if (raw === undefined) return undefined;
  // `?edition=2025&edition=2026`: ambiguous, refused like an unknown year.
  if (typeof raw !== 'string') return Array.isArray(raw) ? raw.join(',') : String(raw);
  return raw.trim();
}

/** The edition a list, count or export reads: the current one by default, 404 for an unknown year. */
export function editionFromQuery(raw: unknown): number {
  const value = oneValue(raw);
  if (value === undefined || value === '') return EDITION.year;
  const year = /^\d{4}$/.test(value) ? Number(value) : NaN;
  if (!EDITIONS.some((edition) => edition.year === year))
    throw new AppError('not_found', { messages: unknownEditionWords(value) });
  return year;
}

/**
 * A write's `?edition=`: absent or the current year goes through; an unknown year is 404 and a past
 * year 409 `edition_ended` (past editions are read-only).
 */
export function assertCurrentEditionQuery(raw: unknown): void {
  const year = editionFromQuery(raw);
  if (year !== EDITION.year) throw new AppError('edition_ended', { messages: editionReadOnlyWords(year) });
}
