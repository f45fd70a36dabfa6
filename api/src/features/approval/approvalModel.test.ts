/**
 * Model-based test of a registration's status (the brief's "Approval and invitations"), read by
 * many screens: random sequences of policy changes, registrations (some through an invitation
 * link, approved whatever the policy), bulk approvals and declines (with ids already decided, gone
 * or unknown), cancelling and changing through the manage link, deleting and checking in at the
 * desk, over HTTP; after each step every reader (the admin list and the approval screen's counts,
 * the export and its workbook, message audiences, the desk's roster and counts, the manage page,
 * the invitation list, the seats) is compared with the model's own expectation. Small capacities,
 * so approval into a full session goes to the waiting list. SQLite, and MariaDB when
 * TEST_DATABASE_URL is set. MODEL_STEPS and MODEL_SEED replay or lengthen a run.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, loginToken, startTestForum } from '../../testing';
import { type ApprovalModelApi, MODEL_CAPACITIES, MODEL_SESSIONS, createApprovalModel } from './approvalModel';

const STEPS = Number(process.env.MODEL_STEPS ?? 120);
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
      const api: ApprovalModelApi = { anon: call({}), admin: call(auth), db: forum.db };
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
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      runs.push(
        `${forum.database.kind}, edition ${model.edition}: ${model.run.steps} steps in ${seconds} s ${JSON.stringify(model.run.counts)} ${JSON.stringify(model.run.outcomes)}`,
      );
      expect(model.run.steps).toBe(STEPS);
      // The run reached the states that matter.
      if (STEPS >= 100) {
        for (const step of ['policy', 'register', 'decide', 'cancel', 'change', 'delete', 'checkin', 'walkin'] as const)
          expect(model.run.counts[step] ?? 0, step).toBeGreaterThan(0);
        for (const outcome of [
          'register pending',
          'register invited approved',
          'approved pending',
          'declined pending',
          'approved into a full session',
          'skipped already_approved',
          'skipped not_found',
          'checkin pending',
        ])
          expect(model.run.outcomes[outcome] ?? 0, outcome).toBeGreaterThan(0);
      }
    } finally {
      await forum.close();
    }
  });
});
