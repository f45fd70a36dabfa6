/** Words and number formatting every screen of the console shares: Cancel, the pages of a table. */
import type { Locale } from '@forum/shared';

const number = (locale: Locale) => new Intl.NumberFormat(locale === 'ko' ? 'ko-KR' : 'en-US');

export function formatCount(value: number, locale: Locale): string {
  return number(locale).format(value);
}

export const COMMON_TEXT = {
  ko: {
    // Pages.
    pagination: '페이지',
    firstPage: '처음',
    previousPage: '이전',
    nextPage: '다음',
    lastPage: '마지막',
    page: '페이지',
    pageOf: (pageCount: number) => `/ ${formatCount(pageCount, 'ko')}`,
    cancel: '취소',
  },
  en: {
    pagination: 'Pages',
    firstPage: 'First',
    previousPage: 'Previous',
    nextPage: 'Next',
    lastPage: 'Last',
    page: 'Page',
    pageOf: (pageCount: number) => `of ${formatCount(pageCount, 'en')}`,
    cancel: 'Cancel',
  },
} as const satisfies Record<Locale, unknown>;
