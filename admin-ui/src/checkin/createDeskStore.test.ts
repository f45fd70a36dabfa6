import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckinRosterEntry } from '@forum/shared';
import { type DeskStoreOptions, createDeskStore } from './createDeskStore';
import { fakeCheckinServer, fakeNetwork, rosterEntry } from '../testing/deskTestUtils';
import type { DeskStore } from './deskStore';

const stores: DeskStore[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.stop();
});

let dbCounter = 0;
function setup(entries: CheckinRosterEntry[], online = true) {
  const server = fakeCheckinServer(entries);
  const network = fakeNetwork(online);
  server.reachable = online;
  const databaseName = `desk-test-${++dbCounter}`;
  const open = (overrides: Partial<DeskStoreOptions> = {}) => {
    const store = createDeskStore({
      api: server.api,
      token: 'token',
      databaseName,
      network,
      refreshMs: 3_600_000,
      ...overrides,
    });
    stores.push(store);
    return store;
  };
  /** The venue's Wi-Fi goes down or comes back: the API and the browser's signal together. */
  const setOnline = (value: boolean) => {
    server.reachable = value;
    network.set(value);
  };
  return { server, network, open, setOnline };
}

const people = (count: number) =>
  Array.from({ length: count }, (_, index) => rosterEntry({ name: `Person ${index + 1}` }));

describe('createDeskStore: roster', () => {
  it('loads the roster and its counts, and a desk that starts offline works from the saved copy', async () => {
    const entries = people(3);
    const { open, setOnline } = setup(entries);
    const first = open();
    await first.start();
    expect(first.getState()).toMatchObject({ ready: true, online: true, pending: 0 });
    expect(first.getState().counts?.days[0]?.registered).toBe(3);
    expect(first.get(entries[1]!.id)?.name).toBe('Person 2');
    first.stop();

    setOnline(false);
    const reloaded = open();
    await reloaded.start();
    expect(reloaded.getState()).toMatchObject({ ready: true, online: false });
    expect(reloaded.getState().rosterAsOf).toBe(first.getState().rosterAsOf);
    expect(reloaded.getState().counts?.days[0]?.registered).toBe(3);
    expect(reloaded.search('person 3').map((entry) => entry.id)).toEqual([entries[2]!.id]);
  });

  it('is not ready offline with nothing saved', async () => {
    const { open } = setup(people(2), false);
    const store = open();
    await store.start();
    expect(store.getState()).toMatchObject({ ready: false, online: false });
  });

  it("refreshes with since: changes elsewhere and deletions arrive, and other desks' check-ins show", async () => {
    const entries = people(3);
    const { server, open } = setup(entries);
    const store = open({ refreshMs: 20 });
    await store.start();
    server.checkInElsewhere(entries[0]!.id, 1, 'Desk 2');
    server.remove(entries[2]!.id);
    await vi.waitFor(() => {
      expect(store.get(entries[0]!.id)?.checkins).toMatchObject([{ day: 1, desk: 'Desk 2' }]);
      expect(store.get(entries[2]!.id)).toBeUndefined();
    });
    expect(server.rosterCalls[0]).toBeNull();
    expect(server.rosterCalls.slice(1).every((since) => typeof since === 'string')).toBe(true);
  });
});

describe('createDeskStore: code lookup', () => {
  it('finds a typed code in any case and with hyphens, and asks the server for one not in the roster', async () => {
    const [known, later] = people(2) as [CheckinRosterEntry, CheckinRosterEntry];
    const { server, open } = setup([known]);
    const store = open();
    await store.start();
    const typed = `${known.checkinCode.slice(0, 4)}-${known.checkinCode.slice(4)}`.toLowerCase();
    expect(await store.findByCode(typed)).toMatchObject({ id: known.id });
    server.add(later);
    expect(await store.findByCode(later.checkinCode)).toMatchObject({ id: later.id });
    expect(store.search(later.name).map((entry) => entry.id)).toContain(later.id);
    expect(await store.findByCode('0000000000000')).toBe('unknown');
    expect(await store.findByCode('https://example.com/not-a-code')).toBe('unknown');
  });
});

