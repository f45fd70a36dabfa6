/**
 * "How did you hear about us?": one of the edition's choices (Edition.heardFrom, these defaults
 * when it names none), with the person's own words for `other` only. Stored as the choice's key
 * and that text; a row from before the choices (free text) reads as `other` with its text, so old
 * and new registrations count and show alike. The form, the API, the stats, the admin list and the
 * export all read a choice's words from here.
 */
import { EDITION } from './edition';
import { DEFAULT_HEARD_FROM } from './edition/heardFromDefaults';
import type { Edition, HeardFromChoice } from './edition/types';
import type { Locale } from './locale';

export { DEFAULT_HEARD_FROM };

/** The key of the choice that takes the person's own words. */
export const HEARD_FROM_OTHER = 'other';

/** Longest accepted "other" text, in characters after trimming. */
export const HEARD_FROM_OTHER_LIMIT = 200;

/** The edition's choices in its order, `other` always among them (last when the edition left it out). */
export function heardFromChoices(edition: Pick<Edition, 'heardFrom'> = EDITION): readonly HeardFromChoice[] {
  const choices = edition.heardFrom && edition.heardFrom.length > 0 ? edition.heardFrom : DEFAULT_HEARD_FROM;
  if (choices.some((choice) => choice.key === HEARD_FROM_OTHER)) return choices;
  return [...choices, DEFAULT_HEARD_FROM[DEFAULT_HEARD_FROM.length - 1]!];
}

export function isHeardFromKey(value: unknown, choices = heardFromChoices()): value is string {
  return typeof value === 'string' && choices.some((choice) => choice.key === value);
}

/** What a stored answer means: a choice, or (free text from before the choices, a dropped key) `other` with its text. */
export function heardFromAnswer(
  about: string,
  aboutOther: string | undefined,
  choices = heardFromChoices(),
): { key: string; other: string } {
  if (about === '') return { key: '', other: '' };
  if (isHeardFromKey(about, choices))
    return { key: about, other: about === HEARD_FROM_OTHER ? (aboutOther ?? '') : '' };
  return { key: HEARD_FROM_OTHER, other: about };
}

/** The words of a choice in `locale` (its key when the edition does not name it). */
export function heardFromChoiceWords(key: string, locale: Locale, choices = heardFromChoices()): string {
  return choices.find((choice) => choice.key === key)?.words[locale] ?? key;
}

/** An answer as a list, a mail or the export shows it: "Website", "Other: LinkedIn" / "기타: 링크드인". */
export function heardFromWords(
  about: string,
  aboutOther: string | undefined,
  locale: Locale,
  choices = heardFromChoices(),
): string {
  const answer = heardFromAnswer(about, aboutOther, choices);
  if (answer.key === '') return '';
  const words = heardFromChoiceWords(answer.key, locale, choices);
  return answer.other ? `${words}: ${answer.other}` : words;
}
