/**
 * Shrink-to-fit for printed texts (badges, agenda lines): the largest size at which the whole
 * text fits its box on one line or, when that would make it much smaller, on two. Text is never cut or ellipsised: if
 * the longest word of a two-line split does not fit, the size keeps shrinking until it does.
 * Widths scale linearly with the size, so each candidate is measured once at 1 pt.
 */

export interface TextBox {
  width: number;
  height: number;
}

export interface FitOptions {
  maxSize: number;
  maxLines: 1 | 2;
  /** A line's height per point of font size (the font's ascender minus descender). */
  lineHeight: number;
  /** One line is kept while its size is at least this share of a two-line size. */
  preferOneLine?: number;
}

export interface FittedText {
  size: number;
  lines: string[];
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303F\u30FC\uFF00-\uFFEF]/u;

/**
 * Where a two-line split may fall: at spaces, and between two CJK characters (Japanese and
 * Chinese break between any two, so a long name or company without spaces still wraps); in a text
 * with neither, between any two characters.
 */
function splits(text: string): Array<[string, string]> {
  const characters = Array.from(text);
  const found: Array<[string, string]> = [];
  for (let i = 1; i < characters.length; i += 1) {
    const before = characters[i - 1]!;
    const after = characters[i]!;
    if (after === ' ') continue;
    if (before === ' ' || (CJK.test(before) && CJK.test(after))) {
      found.push([characters.slice(0, i).join('').trimEnd(), characters.slice(i).join('')]);
    }
  }
  if (found.length > 0) return found;
  return characters.slice(1).map((_, i) => [characters.slice(0, i + 1).join(''), characters.slice(i + 1).join('')]);
}

/** `widthAt1pt(text)`: the text's advance width at a 1 pt size, in points. */
export function fitText(
  text: string,
  box: TextBox,
  options: FitOptions,
  widthAt1pt: (text: string) => number,
): FittedText {
  const line = text.replace(/\s+/g, ' ').trim();
  const sizeFor = (widest: number, lines: number) =>
    Math.min(options.maxSize, box.width / Math.max(widest, 1e-6), box.height / (lines * options.lineHeight));
  // Rounded down to a tenth of a point, so rounding never pushes a line past its box.
  const floor = (size: number) => Math.floor(size * 10) / 10;

  const one: FittedText = { size: floor(sizeFor(widthAt1pt(line), 1)), lines: [line] };
  if (options.maxLines === 1 || one.size >= options.maxSize) return one;

  let two: FittedText | null = null;
  for (const [first, second] of splits(line)) {
    const size = floor(sizeFor(Math.max(widthAt1pt(first), widthAt1pt(second)), 2));
    if (!two || size > two.size) two = { size, lines: [first, second] };
  }
  const prefer = options.preferOneLine ?? 0.75;
  return two && two.size * prefer > one.size ? two : one;
}
