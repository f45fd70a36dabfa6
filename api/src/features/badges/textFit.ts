/**
 * Shrink-to-fit for the badge's texts: the largest size at which the whole text fits its box on
 * one line or, when that would make it much smaller, on two. Text is never cut or ellipsised: if
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

/** Where a two-line split may fall: at spaces when there are any, else between any two characters. */
function splits(text: string): Array<[string, string]> {
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length > 1) {
    return words.slice(1).map((_, i) => [words.slice(0, i + 1).join(' '), words.slice(i + 1).join(' ')]);
  }
  const characters = Array.from(text);
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
