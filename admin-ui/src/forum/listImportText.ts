/**
 * Words of the spreadsheet imports of the Forum screen (the presenting companies, the investors,
 * the programme's speakers) in both languages: the button and its hint naming the columns, the
 * dialog that checks the file, says what it replaces and reports each refused cell. The column
 * names are the header words api/src/features/editions/listImport.ts accepts: its keys in
 * English, its Korean headers in Korean (either works in either language).
 */
import type { Locale } from '@forum/shared';
import { formatCount } from '../components/commonText';

export const SITE_LISTS = ['companies', 'investors', 'speakers'] as const;
export type SiteListName = (typeof SITE_LISTS)[number];

interface ListColumns {
  required: readonly string[];
  optional: readonly string[];
  /** The API's column key (what a refusal names) as the organiser reads it. */
  names: Readonly<Record<string, string>>;
}

function columns(keys: readonly string[], required: number, words: readonly string[]): ListColumns {
  const names = Object.fromEntries(keys.map((key, index) => [key, words[index] ?? key]));
  return { required: words.slice(0, required), optional: words.slice(required), names };
}

const KEYS: Record<SiteListName, { keys: readonly string[]; required: number; ko: readonly string[] }> = {
  companies: {
    keys: ['name_en', 'name_ko', 'website', 'caption1', 'website2', 'caption2'],
    required: 3,
    ko: ['영문 기업명', '국문 기업명', '웹사이트', '설명1', '웹사이트2', '설명2'],
  },
  investors: { keys: ['name', 'link', 'logo', 'dark'], required: 1, ko: ['투자사', '링크', '로고', '어두운 배경'] },
  speakers: {
    keys: [
      'session',
      'name_en',
      'name_ko',
      'title_en',
      'title_ko',
      'affiliation_en',
      'affiliation_ko',
      'subject_en',
      'subject_ko',
      'moderator',
      'photo',
    ],
    required: 7,
    ko: [
      '세션 코드',
      '영문 이름',
      '국문 이름',
      '영문 직함',
      '국문 직함',
      '영문 소속',
      '국문 소속',
      '영문 발표 주제',
      '국문 발표 주제',
      '좌장',
      '사진',
    ],
  },
};

export function listColumns(list: SiteListName, locale: Locale): ListColumns {
  const { keys, required, ko } = KEYS[list];
  return columns(keys, required, locale === 'ko' ? ko : keys);
}

const plural = (count: number, one: string, many: string) =>
  count === 1 ? `1 ${one}` : `${formatCount(count, 'en')} ${many}`;

const WHAT = {
  ko: { companies: '참가 기업', investors: '투자사', speakers: '연사' },
  en: { companies: 'companies', investors: 'investors', speakers: 'speakers' },
} as const satisfies Record<Locale, Record<SiteListName, string>>;

const ENTRIES = {
  // People are counted in 명, companies and investors in 곳.
  ko: (list: SiteListName, count: number) =>
    list === 'speakers'
      ? `연사 ${formatCount(count, 'ko')}명`
      : `${list === 'companies' ? '기업' : '투자사'} ${formatCount(count, 'ko')}곳`,
  en: (list: SiteListName, count: number) =>
    list === 'companies'
      ? plural(count, 'company', 'companies')
      : list === 'investors'
        ? plural(count, 'investor', 'investors')
        : plural(count, 'speaker', 'speakers'),
};

