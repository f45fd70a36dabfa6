/**
 * A shareable link to the draft's site (24 hours, no login): made on request after the draft is
 * saved, shown in a field to select, with Copy (where the platform can put text on the clipboard)
 * and Open (the desktop hands it to the system browser; the web opens a new tab).
 */
import { useId, useReducer } from 'react';
import { type Locale, errorMessage, formatKoreaDateTime } from '@forum/shared';
import { useAdmin } from '../lib/adminContext';
import type { EditionPreview } from './editionDocument';
import type { ForumApi } from './forumApi';
import { FORUM_TEXT } from './forumText';

type PreviewState = { busy: boolean; preview: EditionPreview | null; message: string; failed: boolean };
type PreviewAction =
  { type: 'start' } | { type: 'made'; preview: EditionPreview } | { type: 'say'; message: string; failed: boolean };

function previewReducer(state: PreviewState, action: PreviewAction): PreviewState {
  switch (action.type) {
    case 'start':
      return { ...state, busy: true, message: '', failed: false };
    case 'made':
      return { busy: false, preview: action.preview, message: '', failed: false };
    case 'say':
      return { ...state, busy: false, message: action.message, failed: action.failed };
  }
}

/** The link as an address anyone can open: a path is on the API's (the site's) origin. */
export function absoluteLink(url: string, apiBase: string): string {
  try {
    return new URL(url, apiBase || window.location.origin).href;
  } catch {
    return url;
  }
}

export interface PreviewPanelProps {
  api: ForumApi;
  year: number;
  locale: Locale;
  /** Saves what is not saved yet; false when the draft could not be saved (the preview would be stale). */
  beforeMaking(): Promise<boolean>;
}

export function PreviewPanel({ api, year, locale, beforeMaking }: PreviewPanelProps) {
  const { platform, token, onSessionEnded } = useAdmin();
  const t = FORUM_TEXT[locale];
  const id = useId();
  const [state, dispatch] = useReducer(previewReducer, { busy: false, preview: null, message: '', failed: false });
  const link = state.preview ? absoluteLink(state.preview.url, platform.apiBase) : '';

  async function make() {
    dispatch({ type: 'start' });
    if (!(await beforeMaking())) return dispatch({ type: 'say', message: t.refused, failed: true });
    const result = await api.preview(token, year, locale);
    if (result.ok) dispatch({ type: 'made', preview: result.value });
    else if (result.status === 401) onSessionEnded(result.code);
    else dispatch({ type: 'say', message: errorMessage(result.code, locale), failed: true });
  }

  async function copy() {
    const copied = (await platform.copyText?.(link)) ?? false;
    dispatch({ type: 'say', message: copied ? t.copied : t.copyFailed, failed: !copied });
  }

  return (
    <section className="forum-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.previewHeading}</h2>
      <p className="forum-hint">{t.previewHelp}</p>
      {state.preview ? (
        <div className="forum-preview">
          <label htmlFor={`${id}-link`}>{t.previewLink}</label>
          <input
            id={`${id}-link`}
            type="url"
            readOnly
            value={link}
            lang="en"
            aria-describedby={`${id}-until`}
            onFocus={(event) => event.currentTarget.select()}
          />
          <p id={`${id}-until`} className="forum-hint">
            {t.previewUntil(formatKoreaDateTime(state.preview.expiresAt))}
          </p>
          <div className="forum-actions">
            {platform.copyText ? (
              <button type="button" className="admin-button admin-button--secondary" onClick={() => void copy()}>
                {t.copy}
              </button>
            ) : null}
            <a
              className="admin-button admin-button--secondary"
              href={link}
              target="_blank"
              rel="noopener noreferrer"
              onClick={(event) => {
                if (!platform.openLink) return;
                event.preventDefault();
                void platform.openLink(link).then((opened) => {
                  if (!opened) dispatch({ type: 'say', message: t.openFailed, failed: true });
                });
              }}
            >
              {t.openPreview} <span className="visually-hidden">{t.newWindow}</span>
            </a>
          </div>
        </div>
      ) : null}
      <button
        type="button"
        className="admin-button admin-button--secondary"
        disabled={state.busy}
        onClick={() => void make()}
      >
        {state.busy ? t.makingPreview : t.makePreview}
      </button>
      <p className={state.failed ? 'forum-message forum-message--alert' : 'forum-message'} role="status">
        {state.message}
      </p>
    </section>
  );
}
