/**
 * The registrant table as a SheetJS worksheet: header row, one row per registrant, widths that fit
 * Korean text and an autofilter over the whole table. Freezing the header is a file-level step that
 * SheetJS cannot express (see frozenHeader.ts).
 */
import type { CellObject, ColInfo, Range, WorkSheet } from 'xlsx';
import type { Registrant } from '../registrant';
import type { Locale } from '../locale';
import { ColumnWidths } from './columnWidth';
import { guardFormulaText } from './formulaGuard';
import { registrantColumns, registrantRow, type RegistrantColumnId } from './registrantTable';
import { XLSX } from './sheetjs';

/**
 * Phone numbers keep the text as typed (`+82-10-1234-5678`): the API accepts only digits, spaces
 * and `+ - ( )` there, which cannot make a harmful formula, and an apostrophe in front of an
 * international number would only corrupt it.
 */
const VERBATIM_COLUMNS: ReadonlySet<RegistrantColumnId> = new Set(['phone']);

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

export function buildRegistrationSheet(registrants: readonly Registrant[], locale: Locale): WorkSheet {
  const columns = registrantColumns(locale);
  const guarded = columns.map((column) => !VERBATIM_COLUMNS.has(column.id));
  const widths = new ColumnWidths(columns.map((column) => column.header));
  const rows: DenseWorkSheet = new Array(registrants.length + 1);

  rows[0] = columns.map((column): CellObject => ({ t: 's', v: column.header }));

  for (let i = 0; i < registrants.length; i += 1) {
    const values = registrantRow(registrants[i]!, i, locale);
    const cells = new Array<CellObject | undefined>(values.length);
    for (let c = 0; c < values.length; c += 1) {
      const value = values[c]!;
      if (typeof value === 'number') {
        cells[c] = { t: 'n', v: value };
        widths.measure(c, String(value));
      } else if (value !== '') {
        const text = guarded[c] ? guardFormulaText(value) : value;
        cells[c] = { t: 's', v: text };
        widths.measure(c, text);
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
