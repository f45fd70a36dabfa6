/**
 * The check-in desk's data (DeskStore, see deskStore.ts): the roster from the API kept in IndexedDB,
 * refreshed every few seconds with `since`, and check-ins sent at once or, without the network,
 * queued in IndexedDB and sent in order when it returns. The roster in memory is the server's
 * truth; waiting check-ins are laid over it when an entry is read (rosterMarks.ts).
 */
import {
  type ApiErrorCode,
  type CheckinRosterEntry,
  DESK_MAX_LENGTH,
  type ForumDay,
  normaliseCheckinCode,
} from '@forum/shared';
import type { ApiFailure } from '@forum/shared/http';
import type { CheckinApi } from './checkinApi';
import { type DeskDatabase, DEFAULT_DESK_DATABASE, type QueuedCheckin, openDeskDatabase } from './deskDatabase';
import { type NetworkSignal, browserNetwork } from './deskNetwork';
import type { DeskCheckinOutcome, DeskConflict, DeskState, DeskStore } from './deskStore';
import { createDeskRoster } from './deskRoster';
import { markFor, withQueued, withResult, withoutMark } from './rosterMarks';
import { createQueueSender } from './queueSender';

export interface DeskStoreOptions {
  api: CheckinApi;
  token: string;
  /** The IndexedDB database: one per API (the web page and the desktop console each have their own origin). */
  databaseName?: string;
  /** How often counts and roster are refreshed, and the queue retried, while online. */
  refreshMs?: number;
  /** A call was refused with 401: the session has ended (the queue stays for the next login). */
  onUnauthorized?: (code: ApiErrorCode) => void;
  network?: NetworkSignal;
  now?: () => Date;
}

export const DESK_REFRESH_MS = 4_000;
export const DEFAULT_SEARCH_LIMIT = 20;

/** A call that got no answer, or a gateway with no API behind it: worth queuing and trying again. */
export const isUnreachable = (failure: ApiFailure) =>
  failure.status === 0 || failure.status === 502 || failure.status === 503 || failure.status === 504;

const deskProblem = (desk: string): ApiFailure | null => {
  const trimmed = desk.trim();
  if (trimmed && trimmed.length <= DESK_MAX_LENGTH) return null;
  return { ok: false, code: 'validation', status: 400, fields: { desk: trimmed ? 'too_long' : 'required' } };
};

