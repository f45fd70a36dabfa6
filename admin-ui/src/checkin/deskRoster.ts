/**
 * The desk's roster in memory: the server's entries by id and by code, the waiting check-ins laid
 * over them when read (cached per entry, so an unchanged entry keeps its identity for React), and
 * the search index, rebuilt only when a searchable field changed.
 */
import { type CheckinRosterEntry, normaliseCheckinCode } from '@forum/shared';
import type { QueuedCheckin } from './deskDatabase';
import { withQueued } from './rosterMarks';
import { type RosterSearchIndex, buildRosterSearch } from './rosterSearch';

export interface DeskRoster {
  /** The server's entry, without waiting check-ins. */
  server(id: number): CheckinRosterEntry | undefined;
  /** The entry as the desk shows it: waiting check-ins included. */
  get(id: number): CheckinRosterEntry | undefined;
  idByCode(code: string): number | undefined;
  put(entry: CheckinRosterEntry): void;
  remove(id: number): void;
  clear(): void;
  setQueue(items: readonly QueuedCheckin[]): void;
  /** Waiting check-ins of one person. */
  queued(id: number): readonly QueuedCheckin[];
  search(query: string, limit: number): CheckinRosterEntry[];
  readonly size: number;
}

const codeKey = (code: string) => normaliseCheckinCode(code) ?? code;
const searchable = (a: CheckinRosterEntry, b: CheckinRosterEntry) =>
  a.name === b.name && a.company === b.company && a.email === b.email && a.phone === b.phone;

export function createDeskRoster(): DeskRoster {
  const entries = new Map<number, CheckinRosterEntry>();
  const ids = new Map<string, number>();
  const views = new Map<number, CheckinRosterEntry>();
  let queuedById = new Map<number, QueuedCheckin[]>();
  let index: RosterSearchIndex | null = null;

  const roster: DeskRoster = {
    server: (id) => entries.get(id),
    get(id) {
      const cached = views.get(id);
      if (cached) return cached;
      const entry = entries.get(id);
      if (!entry) return undefined;
      const view = withQueued(entry, queuedById.get(id));
      views.set(id, view);
      return view;
    },
    idByCode: (code) => ids.get(codeKey(code)),
    put(entry) {
      const previous = entries.get(entry.id);
      if (previous && previous.checkinCode !== entry.checkinCode) ids.delete(codeKey(previous.checkinCode));
      entries.set(entry.id, entry);
      ids.set(codeKey(entry.checkinCode), entry.id);
      views.delete(entry.id);
      if (!previous || !searchable(previous, entry)) index = null;
    },
    remove(id) {
      const previous = entries.get(id);
      if (!previous) return;
      entries.delete(id);
      ids.delete(codeKey(previous.checkinCode));
      views.delete(id);
      index = null;
    },
    clear() {
      entries.clear();
      ids.clear();
      views.clear();
      index = null;
    },
    setQueue(items) {
      const grouped = new Map<number, QueuedCheckin[]>();
      for (const item of items) grouped.set(item.registrantId, [...(grouped.get(item.registrantId) ?? []), item]);
      for (const id of new Set([...queuedById.keys(), ...grouped.keys()])) views.delete(id);
      queuedById = grouped;
    },
    queued: (id) => queuedById.get(id) ?? [],
    search(query, limit) {
      index ??= buildRosterSearch(entries.values());
      return index.search(query, limit).flatMap((id) => roster.get(id) ?? []);
    },
    get size() {
      return entries.size;
    },
  };
  return roster;
}
