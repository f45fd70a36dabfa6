/**
 * The exported workbook's columns: the admin list's (the seed's columns, first and unchanged),
 * then the event day's. Check-in times are export-only: the desk screens and the counts panel
 * show them live, and the list keeps the seed's shape.
 */
import { FORUM_DAYS, type ForumDay } from '../checkin';
import { formatKoreaDateTime } from '../dates';
import type { Locale } from '../locale';
import type { Registrant } from '../registrant';
import { SESSIONS, type SessionInfo } from '../sessions';
import {
  type ColumnDefinition,
  type RegistrantCell,
  type RegistrantColumn,
  type RegistrantColumnId,
  type EditionSessions,
  bindColumns,
  editionSessionColumns,
  registrantColumns,
} from './registrantTable';

export type ExportColumnId = RegistrantColumnId | `checkinDay${ForumDay}` | 'onsite';

export type ExportColumn = Omit<RegistrantColumn, 'id'> & { id: ExportColumnId };

const ONSITE_YES: Record<Locale, string> = { en: 'yes', ko: '예' };

function checkedInAt(registrant: Registrant, day: ForumDay): string | undefined {
  return registrant.checkins?.find((mark) => mark.day === day)?.checkedInAt;
}

function checkinColumn(day: ForumDay): ColumnDefinition<ExportColumnId> {
  return {
    id: `checkinDay${day}`,
    header: { en: `Day ${day} check-in`, ko: `${day}일차 체크인` },
    bind: () => (registrant) => {
      const at = checkedInAt(registrant, day);
      return at === undefined ? '' : formatKoreaDateTime(at);
    },
    instant: (registrant) => checkedInAt(registrant, day),
  };
}

const EVENT_DAY_DEFINITIONS: readonly ColumnDefinition<ExportColumnId>[] = [
  ...FORUM_DAYS.map(checkinColumn),
  {
    id: 'onsite',
    header: { en: 'On-site', ko: '현장 등록' },
    bind: (locale) => (registrant) => (registrant.onsite ? ONSITE_YES[locale] : ''),
  },
];

const boundColumns = new WeakMap<readonly SessionInfo[], Partial<Record<Locale, readonly ExportColumn[]>>>();

/**
 * The workbook's columns in order, headers in `locale`, with the `edition`'s session columns (a
 * year or its sessions; default: the current edition's). The same array on every call with the
 * same arguments.
 */
export function registrationExportColumns(
  locale: Locale,
  edition: EditionSessions = SESSIONS,
): readonly ExportColumn[] {
  const sessions = editionSessionColumns(edition);
  let byLocale = boundColumns.get(sessions);
  if (!byLocale) {
    byLocale = {};
    boundColumns.set(sessions, byLocale);
  }
  let columns = byLocale[locale];
  if (!columns) {
    columns = Object.freeze([...registrantColumns(locale, sessions), ...bindColumns(EVENT_DAY_DEFINITIONS, locale)]);
    byLocale[locale] = columns;
  }
  return columns;
}

/**
 * One exported row as the spreadsheet shows it: No. as a number, every other cell as its text
 * (dates as `2025-09-22 09:05`, which the workbook writes as date cells), blank as ''.
 */
export function registrationExportRow(
  registrant: Registrant,
  index: number,
  locale: Locale,
  edition: EditionSessions = SESSIONS,
): RegistrantCell[] {
  return registrationExportColumns(locale, edition).map((column) => column.cell(registrant, index));
}