export const LIST_IMPORT_TEXT = {
  ko: {
    choose: '스프레드시트에서 가져오기',
    what: WHAT.ko,
    hint: (list: SiteListName) => {
      const { required, optional } = listColumns(list, 'ko');
      const named = `필수 열 ${required.join(', ')}${optional.length > 0 ? `, 선택 열 ${optional.join(', ')}` : ''}`;
      const effect = list === 'speakers' ? '파일에 적힌 세션의 연사를 바꿉니다' : '목록 전체를 바꿉니다';
      return `머리글 행에 ${named}이 있는 .csv 또는 .xlsx 파일로 ${effect}.`;
    },
    entries: ENTRIES.ko,
    checkingTitle: (list: SiteListName) => `${WHAT.ko[list]} 가져오기`,
    checking: (file: string) => `${file} 파일을 확인하는 중…`,
    readyTitle: (list: SiteListName) =>
      list === 'speakers' ? '연사를 바꿀까요?' : `${WHAT.ko[list]} 목록을 바꿀까요?`,
    willReplace: (list: SiteListName, file: string, rows: number, now: number) =>
      list === 'speakers'
        ? `${file}의 ${formatCount(rows, 'ko')}개 행으로 파일에 적힌 세션의 연사를 바꿉니다. 다른 세션의 연사는 그대로입니다.`
        : `${file}의 ${formatCount(rows, 'ko')}개 행으로 지금 목록(${ENTRIES.ko(list, now)})을 바꿉니다.`,
    savesFirst: '저장하지 않은 변경 사항을 먼저 저장합니다.',
    savesFirstLive: '저장하지 않은 변경 사항을 먼저 저장하며, 바로 누리집에 반영됩니다.',
    replace: '목록 바꾸기',
    importing: '가져오는 중…',
    refusedTitle: '이 파일은 가져올 수 없습니다',
    refusedRows: (count: number) =>
      `아무것도 바뀌지 않았습니다. 파일에서 아래 문제 ${formatCount(count, 'ko')}건을 고친 뒤 다시 선택하세요.`,
    refusedProblems: '가져온 목록에 아래 문제가 있어 아무것도 바뀌지 않았습니다.',
    tooLarge: '파일이 너무 큽니다. 10MB 이하의 파일만 가져올 수 있습니다.',
    unsupported: '.csv 또는 .xlsx 파일을 선택해 주세요.',
    notSaved: '변경 사항을 먼저 저장하지 못해 가져오지 않았습니다. 표시된 문제를 고친 뒤 다시 가져오세요.',
    imported: (list: SiteListName, file: string, count: number) =>
      list === 'speakers'
        ? `${file}에서 연사 ${formatCount(count, 'ko')}명을 가져왔습니다.`
        : `${file}에서 ${ENTRIES.ko(list, count)}을 가져왔습니다. 양식에 표시된 목록이 새 목록입니다.`,
    reloadFailed: '목록을 가져왔지만 양식을 다시 불러오지 못했습니다. 포럼을 다시 열어 확인하세요.',
    close: '닫기',
  },
  en: {
    choose: 'Import from a spreadsheet',
    what: WHAT.en,
    hint: (list: SiteListName) => {
      const { required, optional } = listColumns(list, 'en');
      const named = `${required.join(', ')}${optional.length > 0 ? `, and optionally ${optional.join(', ')}` : ''}`;
      const effect = list === 'speakers' ? 'each session it names gets its speakers' : 'it replaces the whole list';
      return `A .csv or .xlsx whose header row names the columns ${named}: ${effect}.`;
    },
    entries: ENTRIES.en,
    checkingTitle: (list: SiteListName) => `Import the ${WHAT.en[list]}`,
    checking: (file: string) => `Checking ${file}…`,
    readyTitle: (list: SiteListName) =>
      list === 'speakers' ? 'Replace the speakers?' : `Replace the list of ${WHAT.en[list]}?`,
    willReplace: (list: SiteListName, file: string, rows: number, now: number) =>
      list === 'speakers'
        ? `${plural(rows, 'row', 'rows')} of ${file} will replace the speakers of the sessions they name; the other sessions keep theirs.`
        : `${plural(rows, 'row', 'rows')} of ${file} will replace the list (now ${ENTRIES.en(list, now)}).`,
    savesFirst: 'Your unsaved changes are saved first.',
    savesFirstLive: 'Your unsaved changes are saved first, and show on the site at once.',
    replace: 'Replace the list',
    importing: 'Importing…',
    refusedTitle: 'This file cannot be imported',
    refusedRows: (count: number) =>
      `Nothing was changed. Fix ${count === 1 ? 'this problem' : `these ${formatCount(count, 'en')} problems`} in the file and choose it again.`,
    refusedProblems: 'Nothing was changed: the imported list would leave these problems.',
    tooLarge: 'The file is too large: an import takes at most 10 MB.',
    unsupported: 'Choose a .csv or .xlsx file.',
    notSaved:
      'Nothing was imported: your changes could not be saved first. Fix the problems listed, then import again.',
    imported: (list: SiteListName, file: string, count: number) =>
      list === 'speakers'
        ? `Imported ${plural(count, 'speaker', 'speakers')} from ${file}.`
        : `Imported ${ENTRIES.en(list, count)} from ${file}: the form shows the new list.`,
    reloadFailed: 'The list was imported, but the form could not be read again: open the forum again to see it.',
    close: 'Close',
  },
} as const satisfies Record<Locale, unknown>;
