/**
 * What the check-in screen is doing for the person in front of the desk: looking a code up,
 * showing who it is, checking them in, and offering undo for a minute. One state, changed only
 * here, so the card, the announcement and the focus never disagree.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  CHECKIN_UNDO_WINDOW_MS,
  type CheckinMark,
  type CheckinRosterEntry,
  type ForumDay,
  type Locale,
  type RegistrationStatus,
  errorMessage,
  formatKoreaDateTime,
  holdsPlaces,
} from '@forum/shared';
import type { ApiFailure } from '@forum/shared/http';
import { CHECKIN_TEXT } from './checkinText';
import type { DeskStore } from './deskStore';

export type PersonStatus =
  | { kind: 'ready' }
  /** Under review or declined (the roster carries the status): shown at once, with no check-in. */
  | { kind: 'notApproved'; status: Exclude<RegistrationStatus, 'approved'> }
  | { kind: 'checking' }
  /** Checked in by this desk just now (`queued`: kept on this device while offline). */
  | { kind: 'checkedIn'; queued: boolean; checkedInAt: string; desk: string; undoUntil: number }
  | { kind: 'undoing'; queued: boolean; checkedInAt: string; desk: string; undoUntil: number }
  /** Someone (another desk, or this one earlier) was first today; `note` says why an undo did not happen. */
  | { kind: 'already'; checkedInAt: string; desk: string; note?: string }
  | { kind: 'failed'; message: string };

export type FlowState =
  | { kind: 'empty' }
  | { kind: 'looking'; input: string }
  | { kind: 'unknown'; code: string }
  | { kind: 'person'; entry: CheckinRosterEntry; day: ForumDay; status: PersonStatus };

export function markFor(entry: CheckinRosterEntry, day: ForumDay): CheckinMark | undefined {
  return entry.checkins.find((mark) => mark.day === day);
}

function statusFor(entry: CheckinRosterEntry, day: ForumDay): PersonStatus {
  if (!holdsPlaces(entry.status))
    return { kind: 'notApproved', status: entry.status === 'declined' ? 'declined' : 'pending' };
  const mark = markFor(entry, day);
  return mark ? { kind: 'already', checkedInAt: mark.checkedInAt, desk: mark.desk } : { kind: 'ready' };
}

/**
 * A check-in kept on this device while offline is shown as "will be sent" until the queue is empty;
 * then as done (the server took it), or, when another desk turned out to be first, as theirs.
 */
function afterQueueSent(state: FlowState, store: DeskStore): FlowState {
  if (
    state.kind !== 'person' ||
    (state.status.kind !== 'checkedIn' && state.status.kind !== 'undoing') ||
    !state.status.queued
  )
    return state;
  const desk = store.getState();
  if (desk.pending > 0) return state;
  const conflict = desk.conflicts.find((c) => c.entry.id === state.entry.id && c.day === state.day);
  if (conflict)
    return {
      ...state,
      status: { kind: 'already', checkedInAt: conflict.first.checkedInAt, desk: conflict.first.desk },
    };
  return { ...state, status: { ...state.status, queued: false } };
}

export interface CheckinFlow {
  state: FlowState;
  /** What the live region says last. */
  announcement: string;
  /** Seconds of undo left (0 when there is no undo). */
  undoSeconds: number;
  lookUp(input: string): Promise<void>;
  /** `checkedInNow`: this desk has just checked them in (a walk-in): shown as done, with undo. */
  show(entry: CheckinRosterEntry, checkedInNow?: boolean): void;
  checkIn(): Promise<void>;
  undo(): Promise<void>;
}

