/**
 * The check-in desk, as the console's shell sees it. The desk itself (its store, IndexedDB, the
 * walk-in form) is loaded when Check-in is first opened, so the list screens do not carry it: only
 * its words come in statically.
 */
import { lazy } from 'react';

export { CHECKIN_TEXT } from './checkinText';

export const CheckinSection = lazy(() =>
  import('./CheckinSection').then((module) => ({ default: module.CheckinSection })),
);

/** The desk's copy of the list goes with the session that loaded it (loaded on demand, like the desk). */
export function forgetDeskRoster(): void {
  void import('./deskDatabase').then((desk) => desk.forgetDeskRoster()).catch(() => undefined);
}
