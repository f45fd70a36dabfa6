/**
 * The registrant table: which columns the admin list and the exported workbook show, in which
 * order, under which headers, and the text of every cell. The page and the spreadsheet both read
 * it from here so they cannot drift apart.
 *
 * Columns are bound to a locale once and cached, so building a row is one array and one call per
 * cell: the export maps 100,000 registrants with no per-cell label lookups.
 */
import { STATUS_COLUMN, STATUS_WORDS, holdsPlaces } from '../approval';
import { businessTypeLabel } from '../businessTypes';
import { formatKoreaDateTime } from '../dates';
import type { Registrant } from '../registrant';
import { REGISTRANT_FIELD_WORDS, type RegistrantField, type RegistrantTextField } from '../registrantFields';
import type { Locale } from '../locale';
import { EDITION, editionOf } from '../edition/edition';
import { heardFromChoices, heardFromWords } from '../heardFrom';
import { SESSIONS, type SessionInfo, attendanceText, type SessionCode, sessionInfos } from '../sessions';

export type RegistrantColumnId =
  | 'no'
  | 'company'
  | 'name'
  | 'title'
  | 'email'
  | 'phone'
  | 'businessType'
  | SessionCode
  | 'about'
  | 'createdAt'
  | 'status';

/** No. is a number (it sorts and sums as one); every other cell is display text. */
export type RegistrantCell = number | string;

export interface RegistrantColumn {
  id: RegistrantColumnId;
  /** Header text in the locale the columns were asked for. */
  header: string;
  /** The cell of this column for the registrant at `index` (0-based) of the list being shown. */
  cell: (registrant: Registrant, index: number) => RegistrantCell;
  /**
   * Only for a date-time column: the instant (ISO-8601 UTC) its text shows, or undefined for a
   * blank, so the workbook can write a real date cell where the list shows text.
   */
  instant?: (registrant: Registrant) => string | undefined;
}

/** How a column is written, in both languages; bound to one locale by `bindColumns`. */
export interface ColumnDefinition<Id extends string = RegistrantColumnId> {
  id: Id;
  header: Record<Locale, string>;
  /** Called once per locale; the function it returns is called once per row. */
  bind: (locale: Locale) => (registrant: Registrant, index: number) => RegistrantCell;
  instant?: (registrant: Registrant) => string | undefined;
}

/** `definitions` in `locale`, frozen: built once per locale by the caller's cache. */
export function bindColumns<Id extends string>(
  definitions: readonly ColumnDefinition<Id>[],
  locale: Locale,
): readonly (Omit<RegistrantColumn, 'id'> & { id: Id })[] {
  return Object.freeze(
    definitions.map(({ id, header, bind, instant }) =>
      Object.freeze({ id, header: header[locale], cell: bind(locale), ...(instant ? { instant } : {}) }),
    ),
  );
}

/** A column that shows a registrant's own text as stored (the same in both languages). */
const storedText = (field: RegistrantTextField) => () => (registrant: Registrant) => registrant[field];

/** A field's column is headed by the field's one word (registrantFields.ts). */
function fieldHeader(field: RegistrantField): Record<Locale, string> {
  return { en: REGISTRANT_FIELD_WORDS.en[field], ko: REGISTRANT_FIELD_WORDS.ko[field] };
}

/** A column showing the registrant's own text for `field`, under the field's word. */
function textColumn(field: RegistrantTextField): ColumnDefinition {
  return { id: field, header: fieldHeader(field), bind: storedText(field) };
}

/** How they heard, in words: the choice of their edition, "Other: …" with their text (free text from before the choices too). */
const aboutColumn: ColumnDefinition = {
  id: 'about',
  header: fieldHeader('about'),
  bind: (locale) => {
    const choicesByYear = new Map<number, ReturnType<typeof heardFromChoices>>();
    const choicesOf = (year: number) => {
      let choices = choicesByYear.get(year);
      if (!choices) choicesByYear.set(year, (choices = heardFromChoices(editionOf(year) ?? EDITION)));
      return choices;
    };
    return (registrant) =>
      heardFromWords(registrant.about, registrant.aboutOther, locale, choicesOf(registrant.edition ?? EDITION.year));
  },
};