export function createDeskStore(options: DeskStoreOptions): DeskStore {
  const { api, token } = options;
  const network = options.network ?? browserNetwork;
  const now = options.now ?? (() => new Date());
  const databaseName = options.databaseName ?? DEFAULT_DESK_DATABASE;

  let state: DeskState = {
    ready: false,
    online: network.isOnline(),
    pending: 0,
    conflicts: [],
    rosterAsOf: null,
    counts: null,
  };
  const listeners = new Set<() => void>();
  const roster = createDeskRoster();
  let database: Promise<DeskDatabase> | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;
  let unsubscribeNetwork: (() => void) | null = null;
  let ticking = false;
  /** What the next roster call passes as `since`; null asks for everything. */
  let since: string | null = null;

  const db = () => (database ??= openDeskDatabase(databaseName));

  function setState(patch: Partial<DeskState>) {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  }
  const setOnline = (online: boolean) => state.online !== online && setState({ online });

  /** A failure that says something about the network or the session; true when it means offline. */
  function noteFailure(failure: ApiFailure): boolean {
    if (failure.status === 401) options.onUnauthorized?.(failure.code);
    if (failure.status === 0) setOnline(false);
    return isUnreachable(failure);
  }

  async function reloadQueue() {
    const items = await (await db()).queue();
    roster.setQueue(items);
    setState({ pending: items.length });
  }

  /** Entries the server sent or confirmed, kept in memory and in IndexedDB; the screen is told. */
  async function saveEntries(entries: CheckinRosterEntry[], removedIds: number[] = []) {
    for (const entry of entries) roster.put(entry);
    for (const id of removedIds) roster.remove(id);
    setState({});
    await (await db()).updateRoster(entries, removedIds, null);
  }

  const waitingFor = (id: number, day: ForumDay) => roster.queued(id).find((item) => item.day === day);

  async function addConflict(conflict: DeskConflict) {
    const conflicts = [...state.conflicts, conflict];
    setState({ conflicts });
    await (await db()).saveConflicts(conflicts);
  }

  const sender = createQueueSender({
    db,
    token,
    api,
    lockName: `${databaseName}:send`,
    view: (id) => roster.get(id),
    onAnswered: async (item, result) => {
      await saveEntries([withResult(roster.server(item.registrantId), result, item.day, item.entry)]);
      setOnline(true);
    },
    onRemoved: async (item) => saveEntries([], [item.registrantId]),
    onConflict: addConflict,
    onQueueChanged: reloadQueue,
    onFailure: noteFailure,
  });

  async function refreshRoster() {
    const asked = since;
    const result = await api.roster(token, asked);
    if (!result.ok) {
      // A `since` the server cannot use (its clock or data changed): load everything next time.
      if (result.status === 400) since = null;
      noteFailure(result);
      return;
    }
    // Stopped while the answer was on its way (left the section, logged out): keep nothing more.
    if (!timer) return;
    const { registrants, removedIds, asOf } = result.value;
    const store = await db();
    if (asked === null) roster.clear();
    for (const entry of registrants) roster.put(entry);
    for (const id of removedIds) roster.remove(id);
    await (asked === null ? store.replaceRoster(registrants, asOf) : store.updateRoster(registrants, removedIds, asOf));
    since = asOf;
    setState({ ready: true, online: true, rosterAsOf: asOf });
  }

  async function refreshCounts() {
    const result = await api.counts(token);
    if (!result.ok) return void noteFailure(result);
    if (!timer) return;
    setState({ counts: result.value, online: true });
    await (await db()).saveCounts(result.value);
  }

  /** One round: send what waits, then bring roster and counts up to date. Rounds never overlap. */
  async function tick() {
    if (ticking || !timer) return;
    if (!network.isOnline()) return setOnline(false);
    ticking = true;
    try {
      if (!(await sender.flush())) return;
      await Promise.all([refreshRoster(), refreshCounts()]);
    } catch {
      // IndexedDB refused a write (storage full, private mode): the next round tries again.
    } finally {
      ticking = false;
    }
  }

  async function queueCheckIn(entry: CheckinRosterEntry, day: ForumDay, desk: string): Promise<DeskCheckinOutcome> {
    if (!waitingFor(entry.id, day)) {
      const item: QueuedCheckin = {
        registrantId: entry.id,
        code: entry.checkinCode,
        day,
        desk: desk.trim(),
        queuedAt: now().toISOString(),
        entry: roster.server(entry.id) ?? entry,
      };
      await (await db()).enqueue(item);
      await reloadQueue();
    }
    const view = roster.get(entry.id) ?? withQueued(entry, roster.queued(entry.id));
    const mark = markFor(view, day)!;
    return { kind: 'queued', entry: view, day, checkedInAt: mark.checkedInAt, desk: mark.desk };
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },

    async start() {
      if (timer) return;
      timer = setInterval(() => void tick(), options.refreshMs ?? DESK_REFRESH_MS);
      unsubscribeNetwork = network.subscribe((online) => {
        setOnline(online);
        if (online) void tick();
      });
      const store = await db();
      const stored = await store.loadRoster();
      if (roster.size === 0) for (const entry of stored.entries) roster.put(entry);
      const conflicts = await store.loadConflicts();
      await reloadQueue();
      setState({
        // A roster saved once, even an empty one, is something to work from.
        ready: state.ready || stored.asOf !== null,
        rosterAsOf: state.rosterAsOf ?? stored.asOf,
        counts: state.counts ?? stored.counts,
        conflicts: state.conflicts.length > 0 ? state.conflicts : conflicts,
        online: network.isOnline() && state.online,
      });
      // The first round loads everything (`since` is null): deletions cannot linger from a past visit.
      await tick();
    },

    stop() {
      if (timer) clearInterval(timer);
      timer = null;
      unsubscribeNetwork?.();
      unsubscribeNetwork = null;
    },

    async findByCode(input) {
      const code = normaliseCheckinCode(input);
      if (!code) return 'unknown';
      const known = roster.idByCode(code);
      if (known !== undefined) return roster.get(known) ?? 'unknown';
      if (!network.isOnline()) return 'unknown';
      const result = await api.registrant(token, code);
      if (!result.ok) {
        noteFailure(result);
        return 'unknown';
      }
      setOnline(true);
      await saveEntries([result.value]);
      return roster.get(result.value.id) ?? 'unknown';
    },

    search: (query, limit = DEFAULT_SEARCH_LIMIT) => roster.search(query, limit),

    async checkIn(entry, day, desk) {
      const problem = deskProblem(desk);
      if (problem) return { kind: 'failed', failure: problem };
      if (waitingFor(entry.id, day)) return queueCheckIn(entry, day, desk);
      if (!network.isOnline() || !state.online) {
        // Offline the desk knows what it loaded: someone already in is shown as such, not queued.
        const known = roster.server(entry.id) ?? entry;
        const mark = markFor(known, day);
        if (mark)
          return {
            kind: 'done',
            result: { registrant: known, checkedInAt: mark.checkedInAt, desk: mark.desk, first: false },
          };
        return queueCheckIn(entry, day, desk);
      }
      const result = await api.checkIn(token, { code: entry.checkinCode, day, desk: desk.trim() });
      if (result.ok) {
        await saveEntries([withResult(roster.server(entry.id) ?? entry, result.value, day, entry)]);
        setOnline(true);
        return { kind: 'done', result: result.value };
      }
      if (result.status === 404) {
        await saveEntries([], [entry.id]);
        return { kind: 'unknown', code: entry.checkinCode };
      }
      if (noteFailure(result)) return queueCheckIn(entry, day, desk);
      return { kind: 'failed', failure: result };
    },

    async undo(entry, day) {
      await sender.settled(entry.id, day);
      const waiting = waitingFor(entry.id, day);
      if (waiting?.seq !== undefined) {
        await (await db()).dequeue(waiting.seq);
        await reloadQueue();
        return { ok: true };
      }
      const result = await api.undo(token, entry.checkinCode, day);
      if (!result.ok) {
        noteFailure(result);
        return { ok: false, failure: result };
      }
      const known = roster.server(entry.id);
      if (known) await saveEntries([withoutMark(known, day)]);
      setOnline(true);
      return { ok: true };
    },

    get: (id) => roster.get(id),

    dismissConflict(conflict) {
      const same = (other: DeskConflict) =>
        other.entry.id === conflict.entry.id && other.day === conflict.day && other.queuedAt === conflict.queuedAt;
      const conflicts = state.conflicts.filter((existing) => !same(existing));
      setState({ conflicts });
      void db().then((store) => store.saveConflicts(conflicts));
    },

    async registerWalkIn(form, day, desk) {
      const problem = deskProblem(desk);
      if (problem) return problem;
      if (!network.isOnline()) {
        setOnline(false);
        return { ok: false, code: 'network_error', status: 0 };
      }
      const result = await api.registerOnsite(token, { ...form, day, desk: desk.trim() });
      if (!result.ok) {
        noteFailure(result);
        return result;
      }
      setOnline(true);
      const text = (field: string) => (typeof form[field] === 'string' ? (form[field] as string).trim() : '');
      const { checkin } = result.value;
      await saveEntries([withResult(undefined, checkin, day, { email: text('email'), phone: text('phone') })]);
      // A new registrant changes "registered" as well as "checked in": ask now rather than at the next round.
      void refreshCounts();
      return result;
    },
  };
}
