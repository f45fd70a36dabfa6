/**
 * What a check-in desk keeps in the browser (IndexedDB, through `idb`) so it keeps working without
 * the network and after a reload: the roster as the server last sent it, the time of that answer,
 * the last counts, and the check-ins made while offline, in the order they were made.
 *
 * The roster here is the server's truth only; check-ins waiting in the queue are laid over it in
 * memory (createDeskStore), so a refresh never loses one and a sent one never counts twice.
 *
 * Registrants are kept as the server sent them (`biztype`, `attendext`: the wire's names) and read
 * back with the code's names, so a desk's data from before the names changed reads the same.
 */
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import { type CheckinCounts, type CheckinRosterEntry, type ForumDay, type Wire, fromWire, toWire } from '@forum/shared';
import type { DeskConflict } from './deskStore';

/** A check-in made while the server could not be reached. */
export interface QueuedCheckin {
  /** Assigned by IndexedDB: the order the desk made them in, which is the order they are sent in. */
  seq?: number;
  registrantId: number;
  code: string;
  day: ForumDay;
  desk: string;
  /** ISO time at the desk when the person was let in. */
  queuedAt: string;
  /** The person as the desk saw them, for a conflict about someone the server has since deleted. */
  entry: CheckinRosterEntry;
  /**
   * Set before each send. An answer lost on the way back makes the next send meet our own
   * check-in (`first: false`, our desk): that is not someone else's, so not a conflict.
   */
  attempted?: boolean;
}

type StoredEntry = Wire<CheckinRosterEntry>;
type StoredCheckin = Omit<QueuedCheckin, 'entry'> & { entry: StoredEntry };
type StoredConflict = Omit<DeskConflict, 'entry'> & { entry: StoredEntry };

interface DeskSchema extends DBSchema {
  roster: { key: number; value: StoredEntry };
  queue: { key: number; value: StoredCheckin };
  meta: { key: string; value: unknown };
}

const readCheckin = (item: StoredCheckin): QueuedCheckin => ({ ...item, entry: fromWire(item.entry) });
const readConflict = (item: StoredConflict): DeskConflict => ({ ...item, entry: fromWire(item.entry) });

export const DEFAULT_DESK_DATABASE = 'forum-checkin-desk';

export interface DeskDatabase {
  loadRoster(): Promise<{ entries: CheckinRosterEntry[]; asOf: string | null; counts: CheckinCounts | null }>;
  /** A full load: replaces everything the desk knew. */
  replaceRoster(entries: readonly CheckinRosterEntry[], asOf: string): Promise<void>;
  /** An incremental load (`since`), or one entry learnt by code. */
  updateRoster(
    entries: readonly CheckinRosterEntry[],
    removedIds: readonly number[],
    asOf: string | null,
  ): Promise<void>;
  saveCounts(counts: CheckinCounts): Promise<void>;
  /** Drops the roster, its time and the counts; keeps the queue and the conflicts. */
  forgetRoster(): Promise<void>;
  /** Conflicts not yet dismissed: a reload must not hide that someone else was first. */
  loadConflicts(): Promise<DeskConflict[]>;
  saveConflicts(conflicts: readonly DeskConflict[]): Promise<void>;
  queue(): Promise<QueuedCheckin[]>;
  /** The oldest waiting check-in, the next to send. */
  nextQueued(): Promise<QueuedCheckin | undefined>;
  enqueue(item: QueuedCheckin): Promise<number>;
  markAttempted(seq: number): Promise<void>;
  dequeue(seq: number): Promise<void>;
  close(): void;
}

export async function openDeskDatabase(name: string = DEFAULT_DESK_DATABASE): Promise<DeskDatabase> {
  const db: IDBPDatabase<DeskSchema> = await openDB<DeskSchema>(name, 1, {
    upgrade(database) {
      database.createObjectStore('roster', { keyPath: 'id' });
      database.createObjectStore('queue', { keyPath: 'seq', autoIncrement: true });
      database.createObjectStore('meta');
    },
  });

  return {
    async loadRoster() {
      const tx = db.transaction(['roster', 'meta'], 'readonly');
      const [entries, asOf, counts] = await Promise.all([
        tx.objectStore('roster').getAll(),
        tx.objectStore('meta').get('asOf') as Promise<string | undefined>,
        tx.objectStore('meta').get('counts') as Promise<CheckinCounts | undefined>,
      ]);
      return { entries: entries.map((entry) => fromWire(entry)), asOf: asOf ?? null, counts: counts ?? null };
    },

    async replaceRoster(entries, asOf) {
      const tx = db.transaction(['roster', 'meta'], 'readwrite');
      const roster = tx.objectStore('roster');
      // One transaction: a reload in the middle leaves the old roster or the new, never half of each.
      await roster.clear();
      await Promise.all([
        ...entries.map((entry) => roster.put(toWire(entry))),
        tx.objectStore('meta').put(asOf, 'asOf'),
        tx.done,
      ]);
    },

    async updateRoster(entries, removedIds, asOf) {
      const tx = db.transaction(['roster', 'meta'], 'readwrite');
      const roster = tx.objectStore('roster');
      await Promise.all([
        ...entries.map((entry) => roster.put(toWire(entry))),
        ...removedIds.map((id) => roster.delete(id)),
        ...(asOf ? [tx.objectStore('meta').put(asOf, 'asOf')] : []),
        tx.done,
      ]);
    },

    saveCounts: async (counts) => void (await db.put('meta', counts, 'counts')),
    async forgetRoster() {
      const tx = db.transaction(['roster', 'meta'], 'readwrite');
      await Promise.all([
        tx.objectStore('roster').clear(),
        tx.objectStore('meta').delete('asOf'),
        tx.objectStore('meta').delete('counts'),
        tx.done,
      ]);
    },
    loadConflicts: async () =>
      (((await db.get('meta', 'conflicts')) as StoredConflict[] | undefined) ?? []).map(readConflict),
    saveConflicts: async (conflicts) =>
      void (await db.put(
        'meta',
        conflicts.map((conflict) => ({ ...conflict, entry: toWire(conflict.entry) })),
        'conflicts',
      )),
    queue: async () => (await db.getAll('queue')).map(readCheckin),
    nextQueued: async () => {
      const [next] = await db.getAll('queue', null, 1);
      return next && readCheckin(next);
    },
    enqueue: (item) => db.add('queue', { ...item, entry: toWire(item.entry) }),
    async markAttempted(seq) {
      const tx = db.transaction('queue', 'readwrite');
      const item = await tx.store.get(seq);
      if (item) await tx.store.put({ ...item, attempted: true });
      await tx.done;
    },
    dequeue: (seq) => db.delete('queue', seq),
    close: () => db.close(),
  };
}

/**
 * Erases the desk's copy of the list (names, companies, e-mails, phones) and the counts when staff
 * log out or their session ends: personal data stays on a shared laptop or phone no longer than the
 * session that loaded it. Check-ins still waiting to be sent, and undismissed conflicts, are kept:
 * they go out at the next login on this desk.
 */
export async function forgetDeskRoster(name: string = DEFAULT_DESK_DATABASE): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  const db = await openDeskDatabase(name);
  try {
    await db.forgetRoster();
  } finally {
    db.close();
  }
}
