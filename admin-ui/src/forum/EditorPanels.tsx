/**
 * The editor's side panels: the problems (each leading to its field), what publishing changes
 * against the current edition, and whether the form is saved. Their words are the server's where
 * it sends sentences (problems, changes: in the organiser's language), the console's otherwise.
 */
import { forwardRef } from 'react';
import type { Locale } from '@forum/shared';
import type { EditorState } from './editionForm';
import { FORUM_FIELD_TEXT } from './forumFieldText';
import { FORUM_TEXT } from './forumText';
import { goToField, problemPlace } from './problemPlace';

interface PanelProps {
  state: EditorState;
  locale: Locale;
}

export const ProblemsPanel = forwardRef<HTMLElement, PanelProps>(function ProblemsPanel({ state, locale }, ref) {
  const t = FORUM_TEXT[locale];
  const f = FORUM_FIELD_TEXT[locale];
  const { problems, valid } = state;
  const heading = problems.length > 0 ? t.problemsHeading(problems.length) : valid ? t.noProblems : t.checking;
  return (
    <section
      ref={ref}
      tabIndex={-1}
      className={problems.length > 0 ? 'forum-panel forum-panel--problems' : 'forum-panel forum-panel--ok'}
      aria-labelledby="forum-problems-title"
    >
      <h2 id="forum-problems-title">{heading}</h2>
      {problems.length > 0 ? (
        <ul className="forum-problem-list">
          {problems.map((problem, index) => {
            const place = problemPlace(problem.path, state.document, f, locale);
            return (
              <li key={`${problem.path}-${problem.code}-${index}`}>
                <a
                  href={`#forum-${problem.path}`}
                  onClick={(event) => {
                    event.preventDefault();
                    void goToField(problem.path);
                  }}
                >
                  {/* The space outside the span: an accessible name keeps it ("Place: message"). */}
                  {place ? (
                    <>
                      <span className="forum-problem-list__place">{place}:</span>{' '}
                    </>
                  ) : null}
                  {problem.message}
                </a>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
});

export function ChangesPanel({ state, locale, currentYear }: PanelProps & { currentYear: number }) {
  const t = FORUM_TEXT[locale];
  const changes = state.changes;
  return (
    <section className="forum-panel" aria-labelledby="forum-changes-title">
      <h2 id="forum-changes-title">{t.changesHeading(currentYear)}</h2>
      {changes === null ? (
        <p className="forum-hint">{t.changesLater}</p>
      ) : changes.length === 0 ? (
        <p>{t.noChanges}</p>
      ) : (
        <ul className="forum-change-list">
          {changes.map((change, index) => (
            <li key={`${change.kind}-${index}`} data-kind={change.kind || undefined}>
              {change.path ? (
                <a
                  href={`#forum-${change.path}`}
                  onClick={(event) => {
                    event.preventDefault();
                    void goToField(change.path!);
                  }}
                >
                  {change.message}
                </a>
              ) : (
                change.message
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Saved, saving, unsaved or refused, announced politely as it changes. */
export function saveStatusText(state: EditorState, locale: Locale): string {
  const t = FORUM_TEXT[locale];
  if (state.saving) return t.saving;
  if (state.failure) return t.saveFailed(state.failure);
  if (state.refused) return t.refused;
  return state.revision > state.savedRevision ? t.unsaved : t.saved;
}
