import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { forgetDeskRoster, openDeskDatabase } from './deskDatabase';
import { rosterEntry } from '../testing/deskTestUtils';

describe('forgetDeskRoster (logout)', () => {
  it('erases the list and the counts but keeps check-ins waiting to be sent and the conflicts', async () => {
    const name = 'desk-forget-test';
    const kept = rosterEntry({ name: 'Queued Person' });
    const db = await openDeskDatabase(name);
    await db.replaceRoster([rosterEntry(), rosterEntry(), kept], '2025-09-22T00:00:00.000Z');
    await db.saveCounts({ days: [], onsite: 0, asOf: '2025-09-22T00:00:00.000Z' });
    await db.enqueue({
      registrantId: kept.id,
      code: kept.checkinCode,
      day: 1,
      desk: 'Desk 1',
      queuedAt: '2025-09-22T00:01:00.000Z',
      entry: kept,
    });
    await db.saveConflicts([
      {
        entry: kept,
        day: 1,
        queuedAt: '2025-09-22T00:01:00.000Z',
        first: { checkedInAt: '2025-09-22T00:00:30.000Z', desk: 'Desk 2' },
      },
    ]);
    db.close();

    await forgetDeskRoster(name);

    const after = await openDeskDatabase(name);
    expect(await after.loadRoster()).toEqual({ entries: [], asOf: null, counts: null });
    expect((await after.queue()).map((item) => item.registrantId)).toEqual([kept.id]);
    expect(await after.loadConflicts()).toHaveLength(1);
    after.close();
  });
});
