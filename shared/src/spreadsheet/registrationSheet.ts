/**
 * The registration export as a SheetJS worksheet: header row, one row per registrant, widths that
 * fit Korean text and an autofilter over the whole table. Freezing the header is a file-level step
 * that SheetJS cannot express (see frozenHeader.ts).
 */
import type { CellObject, ColInfo, Range, WorkSheet } from 'xlsx';
import type { Registrant } from '../registrant';
import type { Locale } from '../locale';
import { ColumnWidths } from './columnWidth';
import { registrationExportColumns } from './exportColumns';
import type { EditionSessions } from './registrantTable';
import { textCell } from './formulaGuard';
import { koreaDateCell } from './koreaDateCell';
import { type RegistrationNumbers, placeInFullList } from './registrationNumber';
import { XLSX } from './sheetjs';

/** The widest a date cell shows (`yyyy-mm-dd hh:mm`, all one width): dates are measured once, not per row. */
const WIDEST_DATE_TIME = '2025-12-31 23:59';

/**
 * SheetJS 0.18's dense worksheet: an array of rows of cells (holes for blank cells) instead of an
 * object keyed by address ("B12"). 100,000 registrants make 1.5 million cells; as object keys they
 * take seconds to insert and to look up again when writing, as array slots a fraction of that.
 * SheetJS's xlsx writer reads both forms (`Array.isArray(ws)`); the tests read the file back.
 */
type DenseWorkSheet = (CellObject | undefined)[][] & {
  '!ref'?: string;
  '!autofilter'?: { ref: string | Range };
  '!cols'?: ColInfo[];
};

/**
 * `numbers`: each registrant's No. in the full list (see registrationNumber.ts); without it, 1..N.
 * `edition`: the year (or its sessions) whose sessions are the columns (default: the current edition).
 */
export function buildRegistrationSheet(
  registrants: readonly Registrant[],
  locale: Locale,
  numbers?: RegistrationNumbers,
  edition?: EditionSessions,
): WorkSheet {
  const columns = registrationExportColumns(locale, edition);
  const widths = new ColumnWidths(columns.map((column) => column.header));
  const rows: DenseWorkSheet = new Array(registrants.length + 1);

  rows[0] = columns.map((column): CellObject => ({ t: 's', v: column.header }));
  columns.forEach((column, c) => {
    if (column.instant && registrants.length > 0) widths.measure(c, WIDEST_DATE_TIME);
  });

  for (let i = 0; i < registrants.length; i += 1) {
    const registrant = registrants[i]!;
    const place = placeInFullList(registrant, i, numbers);
    const cells = new Array<CellObject | undefined>(columns.length);
    for (let c = 0; c < columns.length; c += 1) {
      const column = columns[c]!;
      if (column.instant) {
        const instant = column.instant(registrant);
        if (instant !== undefined) cells[c] = koreaDateCell(instant);
        continue;
      }
      const value = column.cell(registrant, place);
      if (typeof value === 'number') {
        cells[c] = { t: 'n', v: value };
        widths.measure(c, String(value));
      } else if (value !== '') {
        cells[c] = textCell(value);
        widths.measure(c, value);
      }
      // A blank value gets no cell rather than "": the filter then lists it as (Blanks).
    }
    rows[i + 1] = cells;
  }

  const range = `A1:${XLSX.utils.encode_col(columns.length - 1)}${registrants.length + 1}`;
  rows['!ref'] = range;
  rows['!autofilter'] = { ref: range };
  rows['!cols'] = widths.toSheetColumns();
  // The declared WorkSheet type only describes the keyed form; the library handles both.
  return rows as unknown as WorkSheet;
}
