/**
 * The check-in desk's data, behind one interface so the screen does not care whether the network is
 * there: the roster loaded once (kept in IndexedDB, refreshed incrementally), lookups by code and
 * search by name, company, e-mail or phone, and check-ins sent at once or queued while offline and
 * sent when the network returns. The screen (CheckinScreen) only talks to this.
 *
 * Contract fixed by the lead (issue 12); `createDeskStore` in ./createDeskStore.ts implements it.
 */
import type {
  CheckinCounts,
  CheckinResult,
  CheckinRosterEntry,
  ForumDay,
  OnsiteRegistrationResult,
} from '@forum/shared';
import type { ApiFailure } from '@forum/shared/http';

/** The outcome of one check-in as the screen shows it. */
export type DeskCheckinOutcome =
  /** Answered by the server: `result.first` false means someone else was first (time and desk in it). */
  | { kind: 'done'; result: CheckinResult }
  /** No network: kept in the queue and shown as checked in here; sent when the network returns. */
  | { kind: 'queued'; entry: CheckinRosterEntry; day: ForumDay; checkedInAt: string; desk: string }
  /** The code is in no roster and the server does not know it (404), or it is not a code. */
  | { kind: 'unknown'; code: string }
  | { kind: 'failed'; failure: ApiFailure };

/** A queued check-in that, once sent, turned out to have been made first elsewhere. */
export interface DeskConflict {
  /**
   * Why the queued check-in did not count: someone else was first (`elsewhere`, the default when
   * absent); the registrant was deleted meanwhile (`removed`, a 404); or the server refused it
   * (`refused`, a 400). For the last two `first` is this desk's own check-in.
   */
  kind?: 'elsewhere' | 'removed' | 'refused';
  entry: CheckinRosterEntry;
  day: ForumDay;
  /** When this desk checked the person in while offline. */
  queuedAt: string;
  /** Who was first, from the server's answer. */
  first: { checkedInAt: string; desk: string };
}

export interface DeskState {
  /** The roster is loaded (from the network or, offline, from IndexedDB). */
  ready: boolean;
  online: boolean;
  /** Check-ins waiting in the queue. */
  pending: number;
  conflicts: DeskConflict[];
  /** ISO time of the last successful roster refresh. */
  rosterAsOf: string | null;
  counts: CheckinCounts | null;
}

export interface DeskStore {
  getState(): DeskState;
  /** Called on every state change (roster refreshed, queue changed, online changed, counts polled). */
  subscribe(listener: () => void): () => void;
  /** Loads the roster and starts the refresh of counts and roster (every 4 s while online). */
  start(): Promise<void>;
  stop(): void;
  /** By code as scanned or typed (normalised here); also asks the server for a code not in the roster. */
  findByCode(input: string): Promise<CheckinRosterEntry | 'unknown'>;
  /** Search-as-you-type over the roster: name, company, e-mail, phone; best matches first. */
  search(query: string, limit?: number): CheckinRosterEntry[];
  checkIn(entry: CheckinRosterEntry, day: ForumDay, desk: string): Promise<DeskCheckinOutcome>;
  /** Undo within a minute: removes a queued check-in, or asks the server to undo a sent one. */
  undo(entry: CheckinRosterEntry, day: ForumDay): Promise<{ ok: true } | { ok: false; failure: ApiFailure }>;
  /** The latest roster entry for an id (the screen re-reads after a refresh). */
  get(id: number): CheckinRosterEntry | undefined;
  dismissConflict(conflict: DeskConflict): void;
  /** A walk-in: `POST /api/user/onsite` (needs the network). */
  registerWalkIn(
    form: Record<string, unknown>,
    day: ForumDay,
    desk: string,
  ): Promise<{ ok: true; value: OnsiteRegistrationResult } | ApiFailure>;
}
