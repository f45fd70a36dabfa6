/**
 * The table of the console's sections: which screen each one is, who may open it, and its name in
 * the bar. The shell draws the bar from it and mounts the chosen screen; screens read the session,
 * the language, the API and the edition from the shell's context (lib/adminContext.tsx).
 */
import { type ComponentType, Suspense } from 'react';
import type { AdminRole, Locale } from '@forum/shared';
import { AccessLogScreen } from '../accessLog';
import { AccountsScreen } from '../accounts';
import { APPROVAL_TEXT, ApprovalScreen } from '../approval';
import { ChangePasswordScreen } from '../auth';
import { CHECKIN_TEXT, CheckinSection } from '../checkin';
import { FORUM_TEXT, ForumScreen } from '../forum';
import { INVITATIONS_TEXT, InvitationsScreen } from '../invitations';
import { MEETINGS_TEXT, MeetingsScreen } from '../meetings';
import { MESSAGES_TEXT, MessagesScreen } from '../messages';
import { RegistrantsScreen } from '../registrants';
import { SESSIONS_TEXT, SessionsScreen } from '../sessions';
import { useAdmin } from '../lib/adminContext';
import { APP_TEXT } from './appText';

export type AdminSection =
  | 'registrants'
  | 'checkin'
  | 'sessions'
  | 'approval'
  | 'invitations'
  | 'messages'
  | 'accounts'
  | 'accessLog'
  | 'meetings'
  | 'forum'
  | 'password';

export interface SectionEntry {
  id: AdminSection;
  roles: readonly AdminRole[];
  Screen: ComponentType;
  /** The name in the bar; absent for a screen reached otherwise (the password, from its own button). */
  label?: (locale: Locale) => string;
  /** The desk checks in the current edition only: not offered while a past one is viewed. */
  currentEditionOnly?: true;
  /**
   * The screen is about every edition (the Forum screen): it stays mounted when the current edition
   * changes under it (its publish), instead of starting afresh as the other screens do.
   */
  acrossEditions?: true;
}

const EVERYONE: readonly AdminRole[] = ['manager', 'staff'];
const MANAGERS: readonly AdminRole[] = ['manager'];

/** The desk's code is loaded on first use; its words say so meanwhile. */
function CheckinScreenLoader() {
  const { locale } = useAdmin();
  return (
    <Suspense
      fallback={
        <p className="admin-loading" role="status">
          <span className="admin-spinner" aria-hidden="true" /> {CHECKIN_TEXT[locale].loadingRoster}
        </p>
      }
    >
      <CheckinSection />
    </Suspense>
  );
}

/** In the bar's order. */
export const SECTIONS: readonly SectionEntry[] = [
  { id: 'registrants', roles: EVERYONE, Screen: RegistrantsScreen, label: (l) => APP_TEXT[l].registrants },
  {
    id: 'checkin',
    roles: EVERYONE,
    Screen: CheckinScreenLoader,
    label: (l) => CHECKIN_TEXT[l].section,
    currentEditionOnly: true,
  },
  { id: 'sessions', roles: EVERYONE, Screen: SessionsScreen, label: (l) => SESSIONS_TEXT[l].section },
  { id: 'approval', roles: MANAGERS, Screen: ApprovalScreen, label: (l) => APPROVAL_TEXT[l].section },
  { id: 'invitations', roles: MANAGERS, Screen: InvitationsScreen, label: (l) => INVITATIONS_TEXT[l].section },
  { id: 'messages', roles: MANAGERS, Screen: MessagesScreen, label: (l) => MESSAGES_TEXT[l].section },
  { id: 'accounts', roles: MANAGERS, Screen: AccountsScreen, label: (l) => APP_TEXT[l].accounts },
  { id: 'accessLog', roles: MANAGERS, Screen: AccessLogScreen, label: (l) => APP_TEXT[l].accessLog },
  { id: 'meetings', roles: MANAGERS, Screen: MeetingsScreen, label: (l) => MEETINGS_TEXT[l].section },
  {
    id: 'forum',
    roles: MANAGERS,
    Screen: ForumScreen,
    label: (l) => FORUM_TEXT[l].section,
    currentEditionOnly: true,
    acrossEditions: true,
  },
  { id: 'password', roles: EVERYONE, Screen: ChangePasswordScreen },
];

/** The sections `role` may open in the edition viewed (a past one: no desk). */
export function sectionsFor(role: AdminRole, readOnly: boolean): readonly SectionEntry[] {
  return SECTIONS.filter((entry) => entry.roles.includes(role) && !(readOnly && entry.currentEditionOnly));
}
