/**
 * An in-memory DeskStore for the screen's component tests: a roster, a server that lets the first
 * desk win, and switches for going offline or failing. Not the real store (createDeskStore), whose
 * own tests cover IndexedDB and the network; this one makes the screen's cases easy to set up.
 */
import {
  CHECKIN_UNDO_WINDOW_MS,
  type CheckinCounts,
  type CheckinRosterEntry,
  type ForumDay,
  normaliseCheckinCode,
} from '@forum/shared';
import type { ApiFailure } from '@forum/shared/http';
import type { DeskCheckinOutcome, DeskConflict, DeskState, DeskStore } from '../checkin/deskStore';

export function rosterEntry(overrides: Partial<CheckinRosterEntry> = {}): CheckinRosterEntry {
  return {
    id: 1,
    checkinCode: '7K3M9QW2XHB4D',
    name: 'Jane Doe',
    company: 'Northwind Capital',
    title: 'Partner',
    businessType: 5,
    sessions: ['day11', 'day12', 'day21'],
    onsite: false,
    checkins: [],
    email: 'jane@northwind.example',
    phone: '+82-10-1234-5678',
    status: 'approved',
    ...overrides,
  };
}

export interface FakeDeskStore extends DeskStore {
  online: boolean;
  /** The next check-in answers this failure instead. */
  failNext: ApiFailure | null;
  calls: { checkIn: { code: string; day: ForumDay; desk: string }[]; undo: { code: string; day: ForumDay }[] };
  /** Another desk checks someone in (as the server would see it). */
  checkInElsewhere(id: number, day: ForumDay, desk: string, at: string): void;
  setCounts(counts: CheckinCounts): void;
  setReady(ready: boolean): void;
  /** The network is back and the queue went out; `conflicts`: who turned out to be first elsewhere. */
  sendQueue(conflicts?: DeskConflict[]): void;
}

export function fakeDeskStore(entries: CheckinRosterEntry[], now: () => number = Date.now): FakeDeskStore {
  const roster = new Map(entries.map((entry) => [entry.id, structuredClone(entry)]));
  const listeners = new Set<() => void>();
  let state: DeskState = { ready: true, online: true, pending: 0, conflicts: [], rosterAsOf: null, counts: null };
  const made = new Map<string, number>();
  const setState = (patch: Partial<DeskState>) => {
    state = { ...state, ...patch };
    listeners.forEach((listener) => listener());
  };
  const byCode = (code: string) => [...roster.values()].find((entry) => entry.checkinCode === code);
  const mark = (entry: CheckinRosterEntry, day: ForumDay, desk: string, at: string) => {
    entry.checkins = [...entry.checkins.filter((m) => m.day !== day), { day, checkedInAt: at, desk }].sort(
      (a, b) => a.day - b.day,
    );
  };

  const store: FakeDeskStore = {
    online: true,
    failNext: null,
    calls: { checkIn: [], undo: [] },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start: async () => undefined,
    stop: () => undefined,
    async findByCode(input) {
      const code = normaliseCheckinCode(input);
      const entry = code ? byCode(code) : undefined;
      return entry ? structuredClone(entry) : 'unknown';
    },
    search(query, limit = 20) {
      const needle = query.trim().toLowerCase();
      return [...roster.values()]
        .filter((entry) =>
          [entry.name, entry.company, entry.email, entry.phone].some((field) => field.toLowerCase().includes(needle)),
        )
        .slice(0, limit)
        .map((entry) => structuredClone(entry));
    },
    async checkIn(entry, day, desk) {
      store.calls.checkIn.push({ code: entry.checkinCode, day, desk });
      const known = roster.get(entry.id);
      if (!known) return { kind: 'unknown', code: entry.checkinCode } satisfies DeskCheckinOutcome;
      if (store.failNext) {
        const failure = store.failNext;
        store.failNext = null;
        return { kind: 'failed', failure };
      }
      const at = new Date(now()).toISOString();
      if (!store.online) {
        mark(known, day, desk, at);
        setState({ pending: state.pending + 1 });
        return { kind: 'queued', entry: structuredClone(known), day, checkedInAt: at, desk };
      }
      const first = known.checkins.find((m) => m.day === day);
      if (first) {
        return {
          kind: 'done',
          result: {
            registrant: structuredClone(known),
            checkedInAt: first.checkedInAt,
            desk: first.desk,
            first: false,
          },
        };
      }
      mark(known, day, desk, at);
      made.set(`${entry.id}:${day}`, now());
      return { kind: 'done', result: { registrant: structuredClone(known), checkedInAt: at, desk, first: true } };
    },
    async undo(entry, day) {
      store.calls.undo.push({ code: entry.checkinCode, day });
      const known = roster.get(entry.id);
      const madeAt = made.get(`${entry.id}:${day}`);
      if (store.online && (madeAt === undefined || now() - madeAt > CHECKIN_UNDO_WINDOW_MS + 15_000)) {
        return {
          ok: false,
          failure: {
            ok: false,
            code: madeAt === undefined ? 'not_found' : 'checkin_undo_expired',
            status: madeAt === undefined ? 404 : 409,
          },
        };
      }
      if (known) known.checkins = known.checkins.filter((m) => m.day !== day);
      if (!store.online) setState({ pending: Math.max(0, state.pending - 1) });
      return { ok: true };
    },
    get: (id) => {
      const entry = roster.get(id);
      return entry ? structuredClone(entry) : undefined;
    },
    dismissConflict: () => undefined,
    registerWalkIn: async () => ({ ok: false, code: 'service_unavailable', status: 503 }),
    checkInElsewhere(id, day, desk, at) {
      const known = roster.get(id);
      if (known) mark(known, day, desk, at);
      setState({ rosterAsOf: at });
    },
    setCounts: (counts) => setState({ counts }),
    setReady: (ready) => setState({ ready }),
    sendQueue(conflicts = []) {
      store.online = true;
      setState({ pending: 0, conflicts, online: true });
    },
  };
  return store;
}
