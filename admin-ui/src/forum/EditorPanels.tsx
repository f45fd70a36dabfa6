/**
 * The editor's side panels: whether the form is saved, the problems (each leading to its field),
 * what publishing changes against the current edition, and a draft's publish and delete. Their
 * words are the server's where it sends sentences (problems, changes: in the organiser's
 * language), the console's otherwise.
 */
import { forwardRef } from 'react';
import type { Locale } from '@forum/shared';
import type { EditorState } from './editionForm';
import { FORUM_FIELD_TEXT } from './forumFieldText';
import { dayAfter } from './editionStates';
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

/** Whether the form is saved; Save where saving is on request (the current edition) or the last save failed. */
export function SavePanel({ state, locale, offerSave, onSave }: PanelProps & { offerSave: boolean; onSave(): void }) {
  const t = FORUM_TEXT[locale];
  return (
    <div className="forum-panel forum-save">
      <p role="status" className={state.refused || state.failure ? 'forum-message--alert' : undefined}>
        {saveStatusText(state, locale)}
      </p>
      {offerSave || state.failure ? (
        <button
          type="button"
          className="admin-button admin-button--primary"
          disabled={state.saving || state.revision <= state.savedRevision}
          onClick={onSave}
        >
          {t.save}
        </button>
      ) : null}
    </div>
  );
}

export interface PublishPanelProps extends PanelProps {
  year: number;
  /** The current forum whose last day is still ahead: said before anything is tried. */
  notYet: { year: number; lastDay: string } | null;
  onPublish(): void;
  onDelete(): void;
}

/** A draft's Publish (its dialog confirms) and Delete draft. */
export function PublishPanel({ state, locale, year, notYet, onPublish, onDelete }: PublishPanelProps) {
  const t = FORUM_TEXT[locale];
  return (
    <section className="forum-panel" aria-labelledby="forum-publish-title">
      <h2 id="forum-publish-title">{t.publishHeading}</h2>
      {notYet ? <p className="forum-hint">{t.notYet(notYet.year, notYet.lastDay, dayAfter(notYet.lastDay))}</p> : null}
      <div className="forum-actions">
        <button
          type="button"
          className="admin-button admin-button--primary"
          disabled={state.saving}
          onClick={onPublish}
        >
          {t.publish(year)}
        </button>
        <button type="button" className="admin-button admin-button--quiet forum-drop" onClick={onDelete}>
          {t.deleteDraft}
        </button>
      </div>
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
