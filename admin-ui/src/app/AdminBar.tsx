/**
 * The console's top bar: the brand, who is logged in with which role, the sections (staff: the
 * registrant list and check-in; managers also accounts and the access log), the language switch
 * and Log out. The sections are plain buttons in the bar, so check-in is one tap away on a phone.
 */
import { useState } from 'react';
import type { AdminSessionInfo, Locale } from '@forum/shared';
import { APP_TEXT } from './appText';
import { AUTH_TEXT } from '../auth';
import { CHECKIN_TEXT } from '../checkin';
import { APPROVAL_TEXT } from '../approval';
import { INVITATIONS_TEXT } from '../invitations';
import { MEETINGS_TEXT } from '../meetings';
import { MESSAGES_TEXT } from '../messages';
import { SESSIONS_TEXT } from '../sessions';
import './AdminBar.css';

/** The bar's sections, and the change-password screen (reached from the bar for every admin). */
export type AdminSection =
  | 'registrants'
  | 'checkin'
  | 'sessions'
  | 'accounts'
  | 'accessLog'
  | 'meetings'
  | 'messages'
  | 'approval'
  | 'invitations'
  | 'password';
type BarSection = Exclude<AdminSection, 'password'>;
const MANAGER_SECTIONS: readonly BarSection[] = [
  'registrants',
  'checkin',
  'sessions',
  'approval',
  'invitations',
  'messages',
  'accounts',
  'accessLog',
  'meetings',
];
const STAFF_SECTIONS: readonly BarSection[] = ['registrants', 'checkin', 'sessions'];

export interface AdminBarProps {
  locale: Locale;
  onLocaleChange(next: Locale): void;
  /** The logged-in admin, once known (not during the authenticator set-up). */
  session: AdminSessionInfo | null;
  loggedIn: boolean;
  section: AdminSection;
  onSection(section: AdminSection): void;
  onLogOut(): Promise<void>;
}

export function AdminBar({ locale, onLocaleChange, session, loggedIn, section, onSection, onLogOut }: AdminBarProps) {
  const t = APP_TEXT[locale];
  const sections = session?.account.role === 'manager' ? MANAGER_SECTIONS : STAFF_SECTIONS;
  const label = (name: BarSection) =>
    name === 'checkin'
      ? CHECKIN_TEXT[locale].section
      : name === 'sessions'
        ? SESSIONS_TEXT[locale].section
        : name === 'messages'
          ? MESSAGES_TEXT[locale].section
          : name === 'meetings'
            ? MEETINGS_TEXT[locale].section
            : name === 'approval'
              ? APPROVAL_TEXT[locale].section
              : name === 'invitations'
                ? INVITATIONS_TEXT[locale].section
                : t[name];
  return (
    <div className="admin-bar">
      <p className="admin-bar__brand">{t.brand}</p>
      {session ? (
        <nav className="admin-sections" aria-label={t.sections}>
          {sections.map((name) => (
            <button
              key={name}
              type="button"
              className="admin-sections__item"
              aria-current={section === name ? 'page' : undefined}
              onClick={() => onSection(name)}
            >
              {label(name)}
            </button>
          ))}
        </nav>
      ) : null}
      <div className="admin-bar__actions">
        {session ? (
          <span className="admin-bar__who">{t.signedInAs(session.account.email, t.roles[session.account.role])}</span>
        ) : null}
        {session ? (
          <button
            type="button"
            className="admin-button admin-button--quiet"
            aria-current={section === 'password' ? 'page' : undefined}
            onClick={() => onSection('password')}
          >
            {AUTH_TEXT[locale].changePassword}
          </button>
        ) : null}
        <button
          type="button"
          className="admin-button admin-button--quiet"
          lang={t.languageSwitchLang}
          onClick={() => onLocaleChange(locale === 'ko' ? 'en' : 'ko')}
        >
          {t.languageSwitch}
        </button>
        {loggedIn ? <LogOutButton label={t.logOut} onLogOut={onLogOut} /> : null}
      </div>
    </div>
  );
}

function LogOutButton({ label, onLogOut }: { label: string; onLogOut: () => Promise<void> }) {
  const [pending, setPending] = useState(false);
  return (
    <button
      type="button"
      className="admin-button admin-button--quiet"
      disabled={pending}
      onClick={() => {
        setPending(true);
        void onLogOut().finally(() => setPending(false));
      }}
    >
      {label}
    </button>
  );
}