function sessionColumn(code: SessionCode, column: Record<Locale, string>): ColumnDefinition {
  return {
    id: code,
    header: column,
    bind: (locale) => {
      const statusWords = STATUS_WORDS[locale];
      return (registrant) => {
        // Under review or declined: a chosen session holds no seat, so it says why rather than 'attended'.
        if (!holdsPlaces(registrant.status) && registrant.sessions.includes(code))
          return statusWords[registrant.status];
        return attendanceText(registrant.sessions, code, registrant.seats, locale);
      };
    },
  };
}

/**
 * The export's order (docs/admin-guide.md): No., who they are, the sessions (the seed's six, then the ones added since),
 * how they heard, when they registered, then the approval status. `sessions`: the edition's (a
 * past edition's list and export have that year's session columns).
 */
const columnDefinitions = (sessions: readonly SessionInfo[]): readonly ColumnDefinition[] => [
  { id: 'no', header: { en: 'No.', ko: 'No.' }, bind: () => (_registrant, index) => index + 1 },
  textColumn('company'),
  textColumn('name'),
  textColumn('title'),
  textColumn('email'),
  textColumn('phone'),
  {
    id: 'businessType',
    header: fieldHeader('businessType'),
    bind: (locale) => (registrant) => businessTypeLabel(registrant.businessType, locale),
  },
  ...sessions.map((session) => sessionColumn(session.code, session.column)),
  aboutColumn,
  {
    id: 'createdAt',
    header: { en: 'Registered (Korea time)', ko: '등록일시' },
    bind: () => (registrant) => formatKoreaDateTime(registrant.createdAt),
    instant: (registrant) => registrant.createdAt,
  },
  {
    id: 'status',
    header: STATUS_COLUMN,
    bind: (locale) => (registrant) => STATUS_WORDS[locale][registrant.status],
  },
];

/**
 * Whose session columns: an edition's year (the API's `?edition=`) or its sessions (the admin's
 * edition context). A past edition's list and export show that year's sessions.
 */
export type EditionSessions = number | readonly SessionInfo[];

const sessionsByYear = new Map<number, readonly SessionInfo[]>();

/** The sessions as columns: the same array for the same year (the current edition's when unknown). */
export function editionSessionColumns(edition: EditionSessions = SESSIONS): readonly SessionInfo[] {
  if (typeof edition !== 'number') return edition;
  if (edition === EDITION.year) return SESSIONS;
  let sessions = sessionsByYear.get(edition);
  if (!sessions) {
    const file = editionOf(edition);
    sessions = file ? sessionInfos(file) : SESSIONS;
    sessionsByYear.set(edition, sessions);
  }
  return sessions;
}

/** Per list of sessions (the current edition's, or a past one's), per locale. */
const boundColumns = new WeakMap<readonly SessionInfo[], Partial<Record<Locale, readonly RegistrantColumn[]>>>();

/**
 * The table's columns in display order, headers in `locale`, with the `edition`'s session columns
 * (default: the current edition's). The same array on every call with the same arguments.
 */
export function registrantColumns(locale: Locale, edition: EditionSessions = SESSIONS): readonly RegistrantColumn[] {
  const sessions = editionSessionColumns(edition);
  let byLocale = boundColumns.get(sessions);
  if (!byLocale) {
    byLocale = {};
    boundColumns.set(sessions, byLocale);
  }
  let columns = byLocale[locale];
  if (!columns) {
    columns = bindColumns(columnDefinitions(sessions), locale);
    byLocale[locale] = columns;
  }
  return columns;
}

/**
 * One table row: a cell per column of `registrantColumns(locale, edition)`, No. being `index + 1`.
 * Pass the registrant's position in the list as shown (registration order), so No. counts 1..N.
 */
export function registrantRow(
  registrant: Registrant,
  index: number,
  locale: Locale,
  edition: EditionSessions = SESSIONS,
): RegistrantCell[] {
  const columns = registrantColumns(locale, edition);
  const row = new Array<RegistrantCell>(columns.length);
  for (let c = 0; c < columns.length; c += 1) {
    // The loop bound is the array's length, so the column exists.
    row[c] = columns[c]!.cell(registrant, index);
  }
  return row;
}
