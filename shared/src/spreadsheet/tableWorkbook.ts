/**
 * Any table as an .xlsx file with the registration export's care: text cells only (guarded against
 * formulas), widths that fit Korean, a frozen header row and an autofilter. The access log's export
 * uses it.
 */
import type { CellObject, WorkSheet } from 'xlsx';
import { ColumnWidths } from './columnWidth';
import { MAX_SHEET_NAME_LENGTH } from './exportFile';
import { textCell } from './formulaGuard';
import { freezeHeaderAndSetUpPrinting, preparePrinting } from './printSetup';
import { XLSX } from './sheetjs';

export function buildTableWorkbook(
  sheetName: string,
  header: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number>>,
): Uint8Array {
  const widths = new ColumnWidths([...header]);
  const dense: (CellObject | undefined)[][] = new Array(rows.length + 1);
  dense[0] = header.map((text): CellObject => ({ t: 's', v: text }));
  for (let r = 0; r < rows.length; r += 1) {
    const values = rows[r]!;
    dense[r + 1] = values.map((value, c) => {
      if (typeof value === 'number') {
        widths.measure(c, String(value));
        return { t: 'n', v: value };
      }
      if (value === '') return undefined;
      widths.measure(c, value);
      return textCell(value);
    });
  }
  const range = `A1:${XLSX.utils.encode_col(Math.max(0, header.length - 1))}${rows.length + 1}`;
  const sheet = Object.assign(dense, {
    '!ref': range,
    '!autofilter': { ref: range },
    '!cols': widths.toSheetColumns(),
  });
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet as unknown as WorkSheet, sheetName.slice(0, MAX_SHEET_NAME_LENGTH));
  preparePrinting(workbook, sheet as unknown as WorkSheet);
  const written: Uint8Array = XLSX.write(workbook, {
    type: 'buffer',
    bookType: 'xlsx',
    bookSST: true,
    compression: false,
  });
  return freezeHeaderAndSetUpPrinting(written);
}
