/**
 * The forum's printed typeface: Pretendard (SIL Open Font License 1.1, from the npm registry),
 * which covers Hangul and Latin alike. PDFs embed only the glyphs they use (pdfkit subsets the
 * font through fontkit), so a badge sheet carries a few kilobytes of font, not the 1.5 MB file.
 * Anything that prints (badges, the meetings agenda) takes its font files from here.
 */
import { createRequire } from 'node:module';

export type ForumFontWeight = 'regular' | 'medium' | 'bold';

const FILES: Record<ForumFontWeight, string> = {
  regular: 'Pretendard-Regular.otf',
  medium: 'Pretendard-Medium.otf',
  bold: 'Pretendard-Bold.otf',
};

const resolveFromHere = createRequire(import.meta.url);

/** The absolute path of the OpenType file of `weight`, for pdfkit's `registerFont` or `font`. */
export function forumFontFile(weight: ForumFontWeight): string {
  return resolveFromHere.resolve(`pretendard/dist/public/static/${FILES[weight]}`);
}
