/**
 * The console's top bar: the brand, who is logged in with which role, the sections (from the
 * shell's table, sections.tsx), the edition switcher, the language switch and Log out. The sections are plain buttons in the bar, so check-in is one tap away on a phone.
 */
import { useState } from 'react';
import type { AdminSessionInfo, Locale } from '@forum/shared';
import { AUTH_TEXT } from '../auth';
import type { EditionSummary } from '../lib/editions';
import { APP_TEXT } from './appText';
import { EditionSwitcher } from './EditionSwitcher';
import { ForumNotice } from './ForumNotice';
import type { AdminSection, SectionEntry } from './sections';
import './AdminBar.css';

export interface AdminBarProps {
  locale: Locale;
  onLocaleChange(next: Locale): void;
  /** The logged-in admin, once known (not during the authenticator set-up). */
  session: AdminSessionInfo | null;
  loggedIn: boolean;
  /** The sections this admin may open in the edition viewed (sections.tsx). */
  sections: readonly SectionEntry[];
  section: AdminSection;
  onSection(section: AdminSection): void;
  /** The editions, when the server lists them (GET /api/admin/editions), and the one viewed. */
  editions: { list: readonly EditionSummary[]; year: number; onChoose(year: number): void } | null;
  onLogOut(): Promise<void>;
}

export function AdminBar(props: AdminBarProps) {
  const { locale, onLocaleChange, session, loggedIn, sections, section, onSection, editions, onLogOut } = props;
  const t = APP_TEXT[locale];
  return (
    <div className="admin-bar">
      <p className="admin-bar__brand">{t.brand}</p>
      {session ? (
        <nav className="admin-sections" aria-label={t.sections}>
          {sections.map(({ id, label }) =>
            label ? (
              <button
                key={id}
                type="button"
                className="admin-sections__item"
                aria-current={section === id ? 'page' : undefined}
                onClick={() => onSection(id)}
              >
                {label(locale)}
              </button>
            ) : null,
          )}
        </nav>
      ) : null}
      <div className="admin-bar__actions">
        {session && editions && editions.list.length > 1 ? (
          <EditionSwitcher locale={locale} editions={editions.list} year={editions.year} onChoose={editions.onChoose} />
        ) : null}
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
      {session ? <ForumNotice forum={session.forum} locale={locale} /> : null}
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