export function useCheckinFlow({
  store,
  day,
  desk,
  locale,
  onSettled,
}: {
  store: DeskStore;
  day: ForumDay;
  desk: string;
  locale: Locale;
  onSettled(): void;
}): CheckinFlow {
  const t = CHECKIN_TEXT[locale];
  const [stored, setState] = useState<FlowState>({ kind: 'empty' });
  // Switching the day re-reads the person shown for that day (unless a check-in is under way or
  // has just been made, whose undo belongs to the day it was made for).
  const shownState: FlowState =
    stored.kind === 'person' &&
    stored.day !== day &&
    (stored.status.kind === 'ready' ||
      stored.status.kind === 'already' ||
      stored.status.kind === 'failed' ||
      stored.status.kind === 'notApproved')
      ? { ...stored, day, status: statusFor(store.get(stored.entry.id) ?? stored.entry, day) }
      : stored;
  const state = afterQueueSent(shownState, store);
  const [announcement, setAnnouncement] = useState('');
  const [now, setNow] = useState(() => Date.now());
  // The committed state, for the click handlers; and a number per step, so that when a new scan
  // arrives while a check-in is on its way, the older answer does not overwrite the newer card.
  const current = useRef(state);
  useLayoutEffect(() => {
    current.current = state;
  });
  const step = useRef(0);
  const time = (iso: string) => formatKoreaDateTime(iso);

  const undoUntil =
    state.kind === 'person' && (state.status.kind === 'checkedIn' || state.status.kind === 'undoing')
      ? state.status.undoUntil
      : 0;
  useEffect(() => {
    if (undoUntil === 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [undoUntil]);
  // `now` is as old as the last tick (up to a second before the check-in): never more than the window.
  const undoSeconds =
    undoUntil > now ? Math.min(CHECKIN_UNDO_WINDOW_MS / 1000, Math.ceil((undoUntil - now) / 1000)) : 0;

  const show = useCallback(
    (entry: CheckinRosterEntry, checkedInNow = false) => {
      step.current += 1;
      const latest = store.get(entry.id) ?? entry;
      const mark = markFor(latest, day);
      if (checkedInNow && mark) {
        // Checked in by this desk a moment ago: the undo runs on the desk's clock, as after a tap
        // (the server's stamp may come from a clock that differs from this machine's).
        const undoUntil = Date.now() + CHECKIN_UNDO_WINDOW_MS;
        setState({
          kind: 'person',
          entry: latest,
          day,
          status: { kind: 'checkedIn', queued: false, checkedInAt: mark.checkedInAt, desk: mark.desk, undoUntil },
        });
        setAnnouncement(t.announceCheckedIn(latest.name));
        return;
      }
      const status = statusFor(latest, day);
      setState({ kind: 'person', entry: latest, day, status });
      setAnnouncement(
        status.kind === 'already'
          ? t.announceAlready(latest.name, time(status.checkedInAt), status.desk)
          : status.kind === 'notApproved'
            ? `${latest.name}, ${latest.company}. ${t.notApproved[status.status]}`
            : t.announceFound(latest.name, latest.company),
      );
    },
    [store, day, t],
  );

  const lookUp = useCallback(
    async (input: string) => {
      const mine = ++step.current;
      setState({ kind: 'looking', input });
      const found = await store.findByCode(input);
      if (step.current !== mine) return;
      if (found === 'unknown') {
        setState({ kind: 'unknown', code: input.trim() });
        setAnnouncement(`${t.unknown}. ${t.unknownDetail(input.trim())}`);
      } else {
        show(found);
      }
    },
    [store, show, t],
  );

  const checkIn = useCallback(async () => {
    const shown = current.current;
    if (shown.kind !== 'person' || (shown.status.kind !== 'ready' && shown.status.kind !== 'failed')) return;
    const { entry } = shown;
    // Under review or declined: never checked in, online or offline (the card offers no button;
    // this guards a stale card whose entry changed under it).
    if (!holdsPlaces(entry.status)) {
      setState({ ...shown, status: statusFor(entry, shown.day) });
      return;
    }
    const mine = ++step.current;
    setState({ ...shown, status: { kind: 'checking' } });
    const outcome = await store.checkIn(entry, shown.day, desk);
    const settle = (next: FlowState, said: string) => {
      if (step.current !== mine) return;
      setState(next);
      setAnnouncement(said);
      onSettled();
    };
    const undoBy = Date.now() + CHECKIN_UNDO_WINDOW_MS;
    switch (outcome.kind) {
      case 'done': {
        const { result } = outcome;
        const person = {
          ...entry,
          checkins: [
            ...entry.checkins.filter((m) => m.day !== shown.day),
            { day: shown.day, checkedInAt: result.checkedInAt, desk: result.desk },
          ],
        };
        if (result.first) {
          settle(
            {
              kind: 'person',
              entry: person,
              day: shown.day,
              status: {
                kind: 'checkedIn',
                queued: false,
                checkedInAt: result.checkedInAt,
                desk: result.desk,
                undoUntil: undoBy,
              },
            },
            t.announceCheckedIn(entry.name),
          );
        } else {
          settle(
            {
              kind: 'person',
              entry: person,
              day: shown.day,
              status: { kind: 'already', checkedInAt: result.checkedInAt, desk: result.desk },
            },
            t.announceAlready(entry.name, time(result.checkedInAt), result.desk),
          );
        }
        return;
      }
      case 'queued':
        settle(
          {
            kind: 'person',
            entry: outcome.entry,
            day: shown.day,
            status: {
              kind: 'checkedIn',
              queued: true,
              checkedInAt: outcome.checkedInAt,
              desk: outcome.desk,
              undoUntil: undoBy,
            },
          },
          t.announceQueued(entry.name),
        );
        return;
      case 'unknown':
        settle({ kind: 'unknown', code: outcome.code }, `${t.unknown}. ${t.unknownDetail(outcome.code)}`);
        return;
      case 'failed': {
        const message = `${t.failed} ${errorMessage(outcome.failure.code, locale)}`;
        settle({ ...shown, status: { kind: 'failed', message } }, message);
      }
    }
  }, [store, desk, locale, t, onSettled]);

  const undo = useCallback(async () => {
    const shown = current.current;
    if (shown.kind !== 'person' || shown.status.kind !== 'checkedIn') return;
    const mine = ++step.current;
    setState({ ...shown, status: { ...shown.status, kind: 'undoing' } });
    const result: { ok: true } | { ok: false; failure: ApiFailure } = await store.undo(shown.entry, shown.day);
    if (step.current !== mine) return;
    if (result.ok) {
      const entry = { ...shown.entry, checkins: shown.entry.checkins.filter((mark) => mark.day !== shown.day) };
      setState({ kind: 'person', entry, day: shown.day, status: { kind: 'ready' } });
      setAnnouncement(t.undone(entry.name));
    } else {
      const message = `${t.undoFailed} ${errorMessage(result.failure.code, locale)}`;
      // The check-in stands; the card says so, and why undo did not happen.
      setState({
        ...shown,
        status: { kind: 'already', checkedInAt: shown.status.checkedInAt, desk: shown.status.desk, note: message },
      });
      setAnnouncement(message);
    }
    onSettled();
  }, [store, locale, t, onSettled]);

  return { state, announcement, undoSeconds, lookUp, show, checkIn, undo };
}
