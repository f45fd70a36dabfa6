/**
 * The editions stand-in's spreadsheet imports (editionsStandIn.ts): a CSV of companies, investors
 * or speakers read as `POST …/import/:list` reads it, in a few of its rules (the header naming the
 * required columns by their keys, a required cell left empty, a link that is not one, a session
 * code the programme lacks), all or nothing, each refusal naming its row (the header is row 1)
 * and column in the request's language. An .xlsx is not read here: the browser tests send CSV.
 */
import { withSessionSpeakers } from '../edition/sessionSpeakers';
import type { EditionSpeaker } from '../edition/types';
import type { EditionDocumentFixture } from './editionDocuments';

export const STAND_IN_LISTS = ['companies', 'investors', 'speakers'] as const;
export type StandInList = (typeof STAND_IN_LISTS)[number];

export interface StandInImportError {
  row: number;
  column: string | null;
  code: string;
  message: string;
}

const REQUIRED: Record<StandInList, readonly string[]> = {
  companies: ['name_en', 'name_ko', 'website'],
  investors: ['name'],
  speakers: ['session', 'name_en', 'name_ko', 'title_en', 'title_ko', 'affiliation_en', 'affiliation_ko'],
};

const WORDS = {
  en: {
    empty_file: 'The file has no rows below its header.',
    missing_column: 'The header row lacks this column.',
    required: 'This cell is empty.',
    invalid_link: 'Give a web address starting with https://.',
    unknown_session: 'No programme item of this edition has this session code.',
  },
  ko: {
    empty_file: '머리글 아래에 행이 없습니다.',
    missing_column: '머리글에 이 열이 없습니다.',
    required: '빈 칸입니다.',
    invalid_link: 'https://로 시작하는 웹 주소를 입력해 주세요.',
    unknown_session: '이 에디션의 프로그램에 이 세션 코드가 없습니다.',
  },
};

/** One CSV line into its cells: commas, double quotes around a cell with a comma or a quote. */
function csvCells(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let at = 0; at < line.length; at += 1) {
    const char = line[at]!;
    if (quoted && char === '"' && line[at + 1] === '"') {
      cell += '"';
      at += 1;
    } else if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) {
      cells.push(cell.trim());
      cell = '';
    } else cell += char;
  }
  cells.push(cell.trim());
  return cells;
}

const csvRows = (text: string): string[][] =>
  text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map(csvCells);

export type StandInImport =
  | { ok: true; rows: number; apply(document: EditionDocumentFixture): EditionDocumentFixture }
  | { ok: false; errors: StandInImportError[] };

export function readStandInList(
  text: string,
  list: StandInList,
  document: EditionDocumentFixture,
  language: string,
): StandInImport {
  const words = WORDS[language.toLowerCase().startsWith('ko') ? 'ko' : 'en'];
  const errors: StandInImportError[] = [];
  const refuse = (row: number, column: string | null, code: keyof typeof words) =>
    errors.push({ row, column, code, message: words[code] });
  const [header = [], ...rows] = csvRows(text);
  if (rows.length === 0) refuse(0, null, 'empty_file');
  const at = new Map(header.map((name, index) => [name.toLowerCase(), index]));
  for (const column of REQUIRED[list]) if (!at.has(column)) refuse(1, column, 'missing_column');
  if (errors.length > 0) return { ok: false, errors };

  const sessions = new Set(
    [...document.programme[1], ...document.programme[2]].flatMap((item) => ('session' in item ? [item.session] : [])),
  );
  const entries = rows.map((cells, index) => {
    const line = index + 2;
    const cell = (key: string) => (at.has(key) ? (cells[at.get(key)!] ?? '') : '');
    for (const key of REQUIRED[list]) if (cell(key) === '') refuse(line, key, 'required');
    for (const key of ['website', 'website2', 'link'])
      if (cell(key) !== '' && !/^https?:\/\/\S+\.\S+$/.test(cell(key))) refuse(line, key, 'invalid_link');
    if (list === 'speakers' && cell('session') !== '' && !sessions.has(cell('session')))
      refuse(line, 'session', 'unknown_session');
    return cell;
  });
  if (errors.length > 0) return { ok: false, errors };

  const apply = (before: EditionDocumentFixture): EditionDocumentFixture => {
    const copy = structuredClone(before);
    if (list === 'companies')
      copy.site.companies.items = entries.map((cell) => ({
        name: { en: cell('name_en'), ko: cell('name_ko') },
        website: cell('website'),
      }));
    else if (list === 'investors') {
      const known = new Map(before.site.investors.items.map((item) => [item.name, item]));
      copy.site.investors.items = entries.map((cell) => {
        const same = known.get(cell('name'));
        return {
          name: cell('name'),
          link: cell('link'),
          src: same?.src ?? '',
          width: same?.width ?? 240,
          height: same?.height ?? 96,
          dark: false,
          more: false,
        };
      });
    } else {
      const bySession = new Map<string, EditionSpeaker[]>();
      for (const cell of entries) {
        const speaker: EditionSpeaker = {
          panel: true,
          name: { en: cell('name_en'), ko: cell('name_ko') },
          title: { en: cell('title_en'), ko: cell('title_ko') },
          affiliation: { en: cell('affiliation_en'), ko: cell('affiliation_ko') },
        };
        bySession.set(cell('session'), [...(bySession.get(cell('session')) ?? []), speaker]);
      }
      copy.programme = withSessionSpeakers(copy.programme, bySession);
    }
    return copy;
  };
  return { ok: true, rows: entries.length, apply };
}
