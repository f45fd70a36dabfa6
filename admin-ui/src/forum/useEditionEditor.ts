/**
 * One edition's form with the server behind it. A draft is saved by itself a moment after the last
 * keystroke and then checked, so its problems and what publishing changes follow the typing; the
 * current edition (live on the site) is saved only when the organiser says so; an ended or purged
 * one is read only. Saves go one after another, each sending the latest document, and whatever a
 * draft has not yet sent when the form closes is sent then. After the server changed the document
 * itself (a list imported from a spreadsheet) the form reads it again, in the same queue as the
 * saves so no save of the older form can land after it.
 */
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { errorMessage } from '@forum/shared';
import { useAdmin } from '../lib/adminContext';
import type { EditionDocument, EditionState } from './editionDocument';
import { editorReducer, initialEditorState } from './editionForm';
import { createForumApi } from './forumApi';

export type EditMode = 'autosave' | 'manual' | 'readOnly';

export function editModeOf(state: EditionState): EditMode {
  if (state === 'draft') return 'autosave';
  return state === 'current' ? 'manual' : 'readOnly';
}

/** Long enough to let a word be typed out, short enough that the problems feel like they follow. */
export const SAVE_DELAY_MS = 700;

export function useEditionEditor(opened: EditionDocument) {
  const { client, token, locale, onSessionEnded } = useAdmin();
  const api = useMemo(() => createForumApi(client), [client]);
  const mode = editModeOf(opened.state);
  const year = opened.year;
  const [state, dispatch] = useReducer(editorReducer, opened, initialEditorState);
  // The latest state for the saves, which run after renders.
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  }, [state]);
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const check = useCallback(
    async (revision: number) => {
      const result = await api.check(token, year, locale);
      if (result.ok) dispatch({ type: 'checked', revision, check: result.value });
      else if (result.status === 401) onSessionEnded(result.code);
      // A check that did not arrive leaves the last problems shown; the next save checks again.
    },
    [api, token, year, locale, onSessionEnded],
  );

  /** Sends the latest document if the server lacks it; true when the server then has every edit. */
  const saveNow = useCallback((): Promise<boolean> => {
    const run = async (): Promise<boolean> => {
      const { document, revision, savedRevision } = latest.current;
      if (revision <= savedRevision) return true;
      dispatch({ type: 'saving' });
      const result = await api.save(token, document, locale);
      if (result.ok) {
        dispatch({ type: 'saved', revision });
        await check(revision);
        return latest.current.revision <= revision;
      }
      if (result.status === 401) onSessionEnded(result.code);
      else if (result.problems || result.status === 422)
        dispatch({ type: 'refused', revision, problems: result.problems ?? [] });
      else dispatch({ type: 'failed', message: errorMessage(result.code, locale) });
      return false;
    };
    const next = queue.current.then(run);
    queue.current = next.catch(() => undefined);
    return next;
  }, [api, token, locale, check, onSessionEnded]);

  /** Whether the form has edits the server lacks (read when asked: no render for each keystroke). */
  const hasUnsaved = useCallback(() => latest.current.revision > latest.current.savedRevision, []);

  /** Reads the stored document again; false when it did not arrive (the form then keeps what it shows). */
  const reload = useCallback((): Promise<boolean> => {
    const run = async (): Promise<boolean> => {
      const result = await api.open(token, year);
      if (!result.ok) {
        if (result.status === 401) onSessionEnded(result.code);
        return false;
      }
      const revision = latest.current.revision + 1;
      dispatch({ type: 'reloaded', document: result.value });
      if (mode !== 'readOnly') await check(revision);
      return true;
    };
    const next = queue.current.then(run);
    queue.current = next.catch(() => undefined);
    return next;
  }, [api, token, year, mode, check, onSessionEnded]);

  // A draft saves itself once the typing pauses. A refused save is tried again only after the
  // next edit (which may be the fix): the refusal changes neither revision.
  useEffect(() => {
    if (mode !== 'autosave' || state.revision <= state.savedRevision) return;
    const timer = setTimeout(() => void saveNow(), SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [mode, state.revision, state.savedRevision, saveNow]);

  // The problems and what changes are there when the form opens.
  useEffect(() => {
    if (mode !== 'readOnly') void check(0);
  }, [mode, check]);

  // Closing the form (another section, a logout) sends what the draft has not sent yet.
  useEffect(
    () => () => {
      const { document, revision, savedRevision } = latest.current;
      if (mode === 'autosave' && revision > savedRevision) void api.save(token, document, locale);
    },
    [mode, api, token, locale],
  );

  return { state, dispatch, mode, saveNow, reload, hasUnsaved, api };
}
