/**
 * Invitation lists as Korean offices save them, through HTTP: the same list of Korean names in
 * UTF-8 (with and without a BOM), UTF-16 LE and BE (with the BOM Excel writes), CP949 and EUC-KR,
 * each made by iconv(1); the names read back from the stored invitations and the answer naming
 * the encoding read. A file in none of them (Latin-1, binary) is the usual refusal.
 */
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { InvitationRow } from '@forum/shared';
import { type TestForum, bearer, loginToken, startTestForum } from '../../testing';

let forum: TestForum;
let auth: Record<string, string>;

beforeAll(async () => {
  forum = await startTestForum();
  auth = bearer(await loginToken(forum, forum.admin));
});

afterAll(async () => {
  await forum.close();
});

beforeEach(async () => {
  await forum.db('invitations').delete();
});

const LIST = [
  '이메일,성명,회사,언어,출처',
  'kim.encoding@example.com,김민준,샘플벤처스,ko,2024 포럼 참가자',
  'park.encoding@example.com,박서연,동방 주식회사,ko,명함',
  'choi.encoding@example.com,최지우 (崔智友),한국투자,,추천',
].join('\r\n');

/** The list in `encoding` as iconv writes it; `bom` puts the byte-order mark first. */
function encoded(encoding: string, bom = false, list = LIST): Buffer {
  return execFileSync('iconv', ['-f', 'UTF-8', '-t', encoding], { input: `${bom ? '\uFEFF' : ''}${list}\r\n` });
}

async function importBytes(bytes: Uint8Array, locale = 'en') {
  const res = await fetch(`${forum.url}/api/admin/invitations/import`, {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'text/csv', 'Accept-Language': locale },
    body: new Uint8Array(bytes),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function storedNames(): Promise<string[]> {
  const res = await forum.request('/api/admin/invitations', { headers: auth });
  return ((await res.json()) as InvitationRow[]).map((row) => `${row.name} / ${row.company}`).sort();
}

const NAMES = ['김민준 / 샘플벤처스', '박서연 / 동방 주식회사', '최지우 (崔智友) / 한국투자'];

describe('invitation CSV encodings', () => {
  it.each([
    ['UTF-8', false, 'utf-8'],
    ['UTF-8', true, 'utf-8-bom'],
    ['UTF-16LE', true, 'utf-16le'],
    ['UTF-16BE', true, 'utf-16be'],
    ['CP949', false, 'cp949'],
    ['EUC-KR', false, 'cp949'],
  ] as const)('reads %s (BOM %s) and says it read %s', async (iconvName, bom, answered) => {
    const bytes = encoded(iconvName, bom);
    // What iconv made is what the test means: the BOM and no UTF-8 where it should not be.
    if (iconvName.startsWith('UTF-16'))
      expect(bytes.subarray(0, 2)).toEqual(Buffer.from(bom && iconvName.endsWith('LE') ? [0xff, 0xfe] : [0xfe, 0xff]));
    if (answered === 'cp949') expect(bytes.toString('utf8')).toContain('\uFFFD');
    const { status, body } = await importBytes(bytes);
    expect(status).toBe(200);
    expect(body).toEqual({ created: 3, updated: 0, suppressed: 0, encoding: answered });
    expect(await storedNames()).toEqual(NAMES);
  });

  it('reads CP949 beyond EUC-KR (똠 is only in the extension) and Hanja', async () => {
    const list = LIST.replace('동방 주식회사', '똠방각하 주식회사');
    expect(() => encoded('EUC-KR', false, list)).toThrow();
    // 똠 is 8C 63 in CP949: a decoder that knows only EUC-KR reads a control character and "c".
    expect(encoded('CP949', false, list).includes(Buffer.from([0x8c, 0x63]))).toBe(true);
    expect((await importBytes(encoded('CP949', false, list))).body).toMatchObject({ encoding: 'cp949', created: 3 });
    expect(await storedNames()).toContain('박서연 / 똠방각하 주식회사');
    expect(await storedNames()).toContain('최지우 (崔智友) / 한국투자');
  });

  it('refuses a Latin-1 file and a binary one as unreadable, in the organiser language', async () => {
    const latin1 = execFileSync('iconv', ['-f', 'UTF-8', '-t', 'LATIN1'], {
      input: 'email,name,company\r\nmuller@example.com,Jürgen Müller,Société Générale\r\n',
    });
    const refused = await importBytes(latin1);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({ code: 'unreadable_file', message: expect.stringContaining('CP949') });
    const binary = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x80, 0x81]);
    const ko = await importBytes(binary, 'ko');
    expect(ko.status).toBe(422);
    expect(ko.body.error).toMatchObject({ code: 'unreadable_file', message: expect.stringContaining('한글 엑셀') });
    // UTF-16 without its byte-order mark is not guessed at either.
    expect((await importBytes(encoded('UTF-16LE'))).status).toBe(422);
    expect(await storedNames()).toEqual([]);
  });
});
