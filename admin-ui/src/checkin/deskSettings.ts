/**
 * The desk's own settings: its name (remembered on this device, so a phone at the east door stays
 * "East door" after a reload) and the forum day it checks people in for (today in Korea by default).
 */
import { DESK_MAX_LENGTH, EDITION, type ForumDay, KOREA_OFFSET_MS } from '@forum/shared';
import type { AdminStorage } from '../lib/platform';

export const DESK_NAME_KEY = 'forum.admin.checkin.desk';

/** `YYYY-MM-DD` of an instant in Korea (no daylight saving, so the fixed offset is exact). */
export function koreaDate(now: Date): string {
  return new Date(now.getTime() + KOREA_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * The day a desk most likely works on: day 2 from its date on (also after the forum, when a desk is
 * only a rehearsal or a late correction), day 1 before that (rehearsals before the forum).
 */
export function defaultForumDay(now: Date = new Date()): ForumDay {
  return koreaDate(now) >= EDITION.days[2] ? 2 : 1;
}

/** The remembered desk name, or the default one in the screen's language. */
export function readDeskName(storage: AdminStorage, fallback: string): string {
  const stored = storage.get(DESK_NAME_KEY)?.trim();
  return stored ? stored.slice(0, DESK_MAX_LENGTH) : fallback;
}

export function saveDeskName(storage: AdminStorage, name: string): void {
  const trimmed = name.trim();
  if (trimmed) storage.set(DESK_NAME_KEY, trimmed.slice(0, DESK_MAX_LENGTH));
  else storage.remove(DESK_NAME_KEY);
}
