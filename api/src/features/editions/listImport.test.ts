/**
 * The lists an organiser keeps in a spreadsheet, imported into a draft through HTTP: companies from
 * a CSV with Korean headers, speakers from an .xlsx into the sessions they name, investors keeping
 * their logos; a file with any bad cell is refused whole with each cell named, and nothing changes.
 */
import { buildTableWorkbook } from '@forum/shared/spreadsheet';
import { EDITION, type EditionDocument } from '@forum/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestForum, bearer, loginToken, startTestForum } from '../../testing';

const NEXT = EDITION.year + 1;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
let forum: TestForum;
let manager: string;

async function upload(list: string, body: Uint8Array | string, type: string, query = '') {
  const res = await fetch(`${forum.url}/api/admin/editions/${NEXT}/import/${list}${query}`, {
    method: 'POST',
    headers: { ...bearer(manager), 'Content-Type': type, 'Accept-Language': 'ko' },
    body,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function draft(): Promise<EditionDocument> {
  const res = await fetch(`${forum.url}/api/admin/editions/${NEXT}`, { headers: bearer(manager) });
  return (await res.json()) as EditionDocument;
}

beforeAll(async () => {
  forum = await startTestForum();
  manager = await loginToken(forum, forum.admin);
  const created = await fetch(`${forum.url}/api/admin/editions`, {
    method: 'POST',
    headers: { ...bearer(manager), 'Content-Type': 'application/json' },
    body: JSON.stringify({ from: EDITION.year, year: NEXT }),
  });
  expect(created.status).toBe(201);
}, 60_000);

afterAll(async () => {
  await forum?.close();
});

describe('importing the site lists into an edition', () => {
  it('replaces the companies from a CSV with Korean headers, after a dry run that stores nothing', async () => {
    const csv = [
      '국문 기업명,영문 기업명,웹사이트,웹사이트2,설명1,설명2',
      '해운대로보틱스,Haeundae Robotics,https://robotics.example.kr,,,',
      '광안바이오,Gwangan Bio,https://bio.example.kr/b2b,https://bio.example.kr/b2c,B2B,B2C',
    ].join('\r\n');
    const dry = await upload('companies', csv, 'text/csv', '?dryRun=1');
    expect(dry).toEqual({ status: 200, body: { imported: 2 } });
    expect((await draft()).site.companies.items).toHaveLength(45);

    expect(await upload('companies', csv, 'text/csv')).toEqual({ status: 200, body: { imported: 2 } });
    expect((await draft()).site.companies.items).toEqual([
      { name: { en: 'Haeundae Robotics', ko: '해운대로보틱스' }, website: 'https://robotics.example.kr' },
      {
        name: { en: 'Gwangan Bio', ko: '광안바이오' },
        website: 'https://bio.example.kr/b2b',
        caption1: 'B2B',
        website2: 'https://bio.example.kr/b2c',
        caption2: 'B2C',
      },
    ]);
  });

  it('refuses a file with bad cells whole, naming each row and column in the organiser’s language', async () => {
    const csv = [
      'name_en,name_ko,website',
      'Good Co,좋은기업,https://good.example.kr',
      'No Link,링크없음,not-a-link',
      ',이름만,https://x.example.kr',
    ].join('\n');
    const refused = await upload('companies', csv, 'text/csv');
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([
      { row: 3, column: 'website', code: 'invalid_link', message: 'https://로 시작하는 웹 주소를 입력해 주세요.' },
      { row: 4, column: 'name_en', code: 'required', message: '빈 칸입니다.' },
    ]);
    const missing = await upload('companies', 'name_en,website\nA,https://a.example.kr', 'text/csv');
    expect(missing.body.errors).toEqual([
      expect.objectContaining({ row: 1, column: 'name_ko', code: 'missing_column' }),
    ]);
    expect((await draft()).site.companies.items).toHaveLength(2);
  });

  it('puts speakers from an .xlsx into the sessions they name and keeps the other sessions’ speakers', async () => {
    const before = await draft();
    const [day1Item] = before.programme[1].filter((item) => 'session' in item);
    const session = (day1Item as { session: string }).session;
    const untouched = before.programme[2].find((item) => 'session' in item && item.speakers.length > 0);
    const sheet = buildTableWorkbook(
      'Speakers',
      ['세션', '영문 이름', '국문 이름', '영문 직함', '국문 직함', '영문 소속', '국문 소속', '좌장'],
      [
        [session, 'Kim Minji', '김민지', 'Partner', '파트너', 'Haeundae Capital', '해운대캐피탈', '아니요'],
        [session, 'Lee Jun', '이준', 'Director', '이사', 'Busan Fund', '부산펀드', '예'],
      ],
    );
    expect(await upload('speakers', new Uint8Array(sheet), XLSX)).toEqual({ status: 200, body: { imported: 2 } });
    const after = await draft();
    const item = after.programme[1].find((entry) => 'session' in entry && entry.session === session)!;
    expect(item.speakers.map((speaker) => [speaker.name.ko, speaker.panel])).toEqual([
      ['김민지', true],
      ['이준', false],
    ]);
    if (untouched)
      expect(
        after.programme[2].find(
          (entry) => 'session' in entry && entry.session === (untouched as { session: string }).session,
        )!.speakers,
      ).toEqual(untouched.speakers);

    const unknown = buildTableWorkbook(
      'Speakers',
      ['session', 'name_en', 'name_ko', 'title_en', 'title_ko', 'affiliation_en', 'affiliation_ko'],
      [['day99', 'A', '에이', 'T', '티', 'F', '에프']],
    );
    const refused = await upload('speakers', new Uint8Array(unknown), XLSX);
    expect(refused.body.errors).toEqual([
      expect.objectContaining({ row: 2, column: 'session', code: 'unknown_session' }),
    ]);
  });

  it('keeps an investor’s logo when the file names none, and asks for one for a new investor', async () => {
    const csv = [
      '투자사,웹사이트,어두운 배경',
      'Sample Ventures 04,https://v4.example.kr,예',
      'Busan Angels,https://angels.example.kr,',
    ].join('\n');
    expect(await upload('investors', csv, 'text/csv')).toEqual({ status: 200, body: { imported: 2 } });
    const { site } = await draft();
    expect(site.investors.items[0]).toMatchObject({
      name: 'Sample Ventures 04',
      src: '/logos/investor-04.svg',
      dark: true,
    });
    expect(site.investors.items[1]).toMatchObject({ name: 'Busan Angels', src: '', dark: false });
    const check = await fetch(`${forum.url}/api/admin/editions/${NEXT}/check`, { headers: bearer(manager) });
    const { problems } = (await check.json()) as { problems: Array<{ path: string; code: string }> };
    expect(problems).toContainEqual(expect.objectContaining({ path: 'site.investors.items.1.src', code: 'picture' }));
  });

  it('answers 404 for a list it does not know and 415 for a file that is not a table', async () => {
    expect((await upload('sponsors', 'a', 'text/csv')).status).toBe(404);
    expect((await upload('companies', new Uint8Array([1, 2, 3]), 'image/png')).status).toBe(415);
  });
});
