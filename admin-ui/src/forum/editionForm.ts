/**
 * The edition form's state in one reducer: the document as edited, how far the server has it
 * (every edit raises `revision`; `savedRevision` is what the server holds), the last save's outcome,
 * and the server's problems and "what changes". Besides plain edits by path it knows the moves that
 * keep the document whole: a session added gets its place on its day's programme, a session dropped
 * takes its programme entries along, a session moved to the other day moves them too.
 */
import {
  type EditionSession,
  type ForumDay,
  HEARD_FROM_OTHER,
  type HeardFromChoice,
  type ProgrammeItem,
  heardFromChoices,
} from '@forum/shared';
import { childPath, getIn, isUnder, setIn, updateIn } from './documentPath';
import type { ApiProblem, EditionChange, EditionCheck, EditionDocument } from './editionDocument';

export interface EditorState {
  document: EditionDocument;
  revision: number;
  savedRevision: number;
  saving: boolean;
  /** The last save was refused for problems (its edits are not on the server yet). */
  refused: boolean;
  /** Why the last save or check did not reach the server, in the organiser's language. */
  failure: string | null;
  problems: ApiProblem[];
  /** The revision the problems were found in; an older answer arriving late is dropped. */
  problemsRevision: number;
  changes: EditionChange[] | null;
  /** The check's verdict on the saved document; null before the first check. */
  valid: boolean | null;
}

export type EditorAction =
  | { type: 'set'; path: string; value: unknown }
  | { type: 'append'; path: string; item: unknown }
  | { type: 'remove'; path: string; index: number }
  | { type: 'move'; path: string; index: number; by: -1 | 1 }
  | { type: 'addSession'; day: ForumDay }
  | { type: 'dropSession'; index: number }
  | { type: 'setSessionDay'; index: number; day: ForumDay }
  | { type: 'addRoom' }
  | { type: 'dropRoom'; key: string }
  | { type: 'addItem'; day: ForumDay }
  | { type: 'addChoice' }
  | { type: 'dropChoice'; index: number }
  | { type: 'saving' }
  | { type: 'saved'; revision: number }
  | { type: 'refused'; revision: number; problems: ApiProblem[] }
  | { type: 'failed'; message: string }
  | { type: 'checked'; revision: number; check: EditionCheck }
  /** Problems found when publishing: the saved document has them. */
  | { type: 'problems'; problems: ApiProblem[] }
  /** The document as the server now stores it (an import replaced a list in it): nothing left to send. */
  | { type: 'reloaded'; document: EditionDocument };

export function initialEditorState(document: EditionDocument): EditorState {
  return {
    document,
    revision: 0,
    savedRevision: 0,
    saving: false,
    refused: false,
    failure: null,
    problems: [],
    problemsRevision: -1,
    changes: null,
    valid: null,
  };
}

export const isDirty = (state: EditorState): boolean => state.revision > state.savedRevision;

const blankWords = () => ({ en: '', ko: '' });

/** The first free `day<D><n>` code: a session's code is stored with every registration, so it is never reused in an edition. */
export function nextSessionCode(sessions: readonly EditionSession[], day: ForumDay): string {
  const taken = new Set(sessions.map((session) => session.code));
  let n = 1;
  while (taken.has(`day${day}${n}`)) n += 1;
  return `day${day}${n}`;
}

export function nextRoomKey(rooms: Readonly<Record<string, unknown>>): string {
  let n = Object.keys(rooms).length + 1;
  while (`room${n}` in rooms) n += 1;
  return `room${n}`;
}

/** The first free `choice<n>` key: a choice's key is stored with every answer, so it is never reused in an edition. */
export function nextChoiceKey(choices: readonly HeardFromChoice[]): string {
  const taken = new Set(choices.map((choice) => choice.key));
  let n = choices.length;
  while (taken.has(`choice${n}`)) n += 1;
  return `choice${n}`;
}

/**
 * The document with its choices written out: an edition that names none uses the defaults, and
 * the first edit of one of them starts from what the form shows.
 */
function withChoices(document: EditionDocument): EditionDocument {
  return document.heardFrom?.length ? document : { ...document, heardFrom: [...heardFromChoices(document)] };
}

const DAYS: readonly ForumDay[] = [1, 2];
const names = (item: ProgrammeItem, code: string) => 'session' in item && item.session === code;

