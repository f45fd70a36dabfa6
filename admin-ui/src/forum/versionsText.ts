/**
 * Words of the Forum screen's versions panel (a published edition's kept versions, each with what
 * it changed) and of restoring one as a new draft, in both languages. Apart from forumText.ts,
 * which holds the editor's frame and its other dialogs.
 */
import { type Locale, formatKoreaDateTime, formatLongDate } from '@forum/shared';
import { formatCount } from '../components/commonText';

/** `2025-09-22T00:05:00Z` as the organiser reads it, in Korea time: "22 September 2025, 09:05" / "2025년 9월 22일 09:05". */
export function versionTime(iso: string, locale: Locale): string {
  const [date = '', time = ''] = formatKoreaDateTime(iso).split(' ');
  if (!date) return iso;
  return locale === 'ko' ? `${formatLongDate(date, 'ko')} ${time}` : `${formatLongDate(date, 'en')}, ${time}`;
}

/** The years a restored draft may take: what the API's restore accepts. */
export const RESTORE_YEARS = { min: 2022, max: 2100 } as const;

export const VERSIONS_TEXT = {
  ko: {
    heading: '버전',
    help: '공개할 때와 공개 후 저장할 때마다 그 내용이 버전으로 보관됩니다. 시간은 한국 시간입니다.',
    loading: '버전을 불러오는 중…',
    none: '아직 보관된 버전이 없습니다.',
    retry: '다시 불러오기',
    version: (version: number) => `버전 ${version}`,
    bySystem: '시스템',
    firstVersion: '처음 보관된 버전입니다.',
    noSectionChanged: '바뀐 부분이 없습니다.',
    changesOf: (version: number) => `버전 ${version}에서 바뀐 부분`,
    showAll: (count: number) => `이전 버전 ${formatCount(count, 'ko')}개 모두 보기`,
    restore: '초안으로 복원',
    restoreVersion: (version: number) => `(버전 ${version})`,
    // The restore dialog.
    restoreTitle: (year: number, version: number) => `${year} 포럼 버전 ${version}에서 새 초안을 만들까요?`,
    restoreBody: (year: number) =>
      `이 버전의 내용으로 새 초안을 만듭니다. "포럼 준비"처럼 일자는 같은 요일로 옮기고 등록자는 복사하지 않습니다. ${year} 포럼 자체는 바뀌지 않습니다.`,
    draftYear: '새 초안의 연도',
    draftYearHint: (year: number) =>
      `아직 포럼이 없는 연도여야 합니다. 기본값은 가장 최근 포럼의 다음 해인 ${year}입니다.`,
    yearRange: `${RESTORE_YEARS.min}부터 ${RESTORE_YEARS.max} 사이의 연도를 입력해 주세요.`,
    restoring: '초안을 만드는 중…',
    restored: (year: number, from: number, version: number) =>
      `${from} 포럼 버전 ${version}에서 복사해 ${year} 초안을 만들었습니다. 먼저 일자와 장소를 확인하세요.`,
  },
  en: {
    heading: 'Versions',
    help: 'Each publish and each later save of the published forum is kept as a version. Times are Korea time.',
    loading: 'Loading the versions…',
    none: 'No versions yet.',
    retry: 'Try again',
    version: (version: number) => `Version ${version}`,
    bySystem: 'System',
    firstVersion: 'The first version kept.',
    noSectionChanged: 'No section changed.',
    changesOf: (version: number) => `What version ${version} changed`,
    showAll: (count: number) =>
      count === 1 ? 'Show the earlier version' : `Show all ${formatCount(count, 'en')} earlier versions`,
    restore: 'Restore as a draft',
    restoreVersion: (version: number) => `(version ${version})`,
    restoreTitle: (year: number, version: number) => `Restore version ${version} of ${year} as a draft?`,
    restoreBody: (year: number) =>
      `A new draft is made from this version the way Prepare copies a forum: its days moved to the same weekdays, no registrants. The ${year} forum itself does not change.`,
    draftYear: 'Year of the new draft',
    draftYearHint: (year: number) =>
      `A year that has no forum yet. The default, ${year}, is the year after the newest forum.`,
    yearRange: `Give a year from ${RESTORE_YEARS.min} to ${RESTORE_YEARS.max}.`,
    restoring: 'Making the draft…',
    restored: (year: number, from: number, version: number) =>
      `The ${year} draft is ready, copied from version ${version} of ${from}. Check its dates and venue first.`,
  },
} as const satisfies Record<Locale, unknown>;
