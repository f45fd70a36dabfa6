/**
 * The admin session kept between visits: the token and its expiry from `POST /api/user/login`,
 * stored as JSON under one key. On load an unexpired entry is restored; an expired, damaged or
 * foreign one is removed, so it is never sent to the server or tried again.
 */
import type { LoginResponse } from '@forum/shared';
import type { AdminStorage } from './platform';

export const SESSION_STORAGE_KEY = 'forum.admin.session';

export interface AdminSession extends LoginResponse {
  /** Milliseconds since the epoch of `expiresAt`, parsed once. */
  expiresAtMs: number;
}

/** The session in `raw` if it is well formed and unexpired at `now`, else null. */
export function parseSession(raw: string | null, now: number): AdminSession | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { token, expiresAt } = value as { token?: unknown; expiresAt?: unknown };
  if (typeof token !== 'string' || token.length === 0 || typeof expiresAt !== 'string') return null;
  const expiresAtMs = Date.parse(expiresAt);
  if (Number.isNaN(expiresAtMs) || expiresAtMs <= now) return null;
  return { token, expiresAt, expiresAtMs };
}

/** Restores the stored session, removing the entry when it cannot be used. */
export function restoreSession(storage: AdminStorage, now: number = Date.now()): AdminSession | null {
  const raw = storage.get(SESSION_STORAGE_KEY);
  const session = parseSession(raw, now);
  if (!session && raw !== null) storage.remove(SESSION_STORAGE_KEY);
  return session;
}

/** Stores a fresh login; null when the answer is not a usable session (treated as a failed login). */
export function startSession(
  storage: AdminStorage,
  login: LoginResponse,
  now: number = Date.now(),
): AdminSession | null {
  const raw = JSON.stringify({ token: login.token, expiresAt: login.expiresAt });
  const session = parseSession(raw, now);
  if (session) storage.set(SESSION_STORAGE_KEY, raw);
  return session;
}

export function endSession(storage: AdminStorage): void {
  storage.remove(SESSION_STORAGE_KEY);
}
