/**
 * How wide text is drawn in a fixed-width setting (a spreadsheet column, a plain-text e-mail): a
 * Hangul syllable or a CJK ideograph takes two columns, a Latin letter one. `length` alone makes
 * Korean text look half as wide as it is, and Latin text twice as wide when doubled for Korean.
 */

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
