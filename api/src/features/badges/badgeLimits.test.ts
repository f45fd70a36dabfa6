/**
 * Bounded badge batches, through HTTP on a database of 2,001 registrants: one more than a request
 * may print is `413 too_many_badges` with words telling the organiser to narrow the filter (and
 * nothing is logged or drawn); 2,000 print; and a batch whose client goes away stops drawing, so the
 * server's CPU falls back at once (measured on this process, which runs the server).
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITION } from '@forum/shared';
import { generateRegistrants } from '@forum/shared/testing';
import {
  type Database,
  type TestForum,
  bearer,
  logRows,
  loginToken,
  newCheckinCode,
  pdfInfo,
  startTestForum,
} from '../../testing';

const COUNT = 2_001;

async function fill(db: Database): Promise<void> {
  const rows = generateRegistrants(COUNT).map((r) => {
    const at = new Date(r.createdAt);
    return {
      company: r.company,
      name: r.name,
      title: r.title,
      email: r.email,
      email_normalized: r.email.toLowerCase(),
      phone: r.phone,
      biztype: r.businessType,
      attend: r.attend,
      attendext: r.sessions.join('|'),
      about: r.about,
      locale: r.locale,
      consent_at: at,
      created_at: at,
      changed_at: at,
      checkin_code: newCheckinCode(),
      // The column's default is the first edition (migration 019): these are the current one's.
      edition: EDITION.year,
    };
  });
  for (let start = 0; start < rows.length; start += 400) await db('registrants').insert(rows.slice(start, start + 400));
}

let forum: TestForum;
let token: string;
let ids: number[];

beforeAll(async () => {
  forum = await startTestForum({ seed: fill });
  token = await loginToken(forum, forum.admin);
  ids = ((await forum.db('registrants').select('id').orderBy('id')) as Array<{ id: number | string }>).map((row) =>
    Number(row.id),
  );
}, 120_000);

afterAll(async () => {
  await forum.close();
});

const badges = (body: unknown, headers: Record<string, string> = {}) =>
  forum.request('/api/admin/badges', { json: body, headers: { ...bearer(token), ...headers } });

/** CPU seconds this process (the server's) spends over `ms`. */
async function cpuSecondsOver(ms: number): Promise<number> {
  const start = process.cpuUsage();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1e6;
}

describe('badge batch limits', () => {
  it('refuses 2,001 badges with 413 too_many_badges, telling the organiser to narrow the filter, in their language', async () => {
    const before = (await logRows(forum.db, 'badge')).length;
    for (const [language, words] of [
      ['en', /2,001 registrants.*at most 2,000 badges.*Narrow the list with a filter/],
      ['ko', /2,001명.*2,000개까지.*목록을 좁혀/],
    ] as const) {
      const res = await badges({ layout: 'a6', sort: 'name' }, { 'Accept-Language': language });
      expect(res.status).toBe(413);
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('too_many_badges');
      expect(body.error.message).toMatch(words);
    }
    // Nothing printed, so nothing logged.
    expect(await logRows(forum.db, 'badge')).toHaveLength(before);
  });

  it('prints 2,000 badges (the limit) when the filter narrows to them', async () => {
    const res = await badges({ layout: 'a6', sort: 'name', filter: { ids: ids.slice(1) } });
    expect(res.status).toBe(200);
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdfInfo(pdf).pages).toBe(500);
  }, 120_000);

  it('stops drawing when the client goes away: the CPU falls back within a second', async () => {
    const url = new URL('/api/admin/badges', forum.url);
    const body = JSON.stringify({ layout: 'label-90x54', sort: 'name', filter: { ids: ids.slice(1) } });
    const started = await new Promise<http.ClientRequest>((resolve, reject) => {
      const req = http.request(
        url,
        {
          method: 'POST',
          agent: false,
          headers: { ...bearer(token), 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
        },
        (res) => {
          expect(res.statusCode).toBe(200);
          res.once('data', () => resolve(req));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
    // Drawing 2,000 labels takes seconds of CPU: while it runs, the process is busy (as busy as a
    // shared machine lets it be).
    const busyPerSecond = (await cpuSecondsOver(500)) * 2;
    expect(busyPerSecond).toBeGreaterThan(0.1);
    started.destroy();
    // Within a second of the client leaving, the drawing has stopped: the next second is idle.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const after = await cpuSecondsOver(1_000);
    expect(after).toBeLessThan(Math.min(0.1, busyPerSecond / 2));
  }, 60_000);
});
