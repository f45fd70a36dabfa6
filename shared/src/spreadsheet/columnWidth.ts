/**
 * Column widths that fit Korean text. Spreadsheet widths (`wch`) count narrow characters, while a
 * Hangul syllable or a CJK ideograph is drawn about twice as wide, so a width from `length` alone
 * cuts Korean names and companies in half.
 */

import { displayWidth } from '../displayWidth';

/** Narrowest and widest column, in narrow characters: wide enough for "No.", not a whole screen. */
export const MIN_COLUMN_WIDTH = 4;
export const MAX_COLUMN_WIDTH = 60;

/** The autofilter drop-down button covers the right end of every header cell. */
const FILTER_BUTTON_WIDTH = 2;
/** Breathing room so the longest value does not touch the next column's border. */
const CELL_PADDING = 1;

/**
 * Tracks the widest value of each column while rows are written, then gives the sheet's `wch`
 * widths. Most values cannot beat the current widest (a value is at most twice its length wide),
 * so they are skipped without scanning their characters.
 */
export class ColumnWidths {
  private readonly widest: number[];

  constructor(headers: readonly string[]) {
    this.widest = headers.map((header) => displayWidth(header) + FILTER_BUTTON_WIDTH);
  }

  /** Counts a value of column `column`. */
  measure(column: number, text: string): void {
    const widest = this.widest[column] ?? 0;
    if (text.length * 2 <= widest || widest >= MAX_COLUMN_WIDTH) return;
    const width = displayWidth(text);
    if (width > widest) this.widest[column] = width;
  }

  /** One width per column, padded and clamped. */
  toSheetColumns(): { wch: number }[] {
    return this.widest.map((width) => ({
      wch: Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, width + CELL_PADDING)),
    }));
  }
}
