/**
 * The forum's printed typefaces, all from the npm registry under the SIL Open Font License 1.1:
 * - Pretendard: Hangul and Latin (accents included), the forum's look;
 * - Noto Sans CJK SC (`@embedpdf/fonts-sc`, the "Hans" region set of Noto Sans CJK): every
 *   unified Han ideograph (Hanja, Japanese kanji, simplified and traditional Chinese) and kana;
 * - Noto Emoji: a monochrome glyph for emoji, joiner sequences (👩‍💻) included.
 * A character takes the first of these that has it (see fontRuns.ts). PDFs embed only the glyphs
 * they use (pdfkit subsets through fontkit), so a badge sheet carries kilobytes, not the files.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

export type ForumFontWeight = 'regular' | 'medium' | 'bold';

const resolveFromHere = createRequire(import.meta.url);

const PRETENDARD: Record<ForumFontWeight, string> = {
  regular: 'Pretendard-Regular.otf',
  medium: 'Pretendard-Medium.otf',
  bold: 'Pretendard-Bold.otf',
};
const NOTO_CJK: Record<ForumFontWeight, string> = {
  regular: 'NotoSansHans-Regular.otf',
  medium: 'NotoSansHans-Medium.otf',
  bold: 'NotoSansHans-Bold.otf',
};
const NOTO_EMOJI: Record<ForumFontWeight, string> = {
  regular: '400Regular/NotoEmoji_400Regular.ttf',
  medium: '500Medium/NotoEmoji_500Medium.ttf',
  bold: '700Bold/NotoEmoji_700Bold.ttf',
};

/** The package exports only its script entry; the fonts sit in `fonts/` beside its `dist/`. */
const notoCjkFolder = () => path.join(path.dirname(resolveFromHere.resolve('@embedpdf/fonts-sc')), '..', 'fonts');

/** The absolute path of Pretendard in `weight`, for pdfkit's `font`. */
export function forumFontFile(weight: ForumFontWeight): string {
  return resolveFromHere.resolve(`pretendard/dist/public/static/${PRETENDARD[weight]}`);
}

/** The font files a text in `weight` is printed from, in the order a character looks for its glyph. */
export function forumFontChain(weight: ForumFontWeight): string[] {
  return [
    forumFontFile(weight),
    path.join(notoCjkFolder(), NOTO_CJK[weight]),
    resolveFromHere.resolve(`@expo-google-fonts/noto-emoji/${NOTO_EMOJI[weight]}`),
  ];
}
