/**
 * Two API processes on one database (MariaDB with TEST_DATABASE_URL, else a shared SQLite file),
 * every request and accept sent at once, spread over both, accepts sent twice: no person or table is
 * booked twice for one slot, a request accepted twice is one meeting, and no request is refused
 * while a slot and table were free for both (the loser of a race chooses again, it does not give up).
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetingSlotTimes } from '@forum/shared';
import { hashManageToken, newManageToken } from '../mail';
import {
  type TestDatabase,
  type TestServer,
  bearer,
  createTestAdmin,
  createTestDatabase,
  loginToken,
  startTestServer,
  validRegistration,
  startServerProcess,
} from '../../testing';

let dir: string;
let testDb: TestDatabase;
let inProcess: TestServer;
let child: ChildProcess;
let childUrl: string;

async function startChild(databaseUrl: string): Promise<string> {
  const started = await startServerProcess({ DATABASE_URL: databaseUrl, SITE_DIST: dir, MAIL_DIR: dir });
  child = started.child;
  return started.url;
}

const SLOTS = { days: [{ day: 1, start: '09:00', end: '11:00' }], slotMinutes: 30, tables: 3 };
// Each investor receives one request per company: at most 5 (a person receives at most 5 new
// requests an hour), still 35 requests for 12 places.
const INVESTORS = 7;
const COMPANIES = 5;

interface Person {
  token: string;
  profileId: number;
}

async function call(base: string, pathname: string, method: string, json?: unknown) {
  const res = await fetch(`${base}${pathname}`, {
    method,
    headers: json === undefined ? {} : { 'Content-Type': 'application/json' },
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> | null };
}

/** A registrant sitting in no session during the meeting hours, with a manage link of their own. */
async function participant(role: 'investor' | 'company', n: number): Promise<Person> {
  const res = await call(
    inProcess.url,
    '/api/user',
    'POST',
    validRegistration({ attendext: ['day12'], biztype: role === 'investor' ? 1 : 3 }),
  );
  expect(res.status).toBe(201);
  const registrantId = Number(res.body!.id);
  const token = newManageToken();
  await testDb
    .db('registration_links')
    .insert({ token_hash: hashManageToken(token), registrant_id: registrantId, created_at: new Date() });
  const profile = await call(inProcess.url, `/api/registration/${token}/meetings/profile`, 'PUT', {
    role,
    organisation: `${role} ${n}`,
    pitch: 'Racing for a slot',
    sectors: ['ai'],
    stages: ['seed'],
    consent: true,
  });
  expect(profile.status).toBe(200);
  return { token, profileId: Number(profile.body!.profileId) };
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forum-meetings-race-'));
  testDb = await createTestDatabase({ sqliteFile: path.join(dir, 'forum.sqlite') });
  inProcess = await startTestServer(testDb.db);
  childUrl = await startChild(testDb.url);
  const adminToken = await loginToken(inProcess, await createTestAdmin(testDb.db));
  const saved = await fetch(`${inProcess.url}/api/admin/meetings/slots`, {
    method: 'PUT',
    headers: { ...bearer(adminToken), 'Content-Type': 'application/json' },
    body: JSON.stringify(SLOTS),
  });
  expect(saved.status).toBe(200);
}, 60_000);

afterAll(async () => {
  child?.kill('SIGKILL');
  await inProcess?.close();
  await testDb?.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('meetings booked through two API processes at once', () => {
  it('never book a person or a table twice for one slot, and refuse only when nothing was free', async () => {
    const bases = [inProcess.url, childUrl];
    const investors = await Promise.all(Array.from({ length: INVESTORS }, (_, n) => participant('investor', n)));
    const companies = await Promise.all(Array.from({ length: COMPANIES }, (_, n) => participant('company', n)));

    // Every company asks every investor, all at once, through both processes.
    const pairs = companies.flatMap((company) => investors.map((investor) => ({ company, investor })));
    const requests = await Promise.all(
      pairs.map(async (pair, i) => {
        const res = await call(bases[i % 2]!, `/api/registration/${pair.company.token}/meetings/requests`, 'POST', {
          profileId: pair.investor.profileId,
          note: '',
        });
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        return { ...pair, requestId: Number(res.body!.id) };
      }),
    );

    // Every investor accepts everything at once, each accept sent to both processes.
    const answers = await Promise.all(
      requests.flatMap((request) =>
        bases.map(async (base) => {
          const res = await call(
            base,
            `/api/registration/${request.investor.token}/meetings/requests/${request.requestId}/accept`,
            'POST',
          );
          return { request, status: res.status, body: res.body };
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status !== 200 && answer.status !== 409)).toEqual([]);

    type Booked = { id: number; day: number; start: string; table: number };
    const booked = new Map<number, { meeting: Booked; investor: number; company: number }>();
    for (const answer of answers.filter((a) => a.status === 200)) {
      const meeting = answer.body!.meeting as Booked;
      booked.set(meeting.id, {
        meeting,
        investor: answer.request.investor.profileId,
        company: answer.request.company.profileId,
      });
    }
    // A request answered twice is one meeting: both answers agree.
    for (const request of requests) {
      const mine = answers.filter((a) => a.request === request);
      const ids = new Set(mine.filter((a) => a.status === 200).map((a) => (a.body!.meeting as Booked).id));
      expect(ids.size).toBeLessThanOrEqual(1);
      if (ids.size === 1) expect(mine.every((a) => a.status === 200)).toBe(true);
    }

    // What the API promised holds: no slot with a table, an investor or a company twice.
    const seen = new Set<string>();
    for (const { meeting, investor, company } of booked.values()) {
      for (const key of [`table ${meeting.table}`, `investor ${investor}`, `company ${company}`]) {
        const slotKey = `${meeting.day} ${meeting.start} ${key}`;
        expect(seen.has(slotKey), slotKey).toBe(false);
        seen.add(slotKey);
      }
    }
    const [{ n }] = (await testDb.db('meetings').count({ n: '*' })) as [{ n: number | string }];
    expect(Number(n)).toBe(booked.size);

    // A refusal means no slot had a table and both people free (nothing was cancelled since).
    const taken = [...booked.values()];
    for (const refused of answers.filter((a) => a.status === 409)) {
      const { investor, company } = refused.request;
      const freeSlot = meetingSlotTimes(SLOTS).find((slot) => {
        const here = taken.filter((b) => b.meeting.day === slot.day && b.meeting.start === slot.start);
        return (
          here.length < SLOTS.tables &&
          !here.some((b) => b.investor === investor.profileId || b.company === company.profileId)
        );
      });
      expect(freeSlot, `request ${refused.request.requestId} refused with a slot free`).toBeUndefined();
    }
    // Both processes booked: the race was across processes.
    expect(booked.size).toBeGreaterThan(SLOTS.tables);
  }, 120_000);
});
