/**
 * One edition opened: its form (every field of the document, both languages side by side, the
 * site's words and pictures after the forum's facts) beside its panels: whether it is saved, its
 * problems, what is still sample content, what publishing changes, a preview link, publish and
 * delete for a draft. A draft saves itself; the current edition saves on request; an ended or
 * purged edition is shown read-only.
 */
import { useMemo, useRef, useState } from 'react';
import { type ForumDay, siteSamples } from '@forum/shared';
import { useAdmin } from '../lib/adminContext';
import type { EditionDocument, EditionListing } from './editionDocument';
import { ChangesPanel, ProblemsPanel, saveStatusText } from './EditorPanels';
import { EditorContext, type EditorContextValue, problemLookups } from './editorContext';
import { DeleteDraftDialog } from './DeleteDraftDialog';
import { FORUM_TEXT } from './forumText';
import { LeaveEditorDialog } from './LeaveEditorDialog';
import { PreviewPanel } from './PreviewPanel';
import { PublishDialog } from './PublishDialog';
import { SamplesPanel } from './SamplesPanel';
import { BasicsSection, RecordsSection, RegistrationSection } from './sections/BasicsSection';
import { HeardFromSection } from './sections/HeardFromSection';
import { ProgrammeSection } from './sections/ProgrammeSection';
import { SessionsSection } from './sections/SessionsSection';
import { SiteCompaniesSection } from './sections/SiteCompaniesSection';
import { SiteInvestorsSection } from './sections/SiteInvestorsSection';
import { SiteLetterSection } from './sections/SiteLetterSection';
import { SiteLogosSection } from './sections/SiteLogosSection';
import { SiteNoticesSection } from './sections/SiteNoticesSection';
import { SitePagesSection } from './sections/SitePagesSection';
import { SiteStartupsSection } from './sections/SiteStartupsSection';
import { RoomsSection, VenueSection } from './sections/VenueSection';
import { StateBadge, currentEditionOf, dayAfter } from './editionStates';
import { useEditionEditor } from './useEditionEditor';

export interface EditionEditorProps {
  opened: EditionDocument;
  editions: readonly EditionListing[];
  onBack(): void;
  onPublished(year: number): void;
  onDeleted(year: number): void;
}

type Dialog = 'publish' | 'delete' | 'leave' | null;

