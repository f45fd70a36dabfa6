/**
 * One edition opened: its form (every field of the document, both languages side by side, the
 * site's words and pictures after the forum's facts) beside its panels: whether it is saved, its
 * problems, what is still sample content, what publishing changes, a preview link, publish and
 * delete for a draft; a published edition's versions, each of which can be restored as a new
 * draft. A draft saves itself; the current edition saves on request; an ended or purged edition is
 * shown read-only (its versions beside it). Lists imported from a spreadsheet are read back into
 * the form (editorContext's `imports`).
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { type ForumDay, siteSamples } from '@forum/shared';
import { useAdmin } from '../lib/adminContext';
import type { EditionDocument, EditionListing } from './editionDocument';
import { ChangesPanel, ProblemsPanel, PublishPanel, SavePanel } from './EditorPanels';
import { EditorContext, type EditorContextValue, type ListImports, problemLookups } from './editorContext';
import { DeleteDraftDialog } from './DeleteDraftDialog';
import { FORUM_TEXT } from './forumText';
import { LeaveEditorDialog } from './LeaveEditorDialog';
import { PreviewPanel } from './PreviewPanel';
import { PublishDialog } from './PublishDialog';
import { RestoreVersionDialog } from './RestoreVersionDialog';
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
import { StateBadge, currentEditionOf } from './editionStates';
import { useEditionEditor } from './useEditionEditor';
import { VersionsPanel } from './VersionsPanel';
import { VERSIONS_TEXT } from './versionsText';

export interface EditionEditorProps {
  opened: EditionDocument;
  editions: readonly EditionListing[];
  onBack(): void;
  onPublished(year: number): void;
  onDeleted(year: number): void;
  /** A draft was made here (a version restored): open it as a prepared draft is opened. */
  onDraftMade(draft: EditionDocument | null, year: number, notice: string): void;
}

type Dialog =
  | { kind: 'publish' }
  | { kind: 'delete' }
  /** Unsaved edits would be lost by going on to `then` (the list, or a draft just made). */
  | { kind: 'leave'; then(): void }
  | { kind: 'restore'; version: number }
  | null;

export function EditionEditor(props: EditionEditorProps) {
  const { opened, editions, onBack, onPublished, onDeleted, onDraftMade } = props;
  const { locale } = useAdmin();
  const t = FORUM_TEXT[locale];
  const { state, dispatch, mode, saveNow, reload, hasUnsaved, api } = useEditionEditor(opened);
  const [dialog, setDialog] = useState<Dialog>(null);
  const problemsRef = useRef<HTMLElement>(null);
  const { document } = state;
  const year = document.year;
  const readOnly = mode === 'readOnly';
  const draft = opened.state === 'draft';

  const imports = useMemo<ListImports | undefined>(
    () => (readOnly ? undefined : { year, live: mode === 'manual', hasUnsaved, saveFirst: saveNow, reload }),
    [readOnly, year, mode, hasUnsaved, saveNow, reload],
  );
  const context = useMemo<EditorContextValue>(
    () => ({ dispatch, readOnly, locale, ...(imports ? { imports } : {}), ...problemLookups(state.problems) }),
    [dispatch, readOnly, locale, imports, state.problems],
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

  /** Goes on to `then` once nothing unsaved would be lost, or after the organiser agreed to lose it. */
  const leaveFor = useCallback(
    async (then: () => void) => {
      if (readOnly || (await saveNow())) then();
      else setDialog({ kind: 'leave', then });
    },
    [readOnly, saveNow],
  );

  // A restored draft's year starts as the one after the newest forum, which is free.
  const nextFreeYear = Math.max(year, ...editions.map((edition) => edition.year)) + 1;

  async function save() {
    if (!(await saveNow())) problemsRef.current?.focus();
  }

  async function startPublishing() {
    if (await saveNow()) setDialog({ kind: 'publish' });
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
          <button type="button" className="admin-button admin-button--quiet" onClick={() => void leaveFor(onBack)}>
            {t.back}
          </button>
          <h1 id="forum-editor-heading" tabIndex={-1}>
            {t.editorHeading(year)}{' '}
            <StateBadge state={opened.state} current={opened.state === 'current'} locale={locale} />
          </h1>
          <p className="forum-editor__note">{note}</p>
        </header>

        <div className="forum-editor__layout">
          {/* A read-only edition keeps one panel: its versions, to restore one as a draft. */}
          <aside className="forum-editor__panels" aria-label={readOnly ? VERSIONS_TEXT[locale].heading : t.panels}>
            {readOnly ? null : (
              <>
                <SavePanel state={state} locale={locale} offerSave={mode === 'manual'} onSave={() => void save()} />
                <ProblemsPanel ref={problemsRef} state={state} locale={locale} />
                <SamplesPanel site={document.site} locale={locale} />
                {draft && current ? <ChangesPanel state={state} locale={locale} currentYear={current.year} /> : null}
                {draft ? <PreviewPanel api={api} year={year} locale={locale} beforeMaking={saveNow} /> : null}
                {draft ? (
                  <PublishPanel
                    state={state}
                    locale={locale}
                    year={year}
                    notYet={currentAhead && currentLastDay ? { year: current.year, lastDay: currentLastDay } : null}
                    onPublish={() => void startPublishing()}
                    onDelete={() => setDialog({ kind: 'delete' })}
                  />
                ) : null}
              </>
            )}
            {/* A draft has no versions: they are kept from its publishing on. */}
            {draft ? null : (
              <VersionsPanel
                api={api}
                year={year}
                locale={locale}
                refresh={state.savedRevision}
                onRestore={(version) => setDialog({ kind: 'restore', version })}
              />
            )}
          </aside>

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

      {dialog?.kind === 'publish' ? (
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
      {dialog?.kind === 'delete' ? (
        <DeleteDraftDialog
          api={api}
          locale={locale}
          year={year}
          onDeleted={() => onDeleted(year)}
          onCancel={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'leave' ? (
        <LeaveEditorDialog
          locale={locale}
          reason={state.failure ? 'unreached' : 'problems'}
          onLeave={dialog.then}
          onStay={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'restore' ? (
        <RestoreVersionDialog
          api={api}
          locale={locale}
          year={year}
          version={dialog.version}
          defaultYear={nextFreeYear}
          onRestored={(made, into) => {
            const version = dialog.version;
            setDialog(null);
            // The draft exists now; this edition's unsaved edits are kept or given up as on leaving.
            void leaveFor(() => onDraftMade(made, into, VERSIONS_TEXT[locale].restored(into, year, version)));
          }}
          onCancel={() => setDialog(null)}
        />
      ) : null}
    </EditorContext.Provider>
  );
}
