/**
 * The approval model's machinery (approvalModel.test.ts): random steps against the API over HTTP
 * (approvalModelSteps.ts: the policy, registrations with and without an invitation, bulk decisions
 * with reasons, resends, the manage link, deletes, the desk, seats and offers, meetings, badges,
 * message drafts), and after each step every reader of a registration's status compared with the
 * model's own expectation (approvalModelReaders.ts, whose READERS names them). Kept apart from the
 * test, as the seats model is.
 */
import { EDITION } from '@forum/shared';
import { readSeatStates } from '../../features/seats';
import { currentEditionYear } from '../testServer';
import { READERS, checkReaders } from './approvalModelReaders';
import { createSteps } from './approvalModelSteps';
import { type ApprovalModelApi, createWorld, noteNewOffers } from './approvalModelWorld';

export { MODEL_CAPACITIES, MODEL_SESSIONS, type ApprovalModelApi, type ModelRun } from './approvalModelWorld';
export { READERS } from './approvalModelReaders';

export function createApprovalModel(api: ApprovalModelApi, seed: number) {
  const world = createWorld(api, seed);
  const steps = createSteps(world);
  return {
    run: world.run,
    people: world.people,
    edition: EDITION.year,
    readers: READERS,
    async step(index: number) {
      const step = world.rng.step();
      const before = await readSeatStates(api.db, currentEditionYear);
      await steps[step]();
      // A freed seat offered to the first in line mails them (whatever step freed it).
      noteNewOffers(world, before, await readSeatStates(api.db, currentEditionYear));
      world.run.steps += 1;
      world.run.counts[step] = (world.run.counts[step] ?? 0) + 1;
      await checkReaders(world, `step ${index} (${step}, seed ${seed})`, index % 2 === 0 ? 'en' : 'ko');
    },
    /** Every reader, every person's page included. */
    check: (label: string, locale: 'en' | 'ko') => checkReaders(world, label, locale, { everyPage: true }),
  };
}

export type ApprovalModel = ReturnType<typeof createApprovalModel>;
