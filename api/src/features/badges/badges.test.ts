/**
 * Badges through HTTP, read back as a person would see them: poppler's pdftotext finds every
 * name, title and company (Hangul included) in the requested order, pdffonts shows only embedded
 * subset fonts, pdfinfo the pages and page size of each layout, pdftotext -bbox keeps a 60-character
 * name inside its box, and a page rendered with pdftoppm gives a QR that decodes to the check-in code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Registrant, Wire } from '@forum/shared';
import {
  type TestForum,
  bearer,
  createTestAdmin,
  decodeQr,
  loginAdmin,
  loginToken,
  logRows,
  pdfFonts,
  pdfInfo,
  pdfText,
  pdfWordBoxes,
  registerPeople,
  renderPage,
  startTestForum,
  validRegistration,
  LAST_PUBLIC_SESSION,
} from '../../testing';

let forum: TestForum;
let staffToken: string;
let people: Wire<Registrant>[];

const LONG_NAME = 'Maximilian Alexander Konstantin Bartholomew Habsburg-Lorrain'; // 60 characters
const PEOPLE = [
  { name: '홍길동', title: '대표이사', company: '한강벤처스', biztype: 1, locale: 'ko', attendext: ['day11'] },
  { name: 'Zoe Zhang', title: 'Principal', company: 'Acme Ventures', biztype: 3, locale: 'en', attendext: ['day12'] },
  {
    name: '김민지',
    title: '심사역',
    company: '서울투자파트너스',
    biztype: 2,
    locale: 'ko',
    attendext: ['day11', 'day21'],
  },
  { name: 'alice Brown', title: 'Analyst', company: 'Busan Bank', biztype: 2, locale: 'en', attendext: ['day21'] },
  { name: '박서준', title: '팀장', company: 'Yellow Mobility', biztype: 4, locale: 'ko', attendext: ['day22'] },
  {
    name: LONG_NAME,
    title: 'Chief Executive Officer',
    company: 'Global Holdings',
    biztype: 6,
    locale: 'en',
    attendext: [LAST_PUBLIC_SESSION],
  },
];

beforeAll(async () => {
  forum = await startTestForum();
  const managerToken = await loginToken(forum, forum.admin);
  staffToken = await loginToken(
    forum,
    await createTestAdmin(forum.db, 'badge.staff@forum.test', 'badge staff password', undefined, { role: 'staff' }),
  );
  people = [];
  for (const person of PEOPLE) people.push(...(await registerPeople(forum, managerToken, 1, person)));
}, 60_000);

afterAll(async () => {
  await forum.close();
});

async function badges(body: unknown, token = staffToken, headers: Record<string, string> = {}) {
  return forum.request('/api/admin/badges', { json: body, headers: { ...bearer(token), ...headers } });
}

async function pdfOf(res: Response): Promise<Buffer> {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  const pdf = Buffer.from(await res.arrayBuffer());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  return pdf;
}

const byName = (name: string) => people.find((person) => person.name === name)!;
/** Where each string first appears in the text, -1 when it does not. */
const positions = (text: string, needles: string[]) => needles.map((needle) => text.indexOf(needle));

