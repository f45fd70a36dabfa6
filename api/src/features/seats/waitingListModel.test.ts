/**
 * Model-based test of "One truth for seats": random sequences of register, cancel, drop or add a
 * session, claim (and claim again), let offers expire on an injected clock, change capacity,
 * overbook, delete and rejoin, over HTTP; after each step every reader (public and admin
 * sessions, stats, the list and its cells, the export, message audiences and `{sessions}`, the
 * desk's roster, the manage page) is compared with the seats feature's own answer, and seated +
 * offered never exceeds the capacity (a manager's overbooking aside). SQLite, and MariaDB when
 * TEST_DATABASE_URL is set. MODEL_STEPS and MODEL_SEED replay or lengthen a run; the number of
 * steps run is printed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type ServerProcess,
  type TestForum,
  TEST_ACCESS_LOG_KEY_TEXT,
  bearer,
  loginToken,
  runningClockFrom,
  startServerProcess,
  startTestForum,
} from '../../testing';
import { EDITION } from '@forum/shared';
import { type ModelApi, createModel } from '../../testing/models/waitingListModel';

const STEPS = Number(process.env.MODEL_STEPS ?? 150);
const SEED = Number(process.env.MODEL_SEED ?? 20_260_927);
const TWO_PROCESS_STEPS = Number(process.env.MODEL_TWO_PROCESS_STEPS ?? 40);

async function tokenOf(forum: TestForum, id: number): Promise<string> {
  const rows = (await forum.db('mail_outbox').where({ registrant_id: id }).orderBy('id', 'desc').select('content')) as {
    content: string;
  }[];
  for (const row of rows) {
    const url = (JSON.parse(row.content) as { manageUrl: string | null }).manageUrl;
    if (url) return url.split('/').pop()!.split('?')[0]!;
  }
  throw new Error(`no manage link for ${id}`);
}

function call(base: string, token: () => string | null) {
  return (url: string, init: { method?: string; json?: unknown } = {}) =>
    fetch(`${base}${url}`, {
      method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
      headers: {
        ...(init.json === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token() ? bearer(token()!) : {}),
      },
      ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
    });
}

const runs: string[] = [];
afterAll(() => {
  // The integrator's figure: how many random steps the model ran, per database and process set-up.
  if (runs.length > 0) console.log(`waiting-list model: ${runs.join('; ')}`);
});

describe('one truth for seats (model-based)', () => {
  it(
    `agrees in every reader over ${STEPS} random steps (seed ${SEED}), one process, injected clock`,
    {
      timeout: 900_000,
    },
    async () => {
      let now = new Date(`${EDITION.year}-03-01T00:00:00Z`);
      const forum = await startTestForum({ clock: () => now });
      try {
        let token = await loginToken(forum, forum.admin);
        const admin = call(forum.url, () => token);
        const anon = call(forum.url, () => null);
        const api: ModelApi = {
          anon,
          admin,
          anonEach: [anon],
          db: forum.db,
          realTime: null,
          tokenOf: (id) => tokenOf(forum, id),
          async letOffersExpire() {
            now = new Date(now.getTime() + 24 * 3_600_000 + 60_000);
            // Admin sessions end after six hours of the clock.
            await forum.forgetOtpUse(forum.admin.email);
            token = await loginToken(forum, forum.admin);
          },
        };
        // Small capacities, so seats run out and free often.
        for (const [code, capacity] of [
          ['day11', 2],
          ['day12', 1],
          ['day21', 3],
        ] as const)
          expect((await admin(`/api/admin/sessions/${code}`, { method: 'PUT', json: { capacity } })).status).toBe(200);
        const model = createModel(api, SEED);
        for (let i = 0; i < STEPS; i += 1) {
          // A minute between steps, as people act one after another.
          now = new Date(now.getTime() + 60_000);
          await model.step(i);
        }
        runs.push(
          `${forum.database.kind}: ${model.run.steps} steps ${JSON.stringify(model.run.counts)} ${JSON.stringify(model.run.outcomes)}`,
        );
        expect(model.run.steps).toBe(STEPS);
        // The run reached the states that matter.
        for (const step of ['claim', 'expire', 'rejoin', 'overbook', 'capacity', 'delete', 'cancel', 'drop'] as const)
          expect(model.run.counts[step] ?? 0, step).toBeGreaterThan(0);
      } finally {
        await forum.close();
      }
    },
  );

  it(
    `agrees over ${TWO_PROCESS_STEPS} steps with two server processes on one database (real time, short offers)`,
    {
      timeout: 600_000,
    },
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forum-seats-model-'));
      // Offers of about eleven seconds, in both processes.
      const offerHours = '0.003';
      // Both processes on one forum time before the forum (the real date may be after it): the
      // child's FORUM_CLOCK is read as it starts, so it lags the in-process clock by its start-up only.
      const forum = await startTestForum({
        database: { sqliteFile: path.join(dir, 'forum.sqlite') },
        config: { waitlistOfferHours: Number(offerHours) },
        clock: runningClockFrom(new Date(`${EDITION.year}-09-01T09:00:00+09:00`)),
      });
      let child: ServerProcess | null = null;
      try {
        child = await startServerProcess({
          DATABASE_URL: forum.database.url,
          SITE_DIST: dir,
          MAIL_DIR: dir,
          WAITLIST_OFFER_HOURS: offerHours,
          ACCESS_LOG_KEY: TEST_ACCESS_LOG_KEY_TEXT,
          FORUM_CLOCK: forum.now().toISOString(),
        });
        const token = await loginToken(forum, forum.admin);
        const admin = call(forum.url, () => token);
        const bases = [call(forum.url, () => null), call(child.url, () => null)];
        let turn = 0;
        const api: ModelApi = {
          anon: (url, init) => bases[turn++ % 2]!(url, init),
          admin,
          anonEach: bases.map((base) => (url: string) => base(url)),
          db: forum.db,
          realTime: { marginMs: 4_000 },
          tokenOf: (id) => tokenOf(forum, id),
          async letOffersExpire() {
            const rows = (await forum.db('session_places').max({ at: 'offer_expires_at' })) as Array<{ at: unknown }>;
            const at = rows[0]?.at ? new Date(rows[0].at as string).getTime() : 0;
            const now = forum.now().getTime();
            if (at > now) await new Promise((resolve) => setTimeout(resolve, at - now + 200));
          },
        };
        for (const [code, capacity] of [
          ['day11', 2],
          ['day12', 1],
          ['day21', 3],
        ] as const)
          expect((await admin(`/api/admin/sessions/${code}`, { method: 'PUT', json: { capacity } })).status).toBe(200);
        const model = createModel(api, SEED + 1);
        for (let i = 0; i < TWO_PROCESS_STEPS; i += 1) await model.step(i);
        runs.push(
          `two processes (${forum.database.kind}): ${model.run.steps} steps ${JSON.stringify(model.run.counts)}`,
        );
        expect(model.run.steps).toBe(TWO_PROCESS_STEPS);
      } finally {
        child?.child.kill('SIGKILL');
        await forum.close();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
