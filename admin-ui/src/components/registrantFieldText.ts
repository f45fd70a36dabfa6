/**
 * The registrant's field words in both languages, as the edit dialog, the desk's walk-in form and
 * the access log's "changed fields" say them: the registrant's one set (@forum/shared registrantFields),
 * plus the e-mail language.
 */
import { type Locale, REGISTRANT_FIELD_WORDS } from '@forum/shared';

export const REGISTRANT_FIELD_TEXT = {
  // The registrant's one set of words, and the language their e-mails are written in.
  ko: { ...REGISTRANT_FIELD_WORDS.ko, locale: '언어' },
  en: { ...REGISTRANT_FIELD_WORDS.en, locale: 'Language' },
} as const satisfies Record<Locale, unknown>;
