/**
 * The words for a past edition's record, with its year: the desk refuses its code ("registered for
 * the 2025 forum") and its manage link is read-only ("The 2025 forum has ended").
 */
import { EDITION, type Locale } from '@forum/shared';
import type { Knex } from 'knex';
import { AppError } from '../../errors';

export function pastEditionWords(year: number): Record<Locale, string> {
  return {
    en: `This code is registered for the ${year} forum, not this year’s: do not check in. Please send the person to the organisers.`,
    ko: `${year}년 포럼에 등록된 코드입니다(올해 포럼 아님). 체크인할 수 없습니다. 운영 사무국으로 안내해 주세요.`,
  };
}

export function editionEndedWords(year: number): Record<Locale, string> {
  return {
    en: `The ${year} forum has ended: this registration can no longer be changed.`,
    ko: `${year} 포럼이 종료되었습니다. 이 등록은 더 이상 변경할 수 없습니다.`,
  };
}

/** An admin write naming a past edition (`?edition=2025` on a change): its records are read-only. */
export function editionReadOnlyWords(year: number): Record<Locale, string> {
  return {
    en: `The ${year} forum has ended: its records are read-only. Changes apply to the ${EDITION.year} forum only.`,
    ko: `${year} 포럼이 종료되었습니다. 지난 포럼의 기록은 읽기 전용이며, 변경은 ${EDITION.year} 포럼에만 적용됩니다.`,
  };
}

/** A registrant's edition (null when there is no such registrant). */
export async function registrantEdition(db: Knex, registrantId: number): Promise<number | null> {
  const row = (await db('registrants').where({ id: registrantId }).first('edition')) as
    { edition: number | string } | undefined;
  return row ? Number(row.edition) : null;
}

/** The desk checks in the current edition only: 409 `past_edition`, naming the year. */
export async function assertCurrentForDesk(db: Knex, registrantId: number): Promise<void> {
  const year = await registrantEdition(db, registrantId);
  if (year !== null && year !== EDITION.year) throw new AppError('past_edition', { messages: pastEditionWords(year) });
}

/** A past edition's registration is read-only: 409 `edition_ended`, naming the year. */
export async function assertCurrentForChange(db: Knex, registrantId: number): Promise<void> {
  const year = await registrantEdition(db, registrantId);
  if (year !== null && year !== EDITION.year)
    throw new AppError('edition_ended', { messages: editionEndedWords(year) });
}
