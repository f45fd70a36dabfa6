/** The edition form's reducer: edits by path, and the moves that keep sessions and programme together. */
import { describe, expect, it } from 'vitest';
import { draftCopiedFrom, editionDocumentOf } from '@forum/shared/testing';
import { getIn, setIn } from './documentPath';
import type { EditionDocument } from './editionDocument';
import { editorReducer, initialEditorState, isDirty, nextSessionCode } from './editionForm';

const draft = () => draftCopiedFrom(editionDocumentOf()) as EditionDocument;

describe('paths', () => {
  it('reads and writes through objects and arrays, copying only the way there', () => {
    const document = draft();
    const next = setIn(document, 'sessions.1.start', '13:30');
    expect(getIn(next, 'sessions.1.start')).toBe('13:30');
    expect(document.sessions[1]!.start).toBe('14:00');
    expect(next.sessions[0]).toBe(document.sessions[0]);
    expect(next.rooms).toBe(document.rooms);
  });

  it('removes a key set to undefined (an optional text left empty)', () => {
    const next = setIn(draft(), 'sessions.4.seedWord', undefined);
    expect('seedWord' in next.sessions[4]!).toBe(false);
  });
});

describe('the edition form', () => {
  it('counts edits and knows what the server has', () => {
    let state = initialEditorState(draft());
    state = editorReducer(state, { type: 'set', path: 'name.en', value: 'Forum 2026' });
    expect(isDirty(state)).toBe(true);
    state = editorReducer(state, { type: 'saved', revision: state.revision });
    expect(isDirty(state)).toBe(false);
  });

  it('puts a session added on its day and on that day’s programme, with a code of its own', () => {
    const document = draft();
    expect(nextSessionCode(document.sessions, 2)).toBe('day24');
    const state = editorReducer(initialEditorState(document), { type: 'addSession', day: 2 });
    expect(state.document.sessions.at(-1)).toMatchObject({ code: 'day24', day: 2 });
    expect(state.document.programme[2].at(-1)).toEqual({ session: 'day24', speakers: [] });
  });

  it('drops a session with its programme entry, and forgets the problems whose places moved', () => {
    const document = draft();
    const index = document.sessions.findIndex((session) => session.code === 'day23');
    let state = initialEditorState(document);
    state = editorReducer(state, {
      type: 'refused',
      revision: 0,
      problems: [
        { path: 'sessions.6.title.en', code: 'required', message: 'x' },
        { path: 'name.en', code: 'year', message: 'y' },
      ],
    });
    state = editorReducer(state, { type: 'dropSession', index });
    expect(state.document.sessions.map((session) => session.code)).not.toContain('day23');
    expect(JSON.stringify(state.document.programme)).not.toContain('day23');
    expect(state.problems.map((problem) => problem.path)).toEqual(['name.en']);
  });

  it('moves a session’s programme entry with it to the other day', () => {
    const document = draft();
    const index = document.sessions.findIndex((session) => session.code === 'day12');
    const state = editorReducer(initialEditorState(document), { type: 'setSessionDay', index, day: 2 });
    expect(state.document.sessions[index]!.day).toBe(2);
    expect(state.document.programme[1].some((item) => 'session' in item && item.session === 'day12')).toBe(false);
    expect(state.document.programme[2].at(-1)).toMatchObject({ session: 'day12' });
  });

  it('keeps the newest problems when an older check answers late', () => {
    let state = initialEditorState(draft());
    const problem = { path: 'days.1', code: 'past', message: 'in the past' };
    state = editorReducer(state, {
      type: 'checked',
      revision: 3,
      check: { valid: false, problems: [problem], changes: [] },
    });
    state = editorReducer(state, { type: 'checked', revision: 1, check: { valid: true, problems: [], changes: [] } });
    expect(state.problems).toEqual([problem]);
  });
});