export function EditionEditor({ opened, editions, onBack, onPublished, onDeleted }: EditionEditorProps) {
  const { locale } = useAdmin();
  const t = FORUM_TEXT[locale];
  const { state, dispatch, mode, saveNow, api } = useEditionEditor(opened);
  const [dialog, setDialog] = useState<Dialog>(null);
  const problemsRef = useRef<HTMLElement>(null);
  const { document } = state;
  const year = document.year;
  const readOnly = mode === 'readOnly';
  const draft = opened.state === 'draft';

  const context = useMemo<EditorContextValue>(
    () => ({ dispatch, readOnly, locale, ...problemLookups(state.problems) }),
    [dispatch, readOnly, locale, state.problems],
  );
  // What was there when the form opened: anything added since starts open.
  const openedCodes = useMemo(() => new Set(opened.sessions.map((session) => session.code)), [opened]);
  const added = useMemo(
    () => new Set(document.sessions.map((session) => session.code).filter((code) => !openedCodes.has(code))),
    [document.sessions, openedCodes],
  );
  const openedWith: Record<ForumDay, number> = { 1: opened.programme[1].length, 2: opened.programme[2].length };

  const current = currentEditionOf(editions);
  const currentLastDay = current?.days[current.days.length - 1] ?? null;
  const currentAhead = draft && current !== null && current.state === 'current' && current.year < year;

  async function back() {
    if (readOnly || (await saveNow())) onBack();
    else setDialog('leave');
  }

  async function save() {
    if (!(await saveNow())) problemsRef.current?.focus();
  }

  async function startPublishing() {
    if (await saveNow()) setDialog('publish');
    else problemsRef.current?.focus();
  }

  const note = draft
    ? t.draftNote
    : opened.state === 'current'
      ? t.currentNote
      : opened.state === 'ended'
        ? t.endedNote(year)
        : t.purgedNote(year);

  return (
    <EditorContext.Provider value={context}>
      <div className="forum-editor">
        <header className="forum-editor__head">
          <button type="button" className="admin-button admin-button--quiet" onClick={() => void back()}>
            {t.back}
          </button>
          <h1 id="forum-editor-heading" tabIndex={-1}>
            {t.editorHeading(year)}{' '}
            <StateBadge state={opened.state} current={opened.state === 'current'} locale={locale} />
          </h1>
          <p className="forum-editor__note">{note}</p>
        </header>

        <div className={readOnly ? 'forum-editor__layout forum-editor__layout--read' : 'forum-editor__layout'}>
          {readOnly ? null : (
            <aside className="forum-editor__panels" aria-label={t.panels}>
              <div className="forum-panel forum-save">
                <p role="status" className={state.refused || state.failure ? 'forum-message--alert' : undefined}>
                  {saveStatusText(state, locale)}
                </p>
                {mode === 'manual' || state.failure ? (
                  <button
                    type="button"
                    className="admin-button admin-button--primary"
                    disabled={state.saving || state.revision <= state.savedRevision}
                    onClick={() => void save()}
                  >
                    {t.save}
                  </button>
                ) : null}
              </div>
              <ProblemsPanel ref={problemsRef} state={state} locale={locale} />
              <SamplesPanel site={document.site} locale={locale} />
              {draft && current ? <ChangesPanel state={state} locale={locale} currentYear={current.year} /> : null}
              {draft ? <PreviewPanel api={api} year={year} locale={locale} beforeMaking={saveNow} /> : null}
              {draft ? (
                <section className="forum-panel" aria-labelledby="forum-publish-title">
                  <h2 id="forum-publish-title">{t.publishHeading}</h2>
                  {currentAhead && currentLastDay ? (
                    <p className="forum-hint">{t.notYet(current.year, currentLastDay, dayAfter(currentLastDay))}</p>
                  ) : null}
                  <div className="forum-actions">
                    <button
                      type="button"
                      className="admin-button admin-button--primary"
                      disabled={state.saving}
                      onClick={() => void startPublishing()}
                    >
                      {t.publish(year)}
                    </button>
                    <button
                      type="button"
                      className="admin-button admin-button--quiet forum-drop"
                      onClick={() => setDialog('delete')}
                    >
                      {t.deleteDraft}
                    </button>
                  </div>
                </section>
              ) : null}
            </aside>
          )}

          <form
            className="forum-form"
            noValidate
            aria-labelledby="forum-editor-heading"
            onSubmit={(e) => e.preventDefault()}
          >
            <BasicsSection document={document} />
            <VenueSection document={document} />
            <RoomsSection document={document} />
            <SessionsSection document={document} added={added} />
            <ProgrammeSection document={document} openedWith={openedWith} />
            <RegistrationSection document={document} />
            <HeardFromSection document={document} />
            <RecordsSection document={document} />
            <SiteLetterSection document={document} />
            <SiteLogosSection site={document.site} />
            <SiteInvestorsSection site={document.site} />
            <SiteCompaniesSection site={document.site} />
            <SiteStartupsSection site={document.site} />
            <SiteNoticesSection site={document.site} />
            <SitePagesSection site={document.site} year={year} />
          </form>
        </div>
      </div>

      {dialog === 'publish' ? (
        <PublishDialog
          api={api}
          locale={locale}
          year={year}
          current={current ? { year: current.year, lastDay: currentLastDay } : null}
          changes={state.changes}
          samples={siteSamples(document.site, locale).length}
          onPublished={() => onPublished(year)}
          onProblems={(problems) => {
            setDialog(null);
            dispatch({ type: 'problems', problems });
            problemsRef.current?.focus();
          }}
          onCancel={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'delete' ? (
        <DeleteDraftDialog
          api={api}
          locale={locale}
          year={year}
          onDeleted={() => onDeleted(year)}
          onCancel={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'leave' ? (
        <LeaveEditorDialog
          locale={locale}
          reason={state.failure ? 'unreached' : 'problems'}
          onLeave={onBack}
          onStay={() => setDialog(null)}
        />
      ) : null}
    </EditorContext.Provider>
  );
}
