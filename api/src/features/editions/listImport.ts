/**
 * The lists an organiser keeps in a spreadsheet, read into an edition: participating companies,
 * investors and speakers, from a CSV or the first sheet of an .xlsx whose header row names the
 * columns (English or Korean words, any order). All or nothing, like the invitation import: any
 * refused cell refuses the file, and each refusal names its row (the header is row 1), its column
 * and why, in the organiser's language.
 */
import {
  type EditionDocument,
  type EditionSpeaker,
  type Locale,
  type SiteCompany,
  type SiteInvestor,
  type Words,
  withSessionSpeakers,
} from '@forum/shared';
import { type TableFormat, readUploadedTable } from '../imports';

export const SITE_LISTS = ['companies', 'investors', 'speakers'] as const;
export type SiteList = (typeof SITE_LISTS)[number];

export interface ListImportError {
  row: number;
  column: string | null;
  code: ListImportCode;
  message: string;
}

type ListImportCode =
  | 'unreadable_file'
  | 'too_large'
  | 'too_many_rows'
  | 'empty_file'
  | 'missing_column'
  | 'required'
  | 'invalid_link'
  | 'invalid_picture'
  | 'invalid_yes_no'
  | 'unknown_session';

const WORDS: Record<Locale, Record<ListImportCode, string>> = {
  en: {
    unreadable_file: 'The file cannot be read as a CSV or an .xlsx spreadsheet.',
    too_large: 'The file is too large.',
    too_many_rows: 'The file has more rows than one list can take (500).',
    empty_file: 'The file has no rows below its header.',
    missing_column: 'The header row lacks this column.',
    required: 'This cell is empty.',
    invalid_link: 'Give a web address starting with https://.',
    invalid_picture: 'Give the address of an uploaded picture (/media/…).',
    invalid_yes_no: 'Write yes or no.',
    unknown_session: 'No programme item of this edition has this session code.',
  },
  ko: {
    unreadable_file: 'CSV나 .xlsx 스프레드시트로 읽을 수 없는 파일입니다.',
    too_large: '파일이 너무 큽니다.',
    too_many_rows: '한 목록에 넣을 수 있는 행(500개)보다 많습니다.',
    empty_file: '머리글 아래에 행이 없습니다.',
    missing_column: '머리글에 이 열이 없습니다.',
    required: '빈 칸입니다.',
    invalid_link: 'https://로 시작하는 웹 주소를 입력해 주세요.',
    invalid_picture: '업로드한 이미지의 주소(/media/…)를 입력해 주세요.',
    invalid_yes_no: '예 또는 아니요로 입력해 주세요.',
    unknown_session: '이 에디션의 프로그램에 이 세션 코드가 없습니다.',
  },
};

const MAX_ROWS = 500;
const MAX_ERRORS = 200;

interface Column {
  key: string;
  headers: readonly string[];
  required: boolean;
}

const column = (key: string, required: boolean, ...headers: string[]): Column => ({
  key,
  headers: [key, ...headers],
  required,
});

const COLUMNS: Record<SiteList, readonly Column[]> = {
  companies: [
    column('name_en', true, 'company (english)', 'english name', '영문 기업명', '기업명(영문)'),
    column('name_ko', true, 'company (korean)', 'korean name', '국문 기업명', '기업명(국문)', '기업명'),
    column('website', true, 'web site', '웹사이트', '홈페이지'),
    column('caption1', false, 'caption', '설명1'),
    column('website2', false, 'second website', '웹사이트2'),
    column('caption2', false, 'second caption', '설명2'),
  ],
  investors: [
    column('name', true, 'investor', '투자사', '투자기관'),
    column('link', false, 'website', '웹사이트', '링크'),
    column('logo', false, 'picture', '로고'),
    column('dark', false, 'dark background', '어두운 배경'),
  ],
  speakers: [
    column('session', true, 'session code', '세션', '세션 코드'),
    column('name_en', true, 'english name', '영문 이름'),
    column('name_ko', true, 'korean name', '국문 이름', '이름'),
    column('title_en', true, 'english title', '영문 직함'),
    column('title_ko', true, 'korean title', '국문 직함', '직함'),
    column('affiliation_en', true, 'english affiliation', '영문 소속'),
    column('affiliation_ko', true, 'korean affiliation', '국문 소속', '소속'),
    column('subject_en', false, 'english subject', '영문 발표 주제'),
    column('subject_ko', false, 'korean subject', '국문 발표 주제', '발표 주제'),
    column('moderator', false, '좌장'),
    column('photo', false, 'picture', '사진'),
  ],
};

const headerKey = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');

const LINK = /^https?:\/\/[^\s/]+\.[^\s]+$/;
const PICTURE = /^\/(media|logos|images)\/[\w.-]+$/;
const YES = new Set(['yes', 'y', 'true', '1', '예', '네', 'o']);
const NO = new Set(['', 'no', 'n', 'false', '0', '아니요', '아니오', 'x']);

export type ListReading =
  | { ok: true; apply: (document: EditionDocument) => EditionDocument; rows: number }
  | {
      ok: false;
      errors: ListImportError[];
    };

