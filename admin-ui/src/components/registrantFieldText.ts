/**
 * The registrant's field words in both languages, as the edit dialog, the desk's walk-in form and
 * the access log's "changed fields" say them (the brief's accessible names), plus the e-mail language.
 */
import type { Locale } from '@forum/shared';

export const REGISTRANT_FIELD_TEXT = {
  ko: {
    company: '소속',
    name: '성명',
    title: '직함',
    email: '이메일',
    phone: '연락처',
    biztype: '참가자 유형',
    attendext: '참가 세션',
    about: '참가 경로',
    locale: '언어',
  },
  en: {
    company: 'Company',
    name: 'Name',
    title: 'Job title',
    email: 'E-mail',
    phone: 'Phone',
    biztype: 'Business type',
    attendext: 'Sessions',
    about: 'How did you hear about us?',
    locale: 'Language',
  },
} as const satisfies Record<Locale, unknown>;