describe('POST /api/admin/badges', () => {
  it('prints one 90 x 54 mm label per registrant, sorted by name: Hangul in 가나다 order, then Latin alphabetically', async () => {
    const pdf = await pdfOf(await badges({ layout: 'label-90x54', sort: 'name' }));
    const info = pdfInfo(pdf);
    expect(info.pages).toBe(PEOPLE.length);
    expect(info.pageSize[0]).toBeCloseTo((90 * 72) / 25.4, 1);
    expect(info.pageSize[1]).toBeCloseTo((54 * 72) / 25.4, 1);

    const expected = ['김민지', '박서준', '홍길동', 'alice Brown', 'Maximilian', 'Zoe Zhang'];
    for (const [index, name] of expected.entries()) expect(pdfText(pdf, index + 1)).toContain(name);
    const order = positions(pdfText(pdf), expected);
    expect(order.every((at) => at >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it("puts every name, job title and company on the badge, in that order, with the business type in the registrant's language", async () => {
    const pdf = await pdfOf(await badges({ layout: 'label-90x54', sort: 'name' }));
    for (const [index, name] of ['김민지', '박서준', '홍길동'].entries()) {
      const person = PEOPLE.find((p) => p.name === name)!;
      const text = pdfText(pdf, index + 1);
      const at = positions(text, [person.name, person.title, person.company]);
      expect(
        at.every((position) => position >= 0),
        `${name}: ${text}`,
      ).toBe(true);
      expect(at).toEqual([...at].sort((a, b) => a - b));
      expect(text).toContain('글로벌 투자자 포럼');
    }
    const zoe = pdfText(pdf, 6);
    expect(zoe).toContain('Principal');
    expect(zoe).toContain('Acme Ventures');
    expect(zoe).toContain('Entrepreneur (Company)');
    expect(pdfText(pdf, 1)).toContain('금융기관 / IB');
  });

  it('sorts by company when asked', async () => {
    const pdf = await pdfOf(await badges({ layout: 'label-90x54', sort: 'company' }));
    const companies = [
      '서울투자파트너스',
      '한강벤처스',
      'Acme Ventures',
      'Busan Bank',
      'Global Holdings',
      'Yellow Mobility',
    ];
    companies.forEach((company, index) => expect(pdfText(pdf, index + 1)).toContain(company));
  });

  it('prints four A6 badges per A4 page', async () => {
    const pdf = await pdfOf(await badges({ layout: 'a6', sort: 'name' }));
    const info = pdfInfo(pdf);
    expect(info.pages).toBe(2);
    expect(info.pageSize[0]).toBeCloseTo(595.28, 0);
    expect(info.pageSize[1]).toBeCloseTo(841.89, 0);
    const text = pdfText(pdf);
    for (const person of PEOPLE) {
      expect(text).toContain(person.title);
      expect(text).toContain(person.company);
    }
    for (const name of ['홍길동', '김민지', '박서준', 'Zoe Zhang', 'alice Brown']) expect(text).toContain(name);
  });

  it('embeds every font it uses, as a subset', async () => {
    for (const layout of ['a6', 'label-90x54']) {
      const fonts = pdfFonts(await pdfOf(await badges({ layout, sort: 'name' })));
      expect(fonts.length).toBeGreaterThan(0);
      for (const font of fonts) {
        expect(font, layout).toMatchObject({ embedded: true, subset: true });
        expect(font.name).toMatch(/Pretendard/);
      }
    }
  });

  it('keeps a 60-character name inside its box, shrunk and on at most two lines, never cut', async () => {
    expect(LONG_NAME).toHaveLength(60);
    const mm = (value: number) => (value * 72) / 25.4;
    for (const [layout, box] of [
      ['label-90x54', { x: 4, y: 8.5, width: 58, height: 17, badgeWidth: 90, badgeHeight: 54 }],
      ['a6', { x: 8, y: 19, width: 89, height: 36, badgeWidth: 105, badgeHeight: 148.5 }],
    ] as const) {
      const pdf = await pdfOf(await badges({ layout, sort: 'name', filter: { search: 'Habsburg' } }));
      const words = pdfWordBoxes(pdf).filter((word) => LONG_NAME.split(' ').includes(word.word));
      expect(words.map((word) => word.word).join(' '), layout).toBe(LONG_NAME);
      const lines = new Set(words.map((word) => Math.round(word.yMin)));
      expect(lines.size).toBeLessThanOrEqual(2);
      for (const word of words) {
        // One badge on the page (top-left in the A6 sheet), so its box is the page's.
        expect(word.xMin, `${layout} ${word.word}`).toBeGreaterThanOrEqual(mm(box.x) - 0.5);
        expect(word.xMax, `${layout} ${word.word}`).toBeLessThanOrEqual(mm(box.x + box.width) + 0.5);
        expect(word.yMin, `${layout} ${word.word}`).toBeGreaterThanOrEqual(mm(box.y) - 0.5);
        expect(word.yMax, `${layout} ${word.word}`).toBeLessThanOrEqual(mm(box.y + box.height) + 0.5);
      }
    }
  });

  it('prints a QR that a scanner reads as the bare check-in code', async () => {
    const hong = byName('홍길동');
    for (const layout of ['a6', 'label-90x54']) {
      const pdf = await pdfOf(await badges({ layout, sort: 'name', filter: { ids: [hong.id] } }));
      expect(decodeQr(renderPage(pdf, 1, 150)), layout).toBe(hong.checkinCode);
    }
  });

  it('narrows to the filter: ids, sessions, business types and search words', async () => {
    const text = async (filter: unknown) =>
      pdfText(await pdfOf(await badges({ layout: 'label-90x54', sort: 'name', filter })));
    const sessions = await text({ sessions: ['day21'] });
    expect(sessions).toContain('김민지');
    expect(sessions).toContain('alice Brown');
    expect(sessions).not.toContain('홍길동');
    const types = await text({ biztypes: [2], sessions: ['day11'] });
    expect(types).toContain('김민지');
    expect(types).not.toContain('alice Brown');
    const search = await text({ search: '서울투자' });
    expect(search).toContain('김민지');
    expect(search).not.toContain('박서준');
    const ids = await text({ ids: [byName('박서준').id, byName('Zoe Zhang').id] });
    expect(ids).toContain('박서준');
    expect(ids).toContain('Zoe Zhang');
    expect(ids).not.toContain('홍길동');
  });

  it("answers 404 in the caller's language when nobody matches", async () => {
    const res = await badges({ layout: 'a6', sort: 'name', filter: { search: 'nobody-has-this' } }, staffToken, {
      'Accept-Language': 'ko',
    });
    expect(res.status).toBe(404);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('not_found');
    expect(body.error.message).toMatch(/[가-힣]/);
  });

  it("refuses an unknown layout, sort or filter with 400 validation in the caller's language", async () => {
    for (const [body, field] of [
      [{ layout: 'a5', sort: 'name' }, 'layout'],
      [{ layout: 'a6', sort: 'age' }, 'sort'],
      [{ layout: 'a6', sort: 'name', filter: { sessions: ['day99'] } }, 'filter'],
      [{ layout: 'a6', sort: 'name', filter: { biztypes: [9] } }, 'filter'],
      [{ layout: 'a6', sort: 'name', filter: { colour: 'red' } }, 'filter'],
      [{ layout: 'a6', sort: 'name', filter: 'everyone' }, 'filter'],
    ] as const) {
      const ko = await badges(body, staffToken, { 'Accept-Language': 'ko' });
      expect(ko.status, JSON.stringify(body)).toBe(400);
      const error = ((await ko.json()) as { error: { code: string; message: string; fields: Record<string, string> } })
        .error;
      expect(error.code).toBe('validation');
      expect(error.fields[field]).toBe('invalid_choice');
      expect(error.message).toMatch(/[가-힣]/);
      const en = await badges(body, staffToken, { 'Accept-Language': 'en' });
      expect(((await en.json()) as { error: { message: string } }).error.message).not.toMatch(/[가-힣]/);
    }
  });

  it('answers 401 without a valid token and 403 to an account that has not finished its authenticator enrolment', async () => {
    expect((await forum.request('/api/admin/badges', { json: { layout: 'a6', sort: 'name' } })).status).toBe(401);
    expect((await badges({ layout: 'a6', sort: 'name' }, 'x'.repeat(40))).status).toBe(401);
    const enrolling = await createTestAdmin(forum.db, 'badge.new@forum.test', 'badge new password', undefined, {
      enrolled: false,
    });
    const login = await loginAdmin(forum, enrolling);
    const res = await badges({ layout: 'a6', sort: 'name' }, login.token);
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('otp_enrolment_required');
  });

  it('records each print in the access log as `badge`, with the ids and never a name', async () => {
    const before = (await logRows(forum.db, 'badge')).length;
    const ids = [byName('홍길동').id, byName('김민지').id];
    await pdfOf(await badges({ layout: 'a6', sort: 'company', filter: { ids } }));
    const rows = await logRows(forum.db, 'badge');
    expect(rows).toHaveLength(before + 1);
    const entry = rows.at(-1)!;
    expect(entry.account).toBe('badge.staff@forum.test');
    expect(entry.registrant_ids?.split(',').map(Number).sort()).toEqual([...ids].sort());
    expect(entry.registrant_count).toBe(2);
    expect(entry.detail).toEqual({ layout: 'a6', sort: 'company', scope: 'filtered' });
    expect(JSON.stringify(entry)).not.toContain('홍길동');
  });
});

describe('GET /api/checkin/badge/:code', () => {
  it('prints the one badge of a check-in code, on a label by default or on A6, and logs it', async () => {
    const kim = byName('김민지');
    const before = (await logRows(forum.db, 'badge')).length;
    const label = await pdfOf(
      await forum.request(`/api/checkin/badge/${kim.checkinCode}`, { headers: bearer(staffToken) }),
    );
    expect(pdfInfo(label).pages).toBe(1);
    expect(pdfInfo(label).pageSize[0]).toBeCloseTo((90 * 72) / 25.4, 1);
    expect(pdfText(label)).toContain('김민지');
    expect(decodeQr(renderPage(label, 1, 150))).toBe(kim.checkinCode);

    const a6 = await pdfOf(
      await forum.request(`/api/checkin/badge/${kim.checkinCode!.toLowerCase()}?layout=a6`, {
        headers: bearer(staffToken),
      }),
    );
    expect(pdfInfo(a6)).toMatchObject({ pages: 1 });
    expect(pdfText(a6)).toContain('서울투자파트너스');

    const rows = await logRows(forum.db, 'badge');
    expect(rows).toHaveLength(before + 2);
    expect(rows.at(-1)).toMatchObject({ registrant_ids: String(kim.id), detail: { layout: 'a6', scope: 'desk' } });
  });

  it('answers 404 for an unknown code, 400 for an unknown layout and 401 without a token', async () => {
    const kim = byName('김민지');
    expect((await forum.request('/api/checkin/badge/ZZZZZZZZZZZZZ', { headers: bearer(staffToken) })).status).toBe(404);
    expect((await forum.request('/api/checkin/badge/not-a-code', { headers: bearer(staffToken) })).status).toBe(404);
    const bad = await forum.request(`/api/checkin/badge/${kim.checkinCode}?layout=poster`, {
      headers: bearer(staffToken),
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      layout: 'invalid_choice',
    });
    expect((await forum.request(`/api/checkin/badge/${kim.checkinCode}`)).status).toBe(401);
  });

  it('leaves a registration under review out of a session filter (it is seated in nothing)', async () => {
    const managerAuth = bearer(await loginToken(forum, forum.admin));
    const policy = (mode: string) =>
      forum.request('/api/admin/approval', { method: 'PUT', json: { mode, biztypes: [] }, headers: managerAuth });
    expect((await policy('all')).status).toBe(200);
    const res = await forum.request('/api/user', {
      json: validRegistration({ name: 'Pending Person', attendext: ['day21'] }),
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    try {
      const text = pdfText(
        await pdfOf(await badges({ layout: 'label-90x54', sort: 'name', filter: { sessions: ['day21'] } })),
      );
      expect(text).toContain('alice Brown');
      expect(text).not.toContain('Pending Person');
    } finally {
      await forum.request(`/api/user/${id}`, { method: 'DELETE', headers: managerAuth });
      expect((await policy('off')).status).toBe(200);
    }
  });
});
