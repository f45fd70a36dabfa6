/**
 * Names in every script on badges, read back as a person would see them: pdftotext finds each
 * name whole (Hanja, Japanese, simplified and traditional Chinese, accented Latin, an emoji joiner
 * sequence), no glyph drawn is `.notdef` (the empty box), pdffonts shows the CJK and emoji fonts
 * embedded as subsets, pdftoppm renders the page, a long Japanese name stays in its box (never
 * under the label's QR), and the order is the dialog's: Hangul names first, then the others.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Registrant, Wire } from '@forum/shared';
import {
  type TestForum,
  bearer,
  decodeQr,
  loginToken,
  notdefGlyphCount,
  pdfFonts,
  pdfText,
  pdfWordBoxes,
  registerPeople,
  renderPage,
  startTestForum,
} from '../../testing';

const LONG_JAPANESE = '寿限無寿限無五劫の擦り切れ海砂利水魚の水行末雲来末風来末'; // 28 characters, no space
const NAMES = ['金正勳', '渡辺 さくら', '株式会社', '简体中文', '繁體中文', 'Zoë Ångström', 'Alex 👩‍💻 Kim', '홍길동'];
const COMPANIES: Record<string, string> = {
  '渡辺 さくら': '株式会社サンプル',
  金正勳: '한강벤처스',
  'Alex 👩‍💻 Kim': 'Code ❤️ Lab',
};

let forum: TestForum;
let token: string;
let people: Wire<Registrant>[];

beforeAll(async () => {
  forum = await startTestForum();
  token = await loginToken(forum, forum.admin);
  people = [];
  for (const [index, name] of [...NAMES, LONG_JAPANESE].entries()) {
    const company = COMPANIES[name] ?? `Company ${index}`;
    people.push(
      ...(await registerPeople(forum, token, 1, { name, company, title: '代表取締役', biztype: (index % 6) + 1 })),
    );
  }
}, 60_000);

afterAll(async () => {
  await forum.close();
});

async function badgePdf(body: unknown): Promise<Buffer> {
  const res = await forum.request('/api/admin/badges', { json: body, headers: bearer(token) });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

const mm = (value: number) => (value * 72) / 25.4;
const oneLine = (text: string) => text.replace(/\s+/g, ' ');

describe('badges in every script', () => {
  for (const layout of ['a6', 'label-90x54'] as const) {
    it(`${layout}: prints every name whole from embedded subset fonts, with no .notdef glyph`, async () => {
      const pdf = await badgePdf({ layout, sort: 'name' });
      const text = oneLine(pdfText(pdf));
      for (const name of [...NAMES, LONG_JAPANESE.slice(0, 6), '株式会社サンプル', 'Code ❤️ Lab', '代表取締役']) {
        expect(text, name).toContain(name);
      }
      expect(notdefGlyphCount(pdf)).toBe(0);
      const fonts = pdfFonts(pdf);
      for (const font of fonts) expect(font, font.name).toMatchObject({ embedded: true, subset: true });
      const names = fonts.map((font) => font.name.replace(/^[A-Z]{6}\+/, ''));
      expect(names).toEqual(expect.arrayContaining(['Pretendard-Bold', 'NotoSansHans-Bold', 'NotoEmoji-Bold']));
      // Subsets: the CJK font file is 8 MB, the whole sheet far less.
      expect(pdf.length).toBeLessThan(600 * 1024);
    });
  }

  it('puts Hangul names first in 가나다 order, then the others (as the dialog says), and the emoji name by its first letter', async () => {
    const pdf = await badgePdf({ layout: 'label-90x54', sort: 'name' });
    const pages = NAMES.length + 1;
    const firstLines = Array.from({ length: pages }, (_, i) => oneLine(pdfText(pdf, i + 1)));
    const order = (name: string) => firstLines.findIndex((page) => page.includes(name));
    expect(order('홍길동')).toBe(0);
    // "Alex 👩‍💻 Kim" sorts as Alex: before Zoë, among the Latin names after the Hanja ones.
    expect(order('Alex 👩‍💻 Kim')).toBeLessThan(order('Zoë Ångström'));
    expect(order('金正勳')).toBeGreaterThan(0);
  });

  for (const [layout, box] of [
    ['label-90x54', { x: 4, y: 8.5, width: 58, height: 17, qrX: 64 }],
    ['a6', { x: 8, y: 19, width: 89, height: 36, qrX: 105 }],
  ] as const) {
    it(`${layout}: a long Japanese name shrinks into its box and never reaches the QR`, async () => {
      const long = people.find((person) => person.name === LONG_JAPANESE)!;
      const pdf = await badgePdf({ layout, sort: 'name', filter: { ids: [long.id] } });
      const words = pdfWordBoxes(pdf).filter((word) => LONG_JAPANESE.includes(word.word));
      expect(words.map((word) => word.word).join('')).toBe(LONG_JAPANESE);
      expect(new Set(words.map((word) => Math.round(word.yMin))).size).toBeLessThanOrEqual(2);
      for (const word of words) {
        expect(word.xMin, word.word).toBeGreaterThanOrEqual(mm(box.x) - 0.5);
        expect(word.xMax, word.word).toBeLessThanOrEqual(mm(box.x + box.width) + 0.5);
        expect(word.xMax, word.word).toBeLessThan(mm(box.qrX));
        expect(word.yMin, word.word).toBeGreaterThanOrEqual(mm(box.y) - 0.5);
        expect(word.yMax, word.word).toBeLessThanOrEqual(mm(box.y + box.height) + 0.5);
      }
      // Still legible: shrunk, not to a speck (at least 9 pt tall lines).
      expect(words[0]!.yMax - words[0]!.yMin).toBeGreaterThan(9);
      expect(notdefGlyphCount(pdf)).toBe(0);
      expect(decodeQr(renderPage(pdf, 1, 150))).toBe(long.checkinCode);
    });
  }

  it("the desk's one badge prints Hanja and an emoji sequence too", async () => {
    for (const name of ['金正勳', 'Alex 👩‍💻 Kim']) {
      const person = people.find((p) => p.name === name)!;
      const res = await forum.request(`/api/checkin/badge/${person.checkinCode}`, { headers: bearer(token) });
      expect(res.status).toBe(200);
      const pdf = Buffer.from(await res.arrayBuffer());
      expect(oneLine(pdfText(pdf))).toContain(name);
      expect(notdefGlyphCount(pdf)).toBe(0);
      expect(renderPage(pdf, 1, 100).subarray(1, 4).toString()).toBe('PNG');
    }
  });
});
