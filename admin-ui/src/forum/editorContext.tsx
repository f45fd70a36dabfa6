/**
 * What every field of the edition form needs, given once by the editor instead of to each field:
 * how to change the document, whether it may be changed, the language, the server's problems by
 * path, and what a list's spreadsheet import needs from the editor. A field's element id is derived from its path, so the problems listed at the top can
 * lead to it.
 */
import { type Dispatch, createContext, useContext } from 'react';
import type { Locale } from '@forum/shared';
import { isUnder } from './documentPath';
import type { ApiProblem } from './editionDocument';
import type { EditorAction } from './editionForm';
import { FORUM_FIELD_TEXT, type ForumFieldText } from './forumFieldText';

/**
 * What an import (listImportApi.ts) needs around its call: the server replaces the list in the
 * stored document, so the form's unsaved edits go first and the form reads the document after.
 * Stable functions: the context does not change with each keystroke.
 */
export interface ListImports {
  year: number;
  /** The current edition: saving shows on the site at once (the dialog says so). */
  live: boolean;
  hasUnsaved(): boolean;
  /** Sends what the server lacks; false when it could not (refused or not reached). */
  saveFirst(): Promise<boolean>;
  /** Reads the stored document into the form; false when it did not arrive. */
  reload(): Promise<boolean>;
}

export interface EditorContextValue {
  dispatch: Dispatch<EditorAction>;
  readOnly: boolean;
  locale: Locale;
  /** Absent for a read-only edition: nothing is imported into it. */
  imports?: ListImports;
  /** The problems whose path is exactly this one. */
  problemsAt(path: string): readonly ApiProblem[];
  /** How many problems lie at or under this path (a closed session's summary says so). */
  problemsUnder(path: string): number;
}

export const EditorContext = createContext<EditorContextValue | null>(null);

export function useEditor(): EditorContextValue & { f: ForumFieldText } {
  const value = useContext(EditorContext);
  if (!value) throw new Error('useEditor() is for the fields inside EditionEditor.');
  return { ...value, f: FORUM_FIELD_TEXT[value.locale] };
}

/** The element id of the field (or group) at `path`: `sessions.2.start` -> `forum-sessions.2.start`. */
export const fieldId = (path: string): string => `forum-${path}`;

export function problemLookups(
  problems: readonly ApiProblem[],
): Pick<EditorContextValue, 'problemsAt' | 'problemsUnder'> {
  const byPath = new Map<string, ApiProblem[]>();
  for (const problem of problems) byPath.set(problem.path, [...(byPath.get(problem.path) ?? []), problem]);
  return {
    problemsAt: (path) => byPath.get(path) ?? [],
    problemsUnder: (path) => problems.filter((problem) => isUnder(problem.path, path)).length,
  };
}
