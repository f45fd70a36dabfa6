/**
 * The meeting agenda in every script, read back with poppler: each name and organisation, in
 * Hanja, Japanese, Chinese, accented Latin or with an emoji, is in pdftotext's text; no glyph
 * drawn is `.notdef`; the fonts are embedded subsets; a line too long for the page wraps onto two
 * (between CJK characters too) inside the margins, never cut; and the page renders with pdftoppm.
 */
import { describe, expect, it } from 'vitest';
import { notdefGlyphCount, pdfFonts, pdfText, pdfWordBoxes, renderPage } from '../../testing';
import { agendaPdf } from './agendaPdf';

const NAMES = ['金正勳', '渡辺 さくら', '株式会社', '简体中文', '繁體中文', 'Zoë Ångström', 'Alex 👩‍💻 Kim', '홍길동'];
const LONG =
  '寿限無寿限無五劫の擦り切れ海砂利水魚の水行末雲来末風来末食う寝る処に住む処やぶら小路の藪柑子 (パイポパイポ株式会社)';

const meetings = NAMES.map((name, i) => ({
  day: i < 4 ? 1 : 2,
  start: `${10 + i}:00`,
  end: `${10 + i}:30`,
  table: i + 1,
  with: `${name} · ${i % 2 ? '株式会社サンプル' : 'Hanriver Ventures ❤️'}`,
}));

const oneLine = (text: string) => text.replace(/\s+/g, ' ');

describe('the meeting agenda PDF', () => {
  for (const locale of ['en', 'ko'] as const) {
    it(`${locale}: prints every name in every script from embedded subset fonts, with no .notdef glyph`, async () => {
      const pdf = await agendaPdf({ name: '渡辺 さくら', organisation: '株式会社サンプル', locale, meetings });
      const text = oneLine(pdfText(pdf));
      expect(text).toContain('渡辺 さくら · 株式会社サンプル');
      for (const name of NAMES) expect(text, name).toContain(name);
      expect(text).toContain('Hanriver Ventures ❤️');
      expect(notdefGlyphCount(pdf)).toBe(0);
      const fonts = pdfFonts(pdf);
      for (const font of fonts) expect(font, font.name).toMatchObject({ embedded: true, subset: true });
      expect(fonts.map((font) => font.name.replace(/^[A-Z]{6}\+/, ''))).toEqual(
        expect.arrayContaining(['Pretendard-Regular', 'NotoSansHans-Regular', 'NotoEmoji-Regular']),
      );
      expect(renderPage(pdf, 1, 72).subarray(1, 4).toString()).toBe('PNG');
      expect(pdf.length).toBeLessThan(400 * 1024);
    });
  }

  it('wraps a line longer than the page onto two, inside the margins, and keeps it whole', async () => {
    const pdf = await agendaPdf({
      name: LONG,
      organisation: 'Org',
      locale: 'en',
      meetings: [{ day: 1, start: '10:00', end: '10:30', table: 1, with: LONG }],
    });
    expect(oneLine(pdfText(pdf)).replace(/ /g, '')).toContain(LONG.replace(/ /g, ''));
    expect(notdefGlyphCount(pdf)).toBe(0);
    // Two lines for the name under the title, two for the meeting: readable, not shrunk to a speck.
    // Words of one line differ by a point or two (each font its own ascent); lines are 10 pt or more apart.
    const tops = pdfWordBoxes(pdf)
      .filter((word) => /寿|藪|パイポ/.test(word.word))
      .map((word) => word.yMin)
      .sort((a, b) => a - b);
    const lines = tops.filter((top, i) => i === 0 || top - tops[i - 1]! > 6);
    expect(lines).toHaveLength(4);
    const a4Width = 595.28;
    const margin = 56;
    for (const word of pdfWordBoxes(pdf)) {
      expect(word.xMin, word.word).toBeGreaterThanOrEqual(margin - 0.5);
      expect(word.xMax, word.word).toBeLessThanOrEqual(a4Width - margin + 0.5);
    }
  });
});
