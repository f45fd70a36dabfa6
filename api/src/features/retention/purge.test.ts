/**
 * The retention purge (PIPA Art. 21): nothing before RETENTION_UNTIL's Korean day has ended; after
 * it the registrants' personal data goes, counts stay (and the admin still shows them), and the
 * purge is an access-log entry. `npm run purge -- --dry-run` only counts; one process at a time.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AccessLogEntry, RegistrantTotals } from '@forum/shared';
import {
  type TestAdmin,
  loginToken,
  validRegistration,
  runPurgeCli,
  runVerifyCli,
  type TestForum,
  startTestForum,
  TEST_ACCESS_LOG_KEY,
  LAST_PUBLIC_SESSION,
  currentEditionPurgeLines,
} from '../../testing';
import { createAccessLog } from '../accessLog';
import { silentLogger } from '../../logger';
import { acquireJobLease } from './jobLock';
import { PURGE_STEPS, type PurgeStep } from './purgeSteps';
import { RETENTION_LOCK } from './retention';
import { startRetentionJob } from './retentionJob';

let server: TestForum;
let admin: TestAdmin;
let token: string;

const settings = { retentionUntil: '2025-09-30', accessLogRetentionDays: 730 };
/** The last moment of 30 September in Korea, and the first of 1 October. */
const LAST_KEPT = new Date('2025-09-30T14:59:59.999Z');
const DUE = new Date('2025-09-30T15:00:00.000Z');

beforeAll(async () => {
  server = await startTestForum();
  admin = server.admin;
  token = await loginToken(server, admin);
});

afterEach(async () => {
  await server.db('mail_outbox').delete();
  await server.db('registration_links').delete();
  await server.db('registrants').delete();
  await server.db('registrant_purges').delete();
  await server.db('job_locks').update({ holder: null, expires_at: null });
});

afterAll(async () => {
  await server.close();
});

