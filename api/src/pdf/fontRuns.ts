/**
 * Fallback per character: a text is cut into runs, each printed from the first font of its chain
 * (forumFont.ts) that has every glyph of the run's characters. A character no font has (a rare
 * ideograph, a private-use code) is left out rather than printed as the empty box of `.notdef`.
 * Characters are taken as user-perceived clusters, so an emoji joiner sequence (👩‍💻) or a
 * variation selector stays with its emoji and becomes one glyph of the emoji font.
 */
import * as fontkit from 'fontkit';
import { type ForumFontWeight, forumFontChain } from './forumFont';

export interface FontRun {
  /** The font file the run is printed from (pdfkit selects fonts by file). */
  file: string;
  text: string;
}

const opened = new Map<string, fontkit.Font>();
/** Fonts are parsed once per process: only the tables a lookup touches are read, lazily. */
function fontOf(file: string): fontkit.Font {
  let font = opened.get(file);
  if (!font) {
    const parsed = fontkit.openSync(file);
    // A collection (.ttc) would need a face named; the forum's fonts are single OpenType files.
    if (!('layout' in parsed)) throw new Error(`${file} is a font collection, not a font`);
    opened.set(file, (font = parsed));
  }
  return font;
}

/**
 * Selects the font of `file` in `doc`. pdfkit takes a parsed fontkit font as a source: every
 * document shares the one parsed here instead of reading and parsing the 8 MB CJK file again
 * (the file path is the cache key within the document, so each font is embedded once).
 */
export function useFont(doc: PDFKit.PDFDocument, file: string): PDFKit.PDFDocument {
  return doc.font(sharedFont(file), file);
}

/** The shared parsed font of `file` where pdfkit wants a font source (its typings say a path). */
export function sharedFont(file: string): string {
  return fontOf(file) as unknown as string;
}

const chains = new Map<ForumFontWeight, string[]>();
function chainOf(weight: ForumFontWeight): string[] {
  let chain = chains.get(weight);
  if (!chain) chains.set(weight, (chain = forumFontChain(weight)));
  return chain;
}

const segmenter = new Intl.Segmenter('und', { granularity: 'grapheme' });
const clustersOf = (text: string) => Array.from(segmenter.segment(text), (part) => part.segment);

/** Shown as emoji: joiner sequences, emoji presentation, a selector asking for it, skin tones, flags. */
const EMOJI = /\u200D|\uFE0F|\p{Emoji_Presentation}|\p{Emoji_Modifier}|\p{Regional_Indicator}/u;
/**
 * Han ideographs, kana and CJK punctuation come from the CJK font even where Pretendard has a
 * glyph (it has kana): one name then keeps one design, as a Japanese reader expects.
 */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303F\u30FC\uFF00-\uFFEF]/u;

/**
 * The caches below keep at most this many answers each, then start again: enough for the words
 * that repeat on every badge and a batch's names, and bounded whatever names registrants type.
 */
const CACHE_KEPT = 20_000;
function remember<T>(cache: Map<string, T>, key: string, value: T): void {
  if (cache.size >= CACHE_KEPT) cache.clear();
  cache.set(key, value);
}

const covered = new Map<string, boolean>();
/** Whether `file` draws `cluster` without a `.notdef` glyph (glyph id 0). */
function covers(file: string, cluster: string): boolean {
  const key = `${file}\u0000${cluster}`;
  let answer = covered.get(key);
  if (answer === undefined) {
    const { glyphs } = fontOf(file).layout(cluster);
    answer = glyphs.length > 0 && glyphs.every((glyph) => glyph.id !== 0);
    remember(covered, key, answer);
  }
  return answer;
}

/** The chain in the order `cluster` tries it. */
function candidates(chain: string[], cluster: string): string[] {
  const [text, cjk, emoji] = chain as [string, string, string];
  if (EMOJI.test(cluster)) return [emoji, text, cjk];
  if (CJK.test(cluster)) return [cjk, text, emoji];
  return chain;
}

function fontFor(chain: string[], cluster: string): string | null {
  return candidates(chain, cluster).find((file) => covers(file, cluster)) ?? null;
}

/** `text` (NFC, so a Hangul syllable is one glyph) as runs of one font each. */
export function fontRuns(text: string, weight: ForumFontWeight): FontRun[] {
  const chain = chainOf(weight);
  const runs: FontRun[] = [];
  for (const cluster of clustersOf(text.normalize('NFC'))) {
    const last = runs[runs.length - 1];
    // A space is Pretendard's, whatever is around it: Noto Emoji's space is more than an em wide.
    const file = fontFor(chain, cluster);
    if (file === null) continue;
    if (last && last.file === file) last.text += cluster;
    else runs.push({ file, text: cluster });
  }
  return runs;
}

const runWidths = new Map<string, number>();

/** A run's advance width at 1 pt, kerning and joiner sequences applied, as pdfkit will draw it. */
export function runWidth(run: FontRun): number {
  const key = `${run.file}\u0000${run.text}`;
  let width = runWidths.get(key);
  if (width === undefined) {
    const font = fontOf(run.file);
    width = font.layout(run.text).advanceWidth / font.unitsPerEm;
    remember(runWidths, key, width);
  }
  return width;
}

export function runsWidth(runs: readonly FontRun[]): number {
  return runs.reduce((sum, run) => sum + runWidth(run), 0);
}

const clusterWidths = new Map<string, number>();
/**
 * A quick width at 1 pt: the sum of each character's own advance, cached. Shaping a whole string
 * costs about a millisecond, and shrink-to-fit tries every two-line split of every text on 2,000
 * badges; the chosen lines are measured once more with `runsWidth`.
 */
export function approximateWidth(text: string, weight: ForumFontWeight): number {
  const chain = chainOf(weight);
  let width = 0;
  for (const cluster of clustersOf(text.normalize('NFC'))) {
    const key = `${weight}\u0000${cluster}`;
    let advance = clusterWidths.get(key);
    if (advance === undefined) {
      const file = fontFor(chain, cluster);
      advance = file === null ? 0 : runWidth({ file, text: cluster });
      remember(clusterWidths, key, advance);
    }
    width += advance;
  }
  return width;
}

/**
 * The vertical metrics shared by every font of `weight`'s chain, per point of size: the highest
 * ascender and the deepest descender, so a line of mixed scripts never leaves its box.
 */
export function lineMetrics(weight: ForumFontWeight): { ascender: number; descender: number; height: number } {
  let ascender = 0;
  let descender = 0;
  for (const file of chainOf(weight)) {
    const font = fontOf(file);
    ascender = Math.max(ascender, font.ascent / font.unitsPerEm);
    descender = Math.max(descender, -font.descent / font.unitsPerEm);
  }
  return { ascender, descender, height: ascender + descender };
}

/** Draws runs on one line from `x`, with the baseline at `baseline`; returns the width drawn. */
export function drawRuns(
  doc: PDFKit.PDFDocument,
  runs: readonly FontRun[],
  x: number,
  baseline: number,
  size: number,
): number {
  let at = x;
  for (const run of runs) {
    const width = runWidth(run) * size;
    useFont(doc, run.file).fontSize(size);
    // The width known already spares pdfkit shaping the run a second time to measure it.
    doc.text(run.text, at, baseline, {
      lineBreak: false,
      baseline: 'alphabetic',
      textWidth: width,
    } as PDFKit.Mixins.TextOptions);
    at += width;
  }
  return at - x;
}