/** The document after one edit, and the array whose positions it changed (their problems no longer point right). */
function edit(document: EditionDocument, action: EditorAction): { document: EditionDocument; shifted?: string[] } {
  if ('path' in action && isUnder(action.path, 'heardFrom')) document = withChoices(document);
  switch (action.type) {
    case 'set':
      return { document: setIn(document, action.path, action.value) };
    case 'append':
      return { document: updateIn(document, action.path, (list) => [...((list as unknown[]) ?? []), action.item]) };
    case 'remove':
      return {
        document: updateIn(document, action.path, (list) => (list as unknown[]).filter((_, i) => i !== action.index)),
        shifted: [action.path],
      };
    case 'move': {
      const to = action.index + action.by;
      const list = getIn(document, action.path) as unknown[];
      if (to < 0 || to >= list.length) return { document };
      const moved = list.slice();
      [moved[action.index], moved[to]] = [moved[to], moved[action.index]];
      return { document: setIn(document, action.path, moved), shifted: [action.path] };
    }
    case 'addSession': {
      const code = nextSessionCode(document.sessions, action.day);
      const session: EditionSession = {
        code,
        day: action.day,
        start: '',
        end: '',
        room: Object.keys(document.rooms)[0] ?? '',
        title: blankWords(),
        shortTitle: blankWords(),
      };
      const withSession = setIn(document, 'sessions', [...document.sessions, session]);
      const item: ProgrammeItem = { session: code, speakers: [] };
      return { document: setIn(withSession, `programme.${action.day}`, [...document.programme[action.day], item]) };
    }
    case 'dropSession': {
      const code = document.sessions[action.index]?.code;
      if (code === undefined) return { document };
      let next = setIn(
        document,
        'sessions',
        document.sessions.filter((_, i) => i !== action.index),
      );
      for (const day of DAYS)
        next = setIn(
          next,
          `programme.${day}`,
          next.programme[day].filter((item) => !names(item, code)),
        );
      return { document: next, shifted: ['sessions', 'programme'] };
    }
    case 'setSessionDay': {
      const session = document.sessions[action.index];
      if (!session || session.day === action.day) return { document };
      let next = setIn(document, `sessions.${action.index}.day`, action.day);
      const other = DAYS.find((day) => day !== action.day)!;
      const moving = next.programme[other].filter((item) => names(item, session.code));
      next = setIn(
        next,
        `programme.${other}`,
        next.programme[other].filter((item) => !names(item, session.code)),
      );
      next = setIn(next, `programme.${action.day}`, [...next.programme[action.day], ...moving]);
      return { document: next, shifted: ['programme'] };
    }
    case 'addRoom':
      return { document: setIn(document, childPath('rooms', nextRoomKey(document.rooms)), blankWords()) };
    case 'dropRoom':
      return { document: setIn(document, childPath('rooms', action.key), undefined) };
    case 'addItem': {
      const item: ProgrammeItem = {
        start: '',
        end: '',
        room: Object.keys(document.rooms)[0] ?? '',
        title: blankWords(),
        speakers: [],
      };
      return { document: setIn(document, `programme.${action.day}`, [...document.programme[action.day], item]) };
    }
    case 'addChoice': {
      const choices = withChoices(document).heardFrom!;
      const other = choices.findIndex((choice) => choice.key === HEARD_FROM_OTHER);
      const added: HeardFromChoice = { key: nextChoiceKey(choices), words: blankWords() };
      const at = other < 0 ? choices.length : other;
      return {
        document: { ...document, heardFrom: [...choices.slice(0, at), added, ...choices.slice(at)] },
        shifted: ['heardFrom'],
      };
    }
    case 'dropChoice': {
      const choices = withChoices(document).heardFrom!;
      if (choices[action.index]?.key === HEARD_FROM_OTHER || !choices[action.index]) return { document };
      return {
        document: { ...document, heardFrom: choices.filter((_, i) => i !== action.index) },
        shifted: ['heardFrom'],
      };
    }
    default:
      return { document };
  }
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'saving':
      return { ...state, saving: true };
    case 'saved':
      return {
        ...state,
        saving: false,
        refused: false,
        failure: null,
        savedRevision: Math.max(state.savedRevision, action.revision),
      };
    case 'refused':
      return {
        ...state,
        saving: false,
        refused: true,
        failure: null,
        ...(action.revision >= state.problemsRevision
          ? { problems: action.problems, problemsRevision: action.revision, valid: false }
          : {}),
      };
    case 'failed':
      return { ...state, saving: false, failure: action.message };
    case 'problems':
      return { ...state, problems: action.problems, problemsRevision: state.revision, valid: false };
    case 'reloaded': {
      // A revision of its own, already saved: the check that follows is taken as this document's.
      const revision = state.revision + 1;
      return { ...state, document: action.document, revision, savedRevision: revision, refused: false, failure: null };
    }
    case 'checked':
      if (action.revision < state.problemsRevision) return state;
      return {
        ...state,
        problems: action.check.problems,
        problemsRevision: action.revision,
        changes: action.check.changes,
        valid: action.check.valid,
      };
    default: {
      const { document, shifted } = edit(state.document, action);
      if (document === state.document) return state;
      return {
        ...state,
        document,
        revision: state.revision + 1,
        problems:
          shifted === undefined
            ? state.problems
            : state.problems.filter((problem) => !shifted.some((path) => isUnder(problem.path, path))),
      };
    }
  }
}
