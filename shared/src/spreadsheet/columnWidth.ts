/**
 * Column widths that fit Korean text. Spreadsheet widths (`wch`) count narrow characters, while a
 * Hangul syllable or a CJK ideograph is drawn about twice as wide, so a width from `length` alone
 * cuts Korean names and companies in half.
 */

/** Narrowest and widest column, in narrow characters: wide enough for "No.", not a whole screen. */
export const MIN_COLUMN_WIDTH = 4;
export const MAX_COLUMN_WIDTH = 60;

/** The autofilter drop-down button covers the right end of every header cell. */
const FILTER_BUTTON_WIDTH = 2;
/** Breathing room so the longest value does not touch the next column's border. */
const CELL_PADDING = 1;

/**
 * East Asian Wide and Fullwidth ranges (Unicode UAX #11) that occur in Korean, Chinese and Japanese
 * text, plus the circled digits (①) of the Korean session headers, which Korean fonts draw wide.
 */
function isWide(code: number): boolean {
  return (
    (code >= 0xac00 && code <= 0xd7a3) || // Hangul syllables: by far the most common, test first
    (code >= 0x1100 && code <= 0x115f) || // Hangul Jamo (initial consonants)
    (code >= 0x2460 && code <= 0x24ff) || // enclosed alphanumerics (①)
    (code >= 0x2e80 && code <= 0x303e) || // CJK radicals, punctuation
    (code >= 0x3041 && code <= 0x33ff) || // kana, compatibility Jamo, CJK symbols
    (code >= 0x3400 && code <= 0x4dbf) || // CJK extension A
    (code >= 0x4e00 && code <= 0x9fff) || // CJK unified ideographs
    (code >= 0xa960 && code <= 0xa97f) || // Hangul Jamo extended A
    (code >= 0xd7b0 && code <= 0xd7ff) || // Hangul Jamo extended B
    (code >= 0xf900 && code <= 0xfaff) || // CJK compatibility ideographs
    (code >= 0xfe30 && code <= 0xfe4f) || // CJK compatibility forms
    (code >= 0xff00 && code <= 0xff60) || // fullwidth forms
    (code >= 0xffe0 && code <= 0xffe6)
  );
}

/**
 * Width of `text` in narrow characters: wide characters count 2, others 1. A surrogate pair (an
 * emoji or a rare ideograph, both drawn wide) counts 2 in total.
 */
export function displayWidth(text: string): number {
  let width = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff) {
      width += 2;
      i += 1;
    } else if (code >= 0x1100 && isWide(code)) {
      width += 2;
    } else {
      width += 1;
    }
  }
  return width;
}

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