async function purge(args: string[], now: Date, steps?: readonly PurgeStep[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runPurgeCli(args, {
    db: server.db,
    accessLogKey: TEST_ACCESS_LOG_KEY,
    settings,
    clock: () => now,
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    ...(steps ? { steps } : {}),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

async function registerPeople(): Promise<void> {
  const people = [
    { attendext: ['day11', 'day21'], biztype: 1 },
    { attendext: ['day11'], biztype: 3 },
    { attendext: [LAST_PUBLIC_SESSION], biztype: 3 },
  ];
  for (const person of people)
    expect((await server.request('/api/user', { json: validRegistration(person) })).status).toBe(201);
}

const count = async (table: string) => Number(((await server.db(table).count({ n: '*' })) as [{ n: number }])[0].n);

describe('npm run purge', () => {
  it('does nothing while the retention day lasts (Korea time)', async () => {
    await registerPeople();
    const result = await purge([], LAST_KEPT);
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/kept until the end of 2025-09-30.*2025-09-30T15:00:00.000Z\. Nothing purged/);
    expect(await count('registrants')).toBe(3);
  });

  it('--dry-run counts what would go and changes nothing', async () => {
    await registerPeople();
    const logRows = await count('access_log');
    const result = await purge(['--dry-run'], DUE);
    expect(result.code).toBe(0);
    expect(result.out).toContain('mail_outbox: would delete 3');
    expect(result.out).toContain('registration_links: would delete 3');
    expect(result.out).toContain('registrants: would delete 3');
    expect(result.out).toContain('Dry run: nothing was changed.');
    expect(await count('registrants')).toBe(3);
    expect(await count('access_log')).toBe(logRows);
  });

  it('destroys the registrants once due, keeps their counts, and records the purge', async () => {
    await registerPeople();
    const result = await purge([], DUE);
    expect(result).toMatchObject({ code: 0, err: '' });
    expect(result.out).toContain('registrants: deleted 3');
    expect(await count('registrants')).toBe(0);
    // Their confirmations (queued or sent) and manage links go with them.
    expect(currentEditionPurgeLines(result.out).join('\n')).toMatch(
      /mail_outbox: deleted 3\nregistration_links: deleted 3\n(?:.*\n)*registrants: deleted 3/,
    );
    expect(await count('mail_outbox')).toBe(0);
    expect(await count('registration_links')).toBe(0);

    const list = await server.request('/api/user/list', { headers: { Authorization: `Bearer ${token}` } });
    expect(await list.json()).toEqual([]);
    const totals = (await (
      await server.request('/api/admin/totals', { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { totals: RegistrantTotals };
    expect(totals.totals).toMatchObject({
      total: 3,
      retentionUntil: '2025-09-30',
      purgedAt: DUE.toISOString(),
      sessions: { day11: 2, day12: 0, day13: 0, day21: 1, day22: 0, [LAST_PUBLIC_SESSION]: 1 },
      businessTypes: { 1: 1, 2: 0, 3: 2, 4: 0, 5: 0, 6: 0 },
      noSession: 0,
      otherType: 0,
    });
    // Counts only: no one's data is left in what was kept.
    expect(JSON.stringify(await server.db('registrant_purges').select('*'))).not.toMatch(/Jane|example\.com|Han River/);

    const logRes = await server.request('/api/admin/access-log?action=purge&limit=1', {
      headers: { Authorization: `Bearer ${token}` },
    });
    const [entry] = ((await logRes.json()) as { entries: AccessLogEntry[] }).entries;
    expect(entry).toMatchObject({
      action: 'purge',
      account: expect.stringMatching(/^cli:/),
      registrantCount: 3,
      detail: { retentionUntil: '2025-09-30', deleted: { mail_outbox: 3, registration_links: 3, registrants: 3 } },
    });

    // A second run has nothing left to do and records nothing.
    const logRows = await count('access_log');
    expect((await purge([], new Date(DUE.getTime() + 3_600_000))).out).toContain('registrants: deleted 0');
    expect(await count('access_log')).toBe(logRows);
    expect(await runVerifyCli({ db: server.db, accessLogKey: TEST_ACCESS_LOG_KEY, out: () => {}, err: () => {} })).toBe(
      0,
    );
  });

  it('adds later registrants (on-site, late) to the kept totals at the next purge', async () => {
    await registerPeople();
    await purge([], DUE);
    await registerPeople();
    await purge([], new Date(DUE.getTime() + 86_400_000));
    const totals = (await (
      await server.request('/api/admin/totals', { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { totals: RegistrantTotals };
    expect(totals.totals.total).toBe(6);
    expect(totals.totals.sessions.day11).toBe(4);
  });

  it('runs other tables\u2019 steps first, in one transaction, so their cleanup plugs in', async () => {
    await registerPeople();
    const seen: string[] = [];
    const other: PurgeStep = {
      name: 'other_table',
      count: async () => 7,
      run: async (trx) => {
        const [{ n }] = (await trx('registrants').count({ n: '*' })) as [{ n: number }];
        seen.push(`other table saw ${Number(n)} registrants`);
        return 7;
      },
    };
    const result = await purge([], DUE, [other, ...PURGE_STEPS]);
    // Every feature's tables in PURGE_STEPS' order (other features add theirs), registrants last.
    const deleted: Record<string, number> = {
      mail_outbox: 3,
      registration_links: 3,
      session_places: 4,
      registrants: 3,
    };
    expect(currentEditionPurgeLines(result.out).slice(0, PURGE_STEPS.length + 1)).toEqual([
      'other_table: deleted 7',
      ...PURGE_STEPS.map((step) => `${step.name}: deleted ${deleted[step.name] ?? 0}`),
    ]);
    expect(PURGE_STEPS.at(-1)?.name).toBe('registrants');
    expect(seen).toEqual(['other table saw 3 registrants']);
  });

  it('leaves it to another process already purging (exit 1)', async () => {
    await registerPeople();
    const lease = await acquireJobLease(server.db, RETENTION_LOCK, DUE, 60_000);
    expect(lease).not.toBeNull();
    const result = await purge([], DUE);
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/another process/);
    expect(await count('registrants')).toBe(3);
    await lease!.release();
    expect((await purge([], DUE)).code).toBe(0);
  });

  it('takes over a lease whose holder died once it runs out', async () => {
    await registerPeople();
    await acquireJobLease(server.db, RETENTION_LOCK, new Date(DUE.getTime() - 3_600_000), 60_000);
    expect((await purge([], DUE)).code).toBe(0);
    expect(await count('registrants')).toBe(0);
  });
});

describe('the daily job in the server', () => {
  it('purges when due and stops cleanly, letting the run finish', async () => {
    await registerPeople();
    const job = startRetentionJob({
      db: server.db,
      accessLog: createAccessLog(server.db, () => DUE, TEST_ACCESS_LOG_KEY),
      settings,
      clock: () => DUE,
      log: silentLogger,
      firstCheckMs: 0,
      intervalMs: 60_000,
    });
    await expect.poll(() => count('registrants'), { timeout: 5_000 }).toBe(0);
    await job.stop();
    const [entry] = await server.db('access_log').where({ action: 'purge' }).orderBy('id', 'desc').limit(1);
    expect(entry).toMatchObject({ account: 'system', registrant_count: 3 });
  });

  it('reads the retention date at each check: a publish that moves it is followed without a restart', async () => {
    await registerPeople();
    // The date the running server holds is the current edition's: at first a later one.
    const live = { retentionUntil: '2099-12-31', accessLogRetentionDays: 730 };
    let checks = 0;
    let checked: () => void = () => {};
    const nextCheck = () => new Promise<void>((resolve) => (checked = resolve));
    let first = nextCheck();
    const job = startRetentionJob({
      db: server.db,
      accessLog: createAccessLog(server.db, () => DUE, TEST_ACCESS_LOG_KEY),
      settings: live,
      clock: () => DUE,
      log: silentLogger,
      firstCheckMs: 0,
      intervalMs: 20,
      onChecked: () => {
        checks += 1;
        checked();
      },
    });
    try {
      await first;
      expect(await count('registrants')).toBe(3);
      // The edition now promises an earlier date that has passed: the next check purges.
      live.retentionUntil = settings.retentionUntil;
      first = nextCheck();
      await first;
      await expect.poll(() => count('registrants'), { timeout: 5_000 }).toBe(0);
      expect(checks).toBeGreaterThanOrEqual(2);
    } finally {
      await job.stop();
    }
  });

  it('leaves everything alone before the date', async () => {
    await registerPeople();
    let checked!: () => void;
    const firstCheck = new Promise<void>((resolve) => (checked = resolve));
    const job = startRetentionJob({
      db: server.db,
      accessLog: createAccessLog(server.db, () => LAST_KEPT, TEST_ACCESS_LOG_KEY),
      settings,
      clock: () => LAST_KEPT,
      log: silentLogger,
      firstCheckMs: 0,
      onChecked: () => checked(),
    });
    // The job has looked (and, on its last kept day, found nothing due).
    await firstCheck;
    await job.stop();
    expect(await count('registrants')).toBe(3);
  });
});
