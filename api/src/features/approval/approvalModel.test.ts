/**
 * Model-based test of a registration's status (decision record 0007), read by many
 * screens, mails and routes: random sequences of policy changes, registrations (some through an
 * invitation link, approved whatever the policy, some tried with another address and refused),
 * bulk approvals and declines with reasons (with ids already decided, gone or unknown), resends,
 * cancelling and changing through the manage link, deletes, the desk (check-ins, walk-ins, badges),
 * seats (capacity changes that make offers, claims), meeting profiles and requests, and message
 * drafts, over HTTP; after each step every reader (READERS in approvalModelReaders.ts) is compared
 * with the model's own expectation. Small capacities, so approval into a full session goes to the
 * waiting list. SQLite, and MariaDB when TEST_DATABASE_URL is set. MODEL_STEPS and MODEL_SEED
 * replay or lengthen a run.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, loginToken, startTestForum } from '../../testing';
import {
  type ApprovalModelApi,
  MODEL_CAPACITIES,
  MODEL_SESSIONS,
  createApprovalModel,
} from '../../testing/models/approvalModel';

/** Meeting slots, so an accepted request books a meeting. */
const SLOTS = { days: [{ day: 1, start: '09:00', end: '18:00' }], slotMinutes: 30, tables: 4 };

const STEPS = Number(process.env.MODEL_STEPS ?? 200);
const SEED = Number(process.env.MODEL_SEED ?? 20_261_127);

const runs: string[] = [];
afterAll(() => {
  // The integrator's figure: how many random steps the model ran, per database.
  if (runs.length > 0) console.log(`approval model: ${runs.join('; ')}`);
});

describe('one status for every reader (model-based)', () => {
  it(`agrees in every reader over ${STEPS} random steps (seed ${SEED})`, { timeout: 900_000 }, async () => {
    const forum = await startTestForum();
    try {
      const auth = bearer(await loginToken(forum, forum.admin));
      const call =
        (headers: Record<string, string>) =>
        (path: string, init: { method?: string; json?: unknown; body?: string; type?: string } = {}) =>
          forum.request(path, {
            ...(init.method ? { method: init.method } : {}),
            ...(init.json !== undefined ? { json: init.json } : {}),
            ...(init.body !== undefined ? { body: init.body } : {}),
            headers: { ...headers, ...(init.type ? { 'Content-Type': init.type } : {}) },
          });
      const api: ApprovalModelApi = { anon: call({}), admin: call(auth), db: forum.db, adminEmail: forum.admin.email };
      expect((await api.admin('/api/admin/meetings/slots', { method: 'PUT', json: SLOTS })).status).toBe(200);
      for (const [index, code] of MODEL_SESSIONS.entries()) {
        const res = await api.admin(`/api/admin/sessions/${code}`, {
          method: 'PUT',
          json: { capacity: MODEL_CAPACITIES[index] },
        });
        expect(res.status).toBe(200);
      }
      const model = createApprovalModel(api, SEED);
      const started = performance.now();
      for (let i = 0; i < STEPS; i += 1) await model.step(i);
      await model.check(`after ${STEPS} steps (seed ${SEED})`, 'ko');
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      runs.push(
        `${forum.database.kind}, edition ${model.edition}: ${model.run.steps} steps in ${seconds} s, ${model.readers.length} readers compared after each ${JSON.stringify(model.run.counts)} ${JSON.stringify(model.run.outcomes)}`,
      );
      expect(model.run.steps).toBe(STEPS);
      // The run reached the states that matter.
      if (STEPS >= 100) {
        for (const step of [
          'policy',
          'register',
          'decide',
          'resend',
          'cancel',
          'change',
          'delete',
          'checkin',
          'walkin',
          'capacity',
          'claim',
          'meeting',
          'badge',
          'message',
        ] as const)
          expect(model.run.counts[step] ?? 0, step).toBeGreaterThan(0);
        for (const outcome of [
          'register pending',
          'register invited approved',
          'invitation with another address refused',
          'approved pending',
          'declined pending',
          'approved into a full session',
          'skipped already_approved',
          'skipped not_found',
          'checkin pending',
          'resend pending',
          'resend declined',
          'resend approved',
          'change declined refused',
          'offer made',
          'meeting profile',
          'meeting request',
          'meeting refused pending',
          'desk badge approved',
          'message not_for_status',
        ])
          expect(
            Object.keys(model.run.outcomes).some((seen) => seen.startsWith(outcome)),
            outcome,
          ).toBe(true);
      }
    } finally {
      await forum.close();
    }
  });
});
