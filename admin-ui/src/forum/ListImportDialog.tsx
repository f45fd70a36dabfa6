/**
 * Importing a list from the file just chosen. The file is checked first (a dry run, which stores
 * nothing), then the organiser confirms: "N rows will replace the list" with the count it has now.
 * A dry run rather than a bare "are you sure?": the import replaces the whole list, so the
 * organiser sees that the file was read as meant (its row count, or each refused cell) before
 * anything changes, as the invitations import does. The form's unsaved edits are saved before the
 * real import (the server replaces the list in the stored document, then the form reads it again);
 * a refusal is said in the dialog: each refused cell in a table, the problems the new list would
 * leave (the current edition), or why the file was not taken (too large, not a spreadsheet).
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { Locale } from '@forum/shared';
import { COMMON_TEXT } from '../components/commonText';
import { ImportRowReport } from '../components/ImportRowReport';
import { useModalDialog } from '../components/useModalDialog';
import { useAdmin } from '../lib/adminContext';
import type { ApiProblem } from './editionDocument';
import type { ListImports } from './editorContext';
import { type ListImportAnswer, type ListImportError, importList } from './listImportApi';
import { LIST_IMPORT_TEXT, type SiteListName, listColumns } from './listImportText';
import '../components/dialog.css';
import '../components/FormDialog.css';
import '../components/table.css';
import './sections/ListImport.css';

type Step =
  | { kind: 'checking' }
  | { kind: 'ready'; rows: number }
  | { kind: 'importing'; rows: number }
  | { kind: 'rows'; errors: ListImportError[] }
  | { kind: 'problems'; problems: ApiProblem[] }
  | { kind: 'failed'; message: string };

type Refusal = Exclude<ListImportAnswer, { ok: true }>;

/** What the dialog shows for a refusal (a session that ended is the console's, not the dialog's). */
function refusalStep(answer: Refusal): Step {
  if (answer.kind === 'rows') return { kind: 'rows', errors: answer.errors };
  if (answer.kind === 'problems') return { kind: 'problems', problems: answer.problems };
  return { kind: 'failed', message: answer.message };
}

export interface ListImportDialogProps {
  list: SiteListName;
  file: File;
  /** How many entries the list has now, said in the dialog; absent for the speakers (only the sessions the file names change). */
  count?: number;
  imports: ListImports;
  locale: Locale;
  /** Imported; `message` says so (or that the form could not be read again: `ok` false). */
  onImported(message: string, ok: boolean): void;
  onClose(): void;
}

export function ListImportDialog({ list, file, count, imports, locale, onImported, onClose }: ListImportDialogProps) {
  const { client, token, onSessionEnded } = useAdmin();
  const t = LIST_IMPORT_TEXT[locale];
  const id = useId();
  const [step, setStep] = useState<Step>({ kind: 'checking' });
  const closeRef = useRef<HTMLButtonElement>(null);
  const busy = step.kind === 'importing';
  const modal = useModalDialog(closeRef, () => {
    if (!busy) onClose();
  });

  const settle = useCallback(
    (answer: Refusal) => {
      if (answer.kind === 'failed' && answer.status === 401) onSessionEnded(answer.code);
      else setStep(refusalStep(answer));
    },
    [onSessionEnded],
  );

  // The dry run as the dialog opens (it stores nothing); an answer after it closed is dropped.
  const { year } = imports;
  useEffect(() => {
    let live = true;
    void importList(client, token, year, list, file, true, locale).then((answer) => {
      if (!live) return;
      if (answer.ok) setStep({ kind: 'ready', rows: answer.imported });
      else settle(answer);
    });
    return () => {
      live = false;
    };
  }, [client, token, year, list, file, locale, settle]);

  async function replace(rows: number) {
    setStep({ kind: 'importing', rows });
    if (imports.hasUnsaved() && !(await imports.saveFirst())) return setStep({ kind: 'failed', message: t.notSaved });
    const answer = await importList(client, token, year, list, file, false, locale);
    if (!answer.ok) return settle(answer);
    const reloaded = await imports.reload();
    onImported(reloaded ? t.imported(list, file.name, answer.imported) : t.reloadFailed, reloaded);
  }

  const title =
    step.kind === 'checking'
      ? t.checkingTitle(list)
      : step.kind === 'ready' || step.kind === 'importing'
        ? t.readyTitle(list)
        : t.refusedTitle;
  const confirmable = step.kind === 'ready' || step.kind === 'importing';

  return (
    <dialog
      className="admin-dialog admin-form-dialog admin-form-dialog--wide forum-import-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      {...modal}
    >
      <h2 id={`${id}-title`} className="admin-dialog__title">
        {title}
      </h2>
      <div id={`${id}-body`} className="admin-dialog__body" aria-live="polite">
        {step.kind === 'checking' ? <p role="status">{t.checking(file.name)}</p> : null}
        {confirmable ? (
          <>
            <p className="forum-import-dialog__count">{t.willReplace(list, file.name, step.rows, count ?? 0)}</p>
            {imports.hasUnsaved() ? <p>{imports.live ? t.savesFirstLive : t.savesFirst}</p> : null}
          </>
        ) : null}
        {step.kind === 'rows' ? (
          <>
            <p>{t.refusedRows(step.errors.length)}</p>
            <ImportRowReport
              errors={step.errors}
              locale={locale}
              columnName={(column) => listColumns(list, locale).names[column] ?? column}
            />
          </>
        ) : null}
        {step.kind === 'problems' ? (
          <>
            <p>{t.refusedProblems}</p>
            <ul className="forum-problem-list">
              {step.problems.map((problem, index) => (
                <li key={`${problem.path}-${index}`}>{problem.message}</li>
              ))}
            </ul>
          </>
        ) : null}
        {step.kind === 'failed' ? (
          <p className="admin-alert" role="alert">
            {step.message}
          </p>
        ) : null}
      </div>
      {busy ? (
        <p className="admin-dialog__busy" role="status">
          {t.importing}
        </p>
      ) : null}
      <div className="admin-dialog__actions">
        <button
          ref={closeRef}
          type="button"
          className="admin-button admin-button--secondary"
          disabled={busy}
          onClick={onClose}
        >
          {step.kind === 'checking' || confirmable ? COMMON_TEXT[locale].cancel : t.close}
        </button>
        {confirmable ? (
          <button
            type="button"
            className="admin-button admin-button--primary"
            disabled={busy}
            onClick={() => void replace(step.rows)}
          >
            {t.replace}
          </button>
        ) : null}
      </div>
    </dialog>
  );
}
