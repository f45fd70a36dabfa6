/**
 * The managers' Forum screen: the editions of the forum with their states, preparing next year's
 * from the current one, and one edition opened in its form (EditionEditor). A draft made there
 * (a version restored) opens the way a prepared one does. After a publish the shell is told, so
 * the whole console turns to the new current edition.
 */
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { errorMessage } from '@forum/shared';
import { useAdmin } from '../lib/adminContext';
import type { ApiResult } from '../lib/apiClient';
import { useAdminLoad } from '../lib/useAdminLoad';
import type { EditionDocument } from './editionDocument';
import { EditionEditor } from './EditionEditor';
import { EditionsList } from './EditionsList';
import { createForumApi } from './forumApi';
import { FORUM_TEXT } from './forumText';
import '../components/table.css';
import '../components/screenPage.css';
import './ForumScreen.css';

type View = { kind: 'list' } | { kind: 'loading'; year: number } | { kind: 'editing'; document: EditionDocument };

interface ScreenState {
  view: View;
  busy: boolean;
  notice: string;
  alert: string;
}

type ScreenAction = { type: 'show'; view: View; notice?: string } | { type: 'busy' } | { type: 'alert'; text: string };

function screenReducer(state: ScreenState, action: ScreenAction): ScreenState {
  switch (action.type) {
    case 'show':
      return { view: action.view, busy: false, notice: action.notice ?? '', alert: '' };
    case 'busy':
      return { ...state, busy: true, notice: '', alert: '' };
    case 'alert':
      return {
        ...state,
        view: state.view.kind === 'loading' ? { kind: 'list' } : state.view,
        busy: false,
        alert: action.text,
      };
  }
}

export function ForumScreen() {
  const { client, token, locale, onSessionEnded, onEditionsChanged } = useAdmin();
  const api = useMemo(() => createForumApi(client), [client]);
  const t = FORUM_TEXT[locale];
  const [state, dispatch] = useReducer(screenReducer, { view: { kind: 'list' }, busy: false, notice: '', alert: '' });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const report = useCallback((text: string) => dispatch({ type: 'alert', text }), []);
  const { data: editions, reload } = useAdminLoad(
    useCallback(() => api.list(token), [api, token]),
    report,
  );

  // The heading of what is shown takes the focus, so a screen reader hears where it now is (another
  // edition opened from the editor, a restored draft, is a new place too).
  const shown = state.view.kind;
  const shownYear = state.view.kind === 'editing' ? state.view.document.year : null;
  useEffect(() => {
    if (shown === 'list') headingRef.current?.focus();
    else if (shown === 'editing') document.getElementById('forum-editor-heading')?.focus();
  }, [shown, shownYear]);

  function failed(result: Extract<ApiResult<unknown>, { ok: false }>) {
    if (result.status === 401) onSessionEnded(result.code);
    else report(errorMessage(result.code, locale));
  }

  async function open(year: number, notice?: string) {
    dispatch({ type: 'show', view: { kind: 'loading', year } });
    const result = await api.open(token, year);
    if (result.ok)
      dispatch({ type: 'show', view: { kind: 'editing', document: result.value }, ...(notice ? { notice } : {}) });
    else failed(result);
  }

  /** A draft just made (prepared, or a version restored): the list learns of it, the draft opens. */
  async function openMade(draft: EditionDocument | null, year: number, notice: string) {
    void reload();
    if (draft) dispatch({ type: 'show', view: { kind: 'editing', document: draft }, notice });
    else await open(year, notice);
  }

  async function prepare(from: number, year: number) {
    dispatch({ type: 'busy' });
    const result = await api.prepare(token, from, year, locale);
    if (!result.ok) return failed(result);
    await openMade(result.value, year, t.prepared(year, from));
  }

  function backToList(notice?: string) {
    dispatch({ type: 'show', view: { kind: 'list' }, ...(notice ? { notice } : {}) });
    void reload();
  }

  return (
    <section
      className="admin-forum"
      aria-labelledby={state.view.kind === 'editing' ? 'forum-editor-heading' : 'forum-heading'}
    >
      {state.view.kind !== 'editing' ? (
        <>
          <h1 id="forum-heading" ref={headingRef} tabIndex={-1}>
            {t.heading}
          </h1>
          <p className="admin-forum__intro">{t.intro}</p>
        </>
      ) : null}
      <div className="admin-notice" role="status">
        {state.notice}
      </div>
      <div className="admin-alert" role="alert">
        {state.alert}
      </div>

      {state.view.kind === 'editing' && editions ? (
        <EditionEditor
          key={state.view.document.year}
          opened={state.view.document}
          editions={editions}
          onBack={() => backToList()}
          onPublished={(year) => {
            backToList(t.published(year));
            onEditionsChanged?.();
          }}
          onDeleted={(year) => backToList(t.deleted(year))}
          onDraftMade={(draft, year, notice) => void openMade(draft, year, notice)}
        />
      ) : state.view.kind === 'loading' || !editions ? (
        <p className="admin-loading" role="status">
          <span className="admin-spinner" aria-hidden="true" />
          {state.view.kind === 'loading' ? t.loadingEdition(state.view.year) : t.loadingEditions}
        </p>
      ) : (
        <EditionsList
          editions={editions}
          locale={locale}
          busy={state.busy}
          onOpen={(year) => void open(year)}
          onPrepare={(from, year) => void prepare(from, year)}
        />
      )}
    </section>
  );
}
