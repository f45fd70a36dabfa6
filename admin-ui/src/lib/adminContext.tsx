/**
 * What every logged-in screen needs from the shell, given once by AdminApp instead of as props to
 * each screen: who is logged in (token, account, role), the language, the platform, the one API
 * client (already in the edition being viewed) and the edition itself. A screen reads it with
 * `useAdmin()`.
 */
import { createContext, useContext } from 'react';
import {
  type AdminRole,
  type AdminSessionInfo,
  type ApiErrorCode,
  EDITION,
  type Edition,
  type Locale,
  SESSIONS,
  type SessionInfo,
  editionOf,
  sessionInfos,
} from '@forum/shared';
import type { AdminClient } from './apiClient';
import type { AdminPlatform } from './platform';

/** The edition the console shows. A past one is read-only: screens hide or disable every write. */
export interface ViewedEdition {
  year: number;
  current: boolean;
  /** True for a past edition: nothing may be changed, sent or checked in. */
  readOnly: boolean;
  /** Its file (days, name, export names): the server's, or this build's shared registry's. */
  file: Edition;
  /** Its sessions, in column order (a past edition's may differ from this year's). */
  sessions: readonly SessionInfo[];
}

/**
 * `year` as the console shows it: the server's file when it gave one, else this build's; a year
 * unknown to both uses the current file.
 */
export function viewedEdition(year: number, current: boolean, listed?: Edition): ViewedEdition {
  const file = listed ?? editionOf(year) ?? EDITION;
  return { year, current, readOnly: !current, file, sessions: sessionsOf(file) };
}

// One array per edition file, so the table's and the export's column caches (keyed by it) are
// reused; by file, not year, as the server's copy of a year replaces the one this console was built with.
const SESSIONS_BY_FILE = new WeakMap<Edition, readonly SessionInfo[]>([[EDITION, SESSIONS]]);
function sessionsOf(file: Edition): readonly SessionInfo[] {
  let sessions = SESSIONS_BY_FILE.get(file);
  if (!sessions) {
    sessions = sessionInfos(file);
    SESSIONS_BY_FILE.set(file, sessions);
  }
  return sessions;
}

export interface AdminContextValue {
  platform: AdminPlatform;
  locale: Locale;
  token: string;
  account: AdminSessionInfo['account'];
  role: AdminRole;
  manager: boolean;
  /** The one API client, in `edition` (a past one adds `?edition=YYYY` where the endpoint allows it). */
  client: AdminClient;
  edition: ViewedEdition;
  /** The idle cut-off's activity (calls made outside `client`, a scanned code). */
  onActivity(): void;
  /** A 401 (or `session_idle`): back to the login box. */
  onSessionEnded(code?: ApiErrorCode): void;
  /** True right after the login form: the first screen focuses its heading. */
  focusHeading: boolean;
  /** An edition was published (or prepared): the shell reads the editions again. */
  onEditionsChanged?(): void;
}

export const AdminContext = createContext<AdminContextValue | null>(null);

export function useAdmin(): AdminContextValue {
  const value = useContext(AdminContext);
  if (!value) throw new Error('useAdmin() is for the screens AdminApp mounts (inside AdminContext).');
  return value;
}