/** Reads `list` from the file; on success, what it does to a document (the list replaced). */
export async function readSiteList(
  file: Buffer,
  format: TableFormat,
  list: SiteList,
  document: EditionDocument,
  locale: Locale,
): Promise<ListReading> {
  const words = WORDS[locale];
  const errors: ListImportError[] = [];
  const refuse = (row: number, name: string | null, code: ListImportCode) => {
    if (errors.length < MAX_ERRORS) errors.push({ row, column: name, code, message: words[code] });
  };
  const table = await readUploadedTable(file, format, { maxRows: MAX_ROWS });
  if (!table.ok) {
    refuse(0, null, table.problem);
    return { ok: false, errors };
  }
  const [headerRow, ...rows] = table.rows;
  if (!headerRow || rows.length === 0) {
    refuse(0, null, 'empty_file');
    return { ok: false, errors };
  }
  const at = new Map<string, number>();
  headerRow.cells.forEach((cell, index) => {
    const found = COLUMNS[list].find((candidate) =>
      candidate.headers.some((word) => headerKey(word) === headerKey(cell)),
    );
    if (found && !at.has(found.key)) at.set(found.key, index);
  });
  for (const wanted of COLUMNS[list])
    if (wanted.required && !at.has(wanted.key)) refuse(headerRow.line, wanted.key, 'missing_column');
  if (errors.length > 0) return { ok: false, errors };

  const cellsOf = (cells: string[]) => (key: string) => (at.has(key) ? (cells[at.get(key)!] ?? '').trim() : '');
  const sessions = new Set(
    [...document.programme[1], ...document.programme[2]].flatMap((item) => ('session' in item ? [item.session] : [])),
  );
  const entries = rows.map((row) => {
    const cell = cellsOf(row.cells);
    const need = (key: string) => {
      const value = cell(key);
      if (value === '' && COLUMNS[list].find((c) => c.key === key)?.required) refuse(row.line, key, 'required');
      return value;
    };
    const link = (key: string, optional: boolean) => {
      const value = optional ? cell(key) : need(key);
      if (value !== '' && !LINK.test(value)) refuse(row.line, key, 'invalid_link');
      return value;
    };
    const picture = (key: string) => {
      const value = cell(key);
      if (value !== '' && !PICTURE.test(value)) refuse(row.line, key, 'invalid_picture');
      return value;
    };
    const yesNo = (key: string) => {
      const value = cell(key).toLowerCase();
      if (!YES.has(value) && !NO.has(value)) refuse(row.line, key, 'invalid_yes_no');
      return YES.has(value);
    };
    const pair = (key: string): Words => ({ en: need(`${key}_en`), ko: need(`${key}_ko`) });
    if (list === 'companies') {
      const website2 = link('website2', true);
      const company: SiteCompany = { name: pair('name'), website: link('website', false) };
      const caption1 = cell('caption1');
      if (caption1) company.caption1 = caption1;
      if (website2) Object.assign(company, { website2, caption2: cell('caption2') });
      return { company };
    }
    if (list === 'investors')
      return { investor: { name: need('name'), link: link('link', true), logo: picture('logo'), dark: yesNo('dark') } };
    const session = need('session').toLowerCase();
    if (session !== '' && !sessions.has(session)) refuse(row.line, 'session', 'unknown_session');
    const speaker: EditionSpeaker = {
      panel: !yesNo('moderator'),
      name: pair('name'),
      title: pair('title'),
      affiliation: pair('affiliation'),
    };
    const subject = { en: cell('subject_en'), ko: cell('subject_ko') };
    if (subject.en || subject.ko) speaker.subject = subject;
    const photo = picture('photo');
    if (photo) speaker.image = photo;
    return { session, speaker };
  });
  if (errors.length > 0) return { ok: false, errors };

  const apply = (doc: EditionDocument): EditionDocument => {
    const copy = structuredClone(doc);
    if (list === 'companies') copy.site.companies.items = entries.map((entry) => entry.company!);
    else if (list === 'investors') {
      // A logo keeps its picture when the file names none: the same investor's; a new investor
      // without one is left for the Forum screen to ask for (a picture problem on that entry).
      const before = new Map(doc.site.investors.items.map((item) => [item.name, item]));
      copy.site.investors.items = entries.map(({ investor }): SiteInvestor => {
        const known = before.get(investor!.name);
        const picture = investor!.logo
          ? { src: investor!.logo, width: known?.width ?? 240, height: known?.height ?? 96 }
          : known
            ? { src: known.src, width: known.width, height: known.height }
            : { src: '', width: 240, height: 96 };
        return { name: investor!.name, link: investor!.link, dark: investor!.dark, more: false, ...picture };
      });
    } else {
      // The sessions the file names get its speakers, in its order; the others keep theirs.
      const bySession = new Map<string, EditionSpeaker[]>();
      for (const { session, speaker } of entries)
        bySession.set(session!, [...(bySession.get(session!) ?? []), speaker!]);
      copy.programme = withSessionSpeakers(copy.programme, bySession);
    }
    return copy;
  };
  return { ok: true, apply, rows: entries.length };
}
