/**
 * Fakes for the desk tests: an in-memory check-in server behind the CheckinApi interface (first
 * desk wins, `since`, 404s, a switch that cuts it off like a dead network) and a network signal
 * the test flips. The real HTTP calls are tested in checkinApi.test.ts and the e2e spec.
 */
import type { CheckinMark, CheckinRosterEntry, ForumDay } from '@forum/shared';
import type { ApiFailure } from '@forum/shared/http';
import { makeRegistrant } from '@forum/shared/testing';
import type { CheckinApi } from '../checkin/checkinApi';
import type { NetworkSignal } from '../checkin/deskNetwork';

const NO_ANSWER: ApiFailure = { ok: false, code: 'network_error', status: 0 };
const NOT_FOUND: ApiFailure = { ok: false, code: 'not_found', status: 404 };

let codeCounter = 0;
/** A valid, unique check-in code (13 Crockford characters). */
export function testCode(): string {
  codeCounter += 1;
  return `T${String(codeCounter).padStart(12, '0')}`;
}

export function rosterEntry(overrides: Partial<CheckinRosterEntry> = {}): CheckinRosterEntry {
  const registrant = makeRegistrant();
  const checkinCode = testCode();
  return {
    id: Number(checkinCode.slice(1)),
    checkinCode,
    name: registrant.name,
    company: registrant.company,
    title: registrant.title,
    businessType: registrant.businessType,
    sessions: registrant.sessions,
    onsite: false,
    checkins: [],
    email: registrant.email,
    phone: registrant.phone,
    status: 'approved',
    ...overrides,
  };
}

export function fakeNetwork(initiallyOnline = true): NetworkSignal & { set(online: boolean): void } {
  let online = initiallyOnline;
  const listeners = new Set<(online: boolean) => void>();
  return {
    isOnline: () => online,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    set(next) {
      online = next;
      for (const listener of listeners) listener(next);
    },
  };
}

export interface FakeCheckinServer {
  api: CheckinApi;
  /** False: every call fails as with no network. */
  reachable: boolean;
  /** `POST /api/checkin` calls as `code:day:desk`, in the order they arrived. */
  posts: string[];
  rosterCalls: (string | null)[];
  marks(id: number): CheckinMark[];
  /** Another desk checks someone in (the server's truth changes behind this desk's back). */
  checkInElsewhere(id: number, day: ForumDay, desk: string): CheckinMark;
  remove(id: number): void;
  add(entry: CheckinRosterEntry): void;
}

export function fakeCheckinServer(initial: CheckinRosterEntry[]): FakeCheckinServer {
  const entries = new Map(initial.map((entry) => [entry.id, { ...entry, checkins: [...entry.checkins] }]));
  const changed = new Map<number, number>(initial.map((entry) => [entry.id, 0]));
  const removed = new Map<number, number>();
  let version = 1;
  const asOf = (at: number) => new Date(Date.UTC(2025, 8, 1) + at * 1000).toISOString();
  const versionOf = (iso: string) => (Date.parse(iso) - Date.UTC(2025, 8, 1)) / 1000;
  const byCode = (code: string) => [...entries.values()].find((entry) => entry.checkinCode === code);
  const touch = (id: number) => changed.set(id, version++);

  const server: FakeCheckinServer = {
    reachable: true,
    posts: [],
    rosterCalls: [],
    marks: (id) => entries.get(id)?.checkins ?? [],
    checkInElsewhere(id, day, desk) {
      const entry = entries.get(id)!;
      const mark: CheckinMark = { day, desk, checkedInAt: new Date().toISOString() };
      entry.checkins = [...entry.checkins, mark];
      touch(id);
      return mark;
    },
    remove(id) {
      entries.delete(id);
      removed.set(id, version++);
    },
    add(entry) {
      entries.set(entry.id, entry);
      touch(entry.id);
    },
    api: {
      async checkIn(_token, { code, day, desk }) {
        if (!server.reachable) return NO_ANSWER;
        server.posts.push(`${code}:${day}:${desk}`);
        const entry = byCode(code);
        if (!entry) return NOT_FOUND;
        const existing = entry.checkins.find((mark) => mark.day === day);
        if (existing)
          return {
            ok: true,
            value: {
              registrant: structuredClone(entry),
              checkedInAt: existing.checkedInAt,
              desk: existing.desk,
              first: false,
            },
          };
        const mark = { day, desk, checkedInAt: new Date().toISOString() };
        entry.checkins = [...entry.checkins, mark];
        touch(entry.id);
        return {
          ok: true,
          value: { registrant: structuredClone(entry), checkedInAt: mark.checkedInAt, desk, first: true },
        };
      },
      async undo(_token, code, day) {
        if (!server.reachable) return NO_ANSWER;
        const entry = byCode(code);
        if (!entry?.checkins.some((mark) => mark.day === day)) return NOT_FOUND;
        entry.checkins = entry.checkins.filter((mark) => mark.day !== day);
        touch(entry.id);
        return { ok: true, value: null };
      },
      async counts() {
        if (!server.reachable) return NO_ANSWER;
        const days = ([1, 2] as const).map((day) => ({
          day,
          date: day === 1 ? '2025-09-22' : '2025-09-23',
          registered: entries.size,
          expected: entries.size,
          checkedIn: [...entries.values()].filter((entry) => entry.checkins.some((mark) => mark.day === day)).length,
          sessions: [],
        }));
        return { ok: true, value: { days, onsite: 0, asOf: new Date().toISOString() } };
      },
      async roster(_token, since) {
        server.rosterCalls.push(since ?? null);
        if (!server.reachable) return NO_ANSWER;
        const after = since ? versionOf(since) : -1;
        const registrants = [...entries.values()]
          .filter((entry) => (changed.get(entry.id) ?? 0) > after)
          .map((entry) => structuredClone(entry));
        const removedIds = since ? [...removed].filter(([, at]) => at > after).map(([id]) => id) : [];
        return { ok: true, value: { registrants, removedIds, asOf: asOf(version++) } };
      },
      async registrant(_token, code) {
        if (!server.reachable) return NO_ANSWER;
        const entry = byCode(code);
        return entry ? { ok: true, value: structuredClone(entry) } : NOT_FOUND;
      },
      async registerOnsite() {
        return NO_ANSWER;
      },
      async siteInfo() {
        return NO_ANSWER;
      },
    },
  };
  return server;
}
