/**
 * "Import from a spreadsheet" for a list of the edition (companies, investors, the programme's
 * speakers), with a line naming the columns the file needs. The file input is the control (Tab
 * reaches it, Enter or Space opens the picker, a screen reader names it by its label); it is
 * hidden and its label drawn as the button, as the picture fields do. Choosing a file opens the
 * dialog that checks it; what the import did is said below the button afterwards. Not offered for
 * a read-only edition.
 */
import { useId, useRef, useState } from 'react';
import { ExcelIcon } from '../../components/ExcelIcon';
import { useEditor } from '../editorContext';
import { ListImportDialog } from '../ListImportDialog';
import { LIST_IMPORT_TEXT, type SiteListName } from '../listImportText';
import './ListImport.css';

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface ListImportButtonProps {
  list: SiteListName;
  /** How many entries the list has now, said in the dialog; absent for the speakers (only the sessions the file names change). */
  count?: number;
}

export function ListImportButton({ list, count }: ListImportButtonProps) {
  const { imports, locale } = useEditor();
  const t = LIST_IMPORT_TEXT[locale];
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [said, setSaid] = useState<{ text: string; ok: boolean } | null>(null);
  if (!imports) return null;

  function close() {
    setFile(null);
    // The same file may be chosen again after it was fixed.
    if (input.current) input.current.value = '';
  }

  return (
    <div className="forum-import">
      <div className="forum-import__control">
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept={ACCEPT}
          className="visually-hidden"
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            if (!chosen) return;
            setSaid(null);
            setFile(chosen);
          }}
        />
        <label htmlFor={`${id}-file`} className="admin-button admin-button--secondary forum-import__choose">
          <ExcelIcon />
          {t.choose}
          <span className="visually-hidden"> ({t.what[list]})</span>
        </label>
      </div>
      <p id={`${id}-hint`} className="forum-hint forum-import__hint">
        {t.hint(list)}
      </p>
      <p className={said && !said.ok ? 'forum-message forum-message--alert' : 'forum-message'} role="status">
        {said?.text}
      </p>
      {file ? (
        <ListImportDialog
          list={list}
          file={file}
          count={count}
          imports={imports}
          locale={locale}
          onImported={(text, ok) => {
            close();
            setSaid({ text, ok });
          }}
          onClose={close}
        />
      ) : null}
    </div>
  );
}
