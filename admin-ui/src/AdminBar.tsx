/**
 * The console's top bar: the brand, who is logged in with which role, the sections a manager can
 * switch between (staff have only the registrant list), the language switch and Log out.
 */
import { useState } from 'react';
import type { AdminSessionInfo, Locale } from '@forum/shared';
import { ADMIN_TEXT } from './adminText';
import { SECURITY_TEXT } from './securityText';
import './AdminBar.css';

export type AdminSection = 'registrants' | 'accounts' | 'accessLog';
const SECTIONS: readonly AdminSection[] = ['registrants', 'accounts', 'accessLog'];

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
  const t = ADMIN_TEXT[locale];
  const s = SECURITY_TEXT[locale];
  const manager = session?.account.role === 'manager';
  return (
    <div className="admin-bar">
      <p className="admin-bar__brand">{t.brand}</p>
      {manager ? (
        <nav className="admin-sections" aria-label={s.sections}>
          {SECTIONS.map((name) => (
            <button
              key={name}
              type="button"
              className="admin-sections__item"
              aria-current={section === name ? 'page' : undefined}
              onClick={() => onSection(name)}
            >
              {s[name]}
            </button>
          ))}
        </nav>
      ) : null}
      <div className="admin-bar__actions">
        {session ? <span className="admin-bar__who">{s.signedInAs(session.account.email, s.roles[session.account.role])}</span> : null}
        <button type="button" className="admin-button admin-button--quiet" lang={t.languageSwitchLang} onClick={() => onLocaleChange(locale === 'ko' ? 'en' : 'ko')}>
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
