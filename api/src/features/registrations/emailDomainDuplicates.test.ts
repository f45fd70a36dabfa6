/**
 * One mailbox, one registration, however its domain is written: `x@예시.한국` and its punycode form
 * `x@xn--vv4b11d.xn--3e0b707e` are the same address (IDNA). Through HTTP, through two API
 * processes on one database, and for rows written before the key carried the ASCII domain.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITION } from '@forum/shared';
import {
  type TestForum,
  type TestServer,
  loginToken,
  newCheckinCode,
  startTestForum,
  startTestServer,
  validRegistration,
} from '../../testing';
import { migrateLatest, migrationSource, pendingMigrations } from '../../db/migrate';

let forum: TestForum;

beforeAll(async () => {
  forum = await startTestForum();
});

afterAll(async () => {
  await forum.close();
});

const register = (email: string, server: TestServer = forum) =>
  server.request('/api/user', { json: validRegistration({ email }) });

async function codeOf(res: Response): Promise<string> {
  return res.status === 201 ? 'created' : ((await res.json()) as { error: { code: string } }).error.code;
}

describe('duplicate e-mails with an internationalised domain', () => {
  it('refuses the punycode form of a registered Korean domain with 409, and stores the address as given', async () => {
    const first = await register('minji@예시.한국');
    expect(first.status).toBe(201);
    const second = await register('minji@xn--vv4b11d.xn--3e0b707e');
    expect(second.status).toBe(409);
    expect(await codeOf(second)).toBe('already_registered');
    const rows = await forum.db('registrants').where('email', 'like', 'minji@%').select('email');
    expect(rows).toEqual([{ email: 'minji@예시.한국' }]);
  });

  it('refuses the Korean form of a registered punycode domain, whatever the case', async () => {
    expect(await codeOf(await register('Jisoo@XN--VV4B11D.xn--3e0b707e'))).toBe('created');
    expect(await codeOf(await register('  jisoo@예시.한국 '))).toBe('already_registered');
    const rows = await forum.db('registrants').where('email', 'like', 'jisoo@%').select('email');
    expect(rows).toEqual([{ email: 'Jisoo@XN--VV4B11D.xn--3e0b707e' }]);
  });

  it('lets exactly one of the two forms in when they race through two API processes', async () => {
    const other = await startTestServer(forum.db);
    try {
      for (let round = 0; round < 5; round += 1) {
        const results = await Promise.all([
          register(`race${round}@예시.한국`, forum),
          register(`race${round}@xn--vv4b11d.xn--3e0b707e`, other),
        ]);
        expect((await Promise.all(results.map(codeOf))).sort()).toEqual(['already_registered', 'created']);
      }
    } finally {
      await other.close();
    }
  });

  it('refuses a walk-in under the other form of a registered address', async () => {
    expect(await codeOf(await register('walkin@예시.한국'))).toBe('created');
    const token = await loginToken(forum, forum.admin);
    const res = await forum.request('/api/user/onsite', {
      json: { ...validRegistration({ email: 'walkin@xn--vv4b11d.xn--3e0b707e' }), day: 1, desk: 'Lobby' },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(409);
  });
});

describe('migration 010', () => {
  it('re-keys the rows registered before, so their other form is refused; a mailbox already in twice stays twice', async () => {
    const { db } = forum;
    for (let steps = 0; !(await pendingMigrations(db)).includes('010_registrant_email_key'); steps += 1) {
      // A bound against a loop that never ends, with room for the migrations added after 010.
      expect(steps).toBeLessThan(20);
      await db.migrate.down({ migrationSource });
    }
    // Rows as the code before wrote them: the key was only trimmed and lower-cased. Written
    // straight to the table: today's registration needs the later migrations' tables (seats).
    const legacy = async (email: string) => {
      const now = new Date();
      const [id] = await db('registrants').insert({
        ...{ company: 'Han River Capital', name: 'Jane Doe', title: 'Partner', phone: '+82-10-1234-5678' },
        ...{ biztype: 1, attend: '', attendext: 'day11', about: '', locale: 'en', onsite: false },
        ...{ consent_at: now, created_at: now, changed_at: now, checkin_code: newCheckinCode() },
        email,
        email_normalized: email.trim().toLowerCase(),
      });
      return Number(id);
    };
    await legacy('old@예시.한국');
    const twiceKorean = await legacy('twice@예시.한국');
    const twicePunycode = await legacy('twice@xn--vv4b11d.xn--3e0b707e');

    await migrateLatest(db);
    // Migration 019 puts the rows from before it in the first edition; on a later current
    // edition (a run on the next edition) they are moved to it, so the refusal is this year's.
    await db('registrants').whereIn('id', [twiceKorean, twicePunycode]).orWhere({ email: 'old@예시.한국' }).update({
      edition: EDITION.year,
    });
    expect(await codeOf(await register('old@xn--vv4b11d.xn--3e0b707e'))).toBe('already_registered');
    expect(await codeOf(await register('twice@예시.한국'))).toBe('already_registered');
    const twice = await db('registrants').whereIn('id', [twiceKorean, twicePunycode]).select('id');
    expect(twice).toHaveLength(2);
  });
});