describe('createDeskStore: check-in', () => {
  it('sends a check-in at once when online; a second desk sees who was first', async () => {
    const [person] = people(1) as [CheckinRosterEntry];
    const { server, open } = setup([person]);
    const store = open();
    await store.start();
    const outcome = await store.checkIn(person, 1, ' Desk 1 ');
    expect(outcome).toMatchObject({ kind: 'done', result: { first: true, desk: 'Desk 1' } });
    expect(server.posts).toEqual([`${person.checkinCode}:1:Desk 1`]);
    expect(store.get(person.id)?.checkins).toMatchObject([{ day: 1, desk: 'Desk 1' }]);
    expect(await store.checkIn(person, 1, 'Desk 3')).toMatchObject({
      kind: 'done',
      result: { first: false, desk: 'Desk 1' },
    });
  });

  it('refuses a desk name that is empty or too long, as the server would', async () => {
    const [person] = people(1) as [CheckinRosterEntry];
    const { open } = setup([person]);
    const store = open();
    await store.start();
    expect(await store.checkIn(person, 1, '  ')).toMatchObject({
      kind: 'failed',
      failure: { fields: { desk: 'required' } },
    });
    expect(await store.checkIn(person, 1, 'x'.repeat(41))).toMatchObject({
      kind: 'failed',
      failure: { fields: { desk: 'too_long' } },
    });
  });

  it('queues 5 check-ins offline, sends them in order when the network returns, and reports the one someone else made first', async () => {
    const entries = people(5);
    const { server, open, setOnline } = setup(entries);
    const store = open();
    await store.start();
    setOnline(false);
    expect(store.getState().online).toBe(false);

    for (const entry of entries)
      expect(await store.checkIn(entry, 2, 'Desk 1')).toMatchObject({ kind: 'queued', day: 2, desk: 'Desk 1' });
    expect(store.getState().pending).toBe(5);
    expect(store.get(entries[3]!.id)?.checkins).toMatchObject([{ day: 2, desk: 'Desk 1' }]);
    // The same person again while offline is not queued twice.
    expect(await store.checkIn(entries[0]!, 2, 'Desk 1')).toMatchObject({ kind: 'queued' });
    expect(store.getState().pending).toBe(5);
    expect(server.posts).toEqual([]);

    const elsewhere = server.checkInElsewhere(entries[2]!.id, 2, 'Desk 2');
    setOnline(true);
    await vi.waitFor(() => expect(store.getState().pending).toBe(0));
    expect(server.posts).toEqual(entries.map((entry) => `${entry.checkinCode}:2:Desk 1`));
    expect(entries.map((entry) => server.marks(entry.id).length)).toEqual([1, 1, 1, 1, 1]);
    expect(store.getState().conflicts).toEqual([
      expect.objectContaining({
        kind: 'elsewhere',
        day: 2,
        entry: expect.objectContaining({ id: entries[2]!.id }),
        first: { checkedInAt: elsewhere.checkedInAt, desk: 'Desk 2' },
      }),
    ]);
    // The desk now shows the first desk's check-in, not its own.
    expect(store.get(entries[2]!.id)?.checkins).toEqual([elsewhere]);

    store.dismissConflict(store.getState().conflicts[0]!);
    expect(store.getState().conflicts).toEqual([]);
  });

  it('queues when a call gets no answer although the browser thinks it is online, and retries periodically', async () => {
    const [person] = people(1) as [CheckinRosterEntry];
    const { server, open } = setup([person]);
    const store = open({ refreshMs: 30 });
    await store.start();
    server.reachable = false;
    expect(await store.checkIn(person, 1, 'Desk 1')).toMatchObject({ kind: 'queued' });
    expect(store.getState()).toMatchObject({ online: false, pending: 1 });
    server.reachable = true;
    await vi.waitFor(() => expect(store.getState()).toMatchObject({ online: true, pending: 0 }));
    expect(server.marks(person.id)).toMatchObject([{ day: 1, desk: 'Desk 1' }]);
    expect(store.getState().conflicts).toEqual([]);
  });

  it('keeps the queue and its conflicts across a reload', async () => {
    const entries = people(3);
    const { server, open, setOnline } = setup(entries);
    const first = open();
    await first.start();
    setOnline(false);
    for (const entry of entries) await first.checkIn(entry, 1, 'Desk 1');
    first.stop();

    const reloaded = open();
    await reloaded.start();
    expect(reloaded.getState()).toMatchObject({ ready: true, online: false, pending: 3 });
    expect(reloaded.get(entries[0]!.id)?.checkins).toMatchObject([{ day: 1, desk: 'Desk 1' }]);

    server.checkInElsewhere(entries[1]!.id, 1, 'East door');
    setOnline(true);
    await vi.waitFor(() => expect(reloaded.getState().pending).toBe(0));
    expect(server.posts).toEqual(entries.map((entry) => `${entry.checkinCode}:1:Desk 1`));
    expect(reloaded.getState().conflicts).toHaveLength(1);
    reloaded.stop();

    const again = open();
    await again.start();
    expect(again.getState().conflicts).toMatchObject([{ first: { desk: 'East door' } }]);
  });

  it('reports a queued check-in of a registrant deleted meanwhile, and sends the rest', async () => {
    const entries = people(2);
    const { server, open, setOnline } = setup(entries);
    const store = open();
    await store.start();
    setOnline(false);
    for (const entry of entries) await store.checkIn(entry, 1, 'Desk 1');
    server.remove(entries[0]!.id);
    setOnline(true);
    await vi.waitFor(() => expect(store.getState().pending).toBe(0));
    expect(store.getState().conflicts).toMatchObject([
      { kind: 'removed', entry: { id: entries[0]!.id, name: 'Person 1' } },
    ]);
    expect(store.get(entries[0]!.id)).toBeUndefined();
    expect(server.marks(entries[1]!.id)).toHaveLength(1);
  });

  it('does not call its own earlier send whose answer was lost a conflict', async () => {
    const [person] = people(1) as [CheckinRosterEntry];
    const { server, open, setOnline } = setup([person]);
    const store = open();
    await store.start();
    setOnline(false);
    await store.checkIn(person, 1, 'Desk 1');
    // The request reaches the server but its answer never comes back; the next round sends it again.
    const realCheckIn = server.api.checkIn;
    let loseAnswer = true;
    server.api.checkIn = async (...args) => {
      const answer = await realCheckIn(...args);
      if (!loseAnswer) return answer;
      loseAnswer = false;
      return { ok: false, code: 'network_error', status: 0 };
    };
    setOnline(true);
    await vi.waitFor(() => expect(server.posts).toHaveLength(1));
    await vi.waitFor(() => expect(store.getState()).toMatchObject({ online: false, pending: 1 }));
    setOnline(true);
    await vi.waitFor(() => expect(store.getState().pending).toBe(0));
    expect(server.posts).toHaveLength(2);
    expect(store.getState().conflicts).toEqual([]);
  });

  it('undoes a queued check-in locally and a sent one on the server', async () => {
    const [queued, sent] = people(2) as [CheckinRosterEntry, CheckinRosterEntry];
    const { server, open, setOnline } = setup([queued, sent]);
    const store = open();
    await store.start();
    await store.checkIn(sent, 1, 'Desk 1');
    expect(await store.undo(sent, 1)).toEqual({ ok: true });
    expect(server.marks(sent.id)).toEqual([]);
    expect(store.get(sent.id)?.checkins).toEqual([]);

    setOnline(false);
    await store.checkIn(queued, 1, 'Desk 1');
    expect(await store.undo(queued, 1)).toEqual({ ok: true });
    expect(store.getState().pending).toBe(0);
    expect(store.get(queued.id)?.checkins).toEqual([]);
    expect(await store.undo(sent, 2)).toMatchObject({ ok: false, failure: { code: 'network_error' } });
    setOnline(true);
    await vi.waitFor(() => expect(store.getState().online).toBe(true));
    expect(server.posts).toEqual([`${sent.checkinCode}:1:Desk 1`]);
  });

  it('offline, shows someone the roster has as checked in today as already in, without queuing', async () => {
    const [person] = people(1) as [CheckinRosterEntry];
    const { server, open, setOnline } = setup([person]);
    const mark = server.checkInElsewhere(person.id, 1, 'Desk 2');
    const store = open();
    await store.start();
    setOnline(false);
    expect(await store.checkIn(person, 1, 'Desk 1')).toMatchObject({
      kind: 'done',
      result: { first: false, desk: 'Desk 2', checkedInAt: mark.checkedInAt },
    });
    expect(store.getState().pending).toBe(0);
  });
});

describe('createDeskStore: walk-in', () => {
  it('counts the walk-in at once, without waiting for the next refresh', async () => {
    const { server, open } = setup(people(1));
    // The server registers the visitor and checks them in (POST /api/user/onsite).
    server.api.registerOnsite = async (_token, body) => {
      const entry = rosterEntry({ name: String(body.name), onsite: true });
      const mark = { day: 1 as const, desk: 'Desk 1', checkedInAt: new Date().toISOString() };
      server.add({ ...entry, checkins: [mark] });
      return {
        ok: true,
        value: { id: entry.id, checkin: { registrant: { ...entry, checkins: [mark] }, ...mark, first: true } },
      };
    };
    const store = open();
    await store.start();
    expect(store.getState().counts?.days[0]).toMatchObject({ registered: 1, checkedIn: 0 });

    const result = await store.registerWalkIn({ name: 'Walk In', email: 'walk@in.test', phone: '' }, 1, 'Desk 1');
    expect(result.ok).toBe(true);
    await vi.waitFor(() => expect(store.getState().counts?.days[0]).toMatchObject({ registered: 2, checkedIn: 1 }));
  });
});
