/**
 * A published edition's kept versions, newest first: when each was saved (Korea time) and by whom,
 * and which sections it changed (the server's sentences, in the organiser's language), each with
 * "Restore as a draft". The latest few are shown; the rest wait behind a disclosure, as a forum
 * edited all summer keeps dozens. Read again after each save of the edition (a save of the
 * current edition is a new version) and when the language changes.
 */
import { useEffect, useId, useState } from 'react';
import { type Locale, errorMessage } from '@forum/shared';
import { useAdmin } from '../lib/adminContext';
import type { EditionVersion } from './editionDocument';
import type { ForumApi } from './forumApi';
import { VERSIONS_TEXT, versionTime } from './versionsText';
import './VersionsPanel.css';

/** Shown without opening anything: enough for "what changed lately". */
export const LATEST_VERSIONS = 5;

type Loaded =
  { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'loaded'; versions: EditionVersion[] };

export interface VersionsPanelProps {
  api: ForumApi;
  year: number;
  locale: Locale;
  /** Changes when the edition was saved: its versions are read again. */
  refresh: number;
  onRestore(version: number): void;
}

function VersionEntry({
  entry,
  first,
  locale,
  onRestore,
}: {
  entry: EditionVersion;
  /** The oldest version kept: nothing before it to compare with. */
  first: boolean;
  locale: Locale;
  onRestore(version: number): void;
}) {
  const v = VERSIONS_TEXT[locale];
  return (
    <li className="forum-version">
      <p className="forum-version__head">
        <strong>{v.version(entry.version)}</strong>
        <span>
          {' · '}
          <time dateTime={entry.savedAt}>{versionTime(entry.savedAt, locale)}</time>
        </span>
        <span className="forum-version__by">
          {' · '}
          {entry.savedBy ?? v.bySystem}
        </span>
      </p>
      {entry.changes.length > 0 ? (
        <ul className="forum-change-list forum-version__changes" aria-label={v.changesOf(entry.version)}>
          {entry.changes.map((change, index) => (
            <li key={`${change.path ?? change.kind}-${index}`}>{change.message}</li>
          ))}
        </ul>
      ) : (
        <p className="forum-hint">{first ? v.firstVersion : v.noSectionChanged}</p>
      )}
      <button
        type="button"
        className="admin-button admin-button--quiet forum-version__restore"
        onClick={() => onRestore(entry.version)}
      >
        {v.restore} <span className="visually-hidden">{v.restoreVersion(entry.version)}</span>
      </button>
    </li>
  );
}

export function VersionsPanel({ api, year, locale, refresh, onRestore }: VersionsPanelProps) {
  const { token, onSessionEnded } = useAdmin();
  const v = VERSIONS_TEXT[locale];
  const id = useId();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [showAll, setShowAll] = useState(false);

  // Bumped by "Try again": the same request once more.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // An answer arriving after the next request (or after the panel closed) is dropped.
    let live = true;
    void api.versions(token, year, locale).then((result) => {
      if (!live) return;
      if (result.ok) setLoaded({ kind: 'loaded', versions: result.value });
      else if (result.status === 401) onSessionEnded(result.code);
      else setLoaded({ kind: 'failed', message: errorMessage(result.code, locale) });
    });
    return () => {
      live = false;
    };
  }, [api, token, year, locale, onSessionEnded, refresh, attempt]);

  const versions = loaded.kind === 'loaded' ? loaded.versions : [];
  const oldest = versions.at(-1)?.version;
  const entry = (version: EditionVersion) => (
    <VersionEntry
      key={version.version}
      entry={version}
      first={version.version === oldest}
      locale={locale}
      onRestore={onRestore}
    />
  );
  const earlier = versions.slice(LATEST_VERSIONS);

  return (
    <section className="forum-panel forum-versions" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{v.heading}</h2>
      {loaded.kind === 'loading' ? (
        <p className="forum-hint" role="status">
          {v.loading}
        </p>
      ) : loaded.kind === 'failed' ? (
        <>
          <p className="forum-message forum-message--alert" role="alert">
            {loaded.message}
          </p>
          <button
            type="button"
            className="admin-button admin-button--secondary"
            onClick={() => {
              setLoaded({ kind: 'loading' });
              setAttempt((n) => n + 1);
            }}
          >
            {v.retry}
          </button>
        </>
      ) : versions.length === 0 ? (
        <p>{v.none}</p>
      ) : (
        <>
          <p className="forum-hint">{v.help}</p>
          <ol className="forum-version-list">{versions.slice(0, LATEST_VERSIONS).map(entry)}</ol>
          {earlier.length > 0 ? (
            <details className="forum-versions__earlier" onToggle={(event) => setShowAll(event.currentTarget.open)}>
              <summary>{v.showAll(earlier.length)}</summary>
              {/* Drawn once opened: a forum edited all summer keeps dozens. */}
              {showAll ? <ol className="forum-version-list">{earlier.map(entry)}</ol> : null}
            </details>
          ) : null}
        </>
      )}
    </section>
  );
}
