/**
 * Fallback per character, below the badge and the agenda: which font each part of a name takes,
 * that a character no font has is left out, and that the `.notdef` count the PDF tests rely on
 * really sees a missing glyph (a PDF drawn with Pretendard alone, which has no Hanja, has some).
 */
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { forumFontChain, forumFontFile } from './forumFont';
import { drawRuns, fontRuns, runsWidth } from './fontRuns';
import { notdefGlyphCount, pdfText } from '../testing';

const [PRETENDARD, NOTO_CJK, NOTO_EMOJI] = forumFontChain('regular') as [string, string, string];

const fontsOf = (text: string) => fontRuns(text, 'regular').map((run) => [run.text, run.file]);

function pdfOf(draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', font: forumFontFile('regular') });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  draw(doc);
  doc.end();
  return done;
}

describe('fontRuns', () => {
  it('takes Hangul and Latin (accents too) from Pretendard', () => {
    expect(fontsOf('홍길동 Zoë Ångström')).toEqual([['홍길동 Zoë Ångström', PRETENDARD]]);
  });

  it('takes Hanja, kanji, kana and Chinese from Noto Sans CJK, spaces from Pretendard', () => {
    expect(fontsOf('金正勳')).toEqual([['金正勳', NOTO_CJK]]);
    expect(fontsOf('渡辺 さくら')).toEqual([
      ['渡辺', NOTO_CJK],
      [' ', PRETENDARD],
      ['さくら', NOTO_CJK],
    ]);
    expect(fontsOf('简体中文')).toEqual([['简体中文', NOTO_CJK]]);
    expect(fontsOf('繁體中文')).toEqual([['繁體中文', NOTO_CJK]]);
    expect(fontsOf('김 金')).toEqual([
      ['김 ', PRETENDARD],
      ['金', NOTO_CJK],
    ]);
  });

  it('keeps an emoji joiner sequence or a variation selector with its emoji, in Noto Emoji', () => {
    expect(fontsOf('Alex 👩‍💻 Kim')).toEqual([
      ['Alex ', PRETENDARD],
      ['👩‍💻', NOTO_EMOJI],
      [' Kim', PRETENDARD],
    ]);
    expect(fontsOf('❤️')).toEqual([['❤️', NOTO_EMOJI]]);
  });

  it('leaves out a character no font has rather than print a box', () => {
    // U+10FFFD is private use; U+2A6D6 an Extension B ideograph outside the CJK font's set.
    expect(fontsOf('A\u{10FFFD}B')).toEqual([['AB', PRETENDARD]]);
    expect(fontsOf('𪛖')).toEqual([]);
  });

  it('measures a joiner sequence as the one glyph it prints as', () => {
    const [, emoji] = fontRuns('a 👩‍💻', 'regular');
    const [alone] = fontRuns('👩', 'regular');
    expect(runsWidth([emoji!])).toBeCloseTo(runsWidth([alone!]), 5);
  });
});

describe('the .notdef count', () => {
  it('counts the boxes of a font that lacks the characters, and none when each comes from a font that has it', async () => {
    const names = '金正勳 渡辺 さくら 株式会社 简体中文 繁體中文';
    const pretendardOnly = await pdfOf((doc) => {
      doc.font(PRETENDARD).fontSize(12).text(names, 50, 50);
    });
    // Every ideograph is missing (さくら Pretendard has): 3 + 2 + 4 + 4 + 4 = 17.
    expect(notdefGlyphCount(pretendardOnly)).toBe(17);

    const fallback = await pdfOf((doc) => {
      drawRuns(doc, fontRuns(names, 'regular'), 50, 80, 12);
    });
    expect(notdefGlyphCount(fallback)).toBe(0);
    expect(pdfText(fallback)).toContain('金正勳 渡辺 さくら 株式会社 简体中文 繁體中文');
  });
});
