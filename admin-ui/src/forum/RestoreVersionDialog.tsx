/**
 * A kept version made into a new draft of a year the organiser names (by default the year after
 * the newest forum): the version's edition itself is not touched. A year already taken is the
 * server's `duplicate_year`, said in its words in the dialog; any other refusal as the other
 * dialogs say it. On success the editor opens the new draft as "Prepare" does.
 */
import { useId, useState } from 'react';
import { type Locale, errorMessage } from '@forum/shared';
import { COMMON_TEXT } from '../components/commonText';
import { FormDialog } from '../components/FormDialog';
import { useAdmin } from '../lib/adminContext';
import type { EditionDocument } from './editionDocument';
import type { ForumApi } from './forumApi';
import { RESTORE_YEARS, VERSIONS_TEXT } from './versionsText';

export interface RestoreVersionDialogProps {
  api: ForumApi;
  locale: Locale;
  year: number;
  version: number;
  /** What the year field starts with. */
  defaultYear: number;
  /** The draft made (null when the answer did not include it: it is then read by its year). */
  onRestored(draft: EditionDocument | null, into: number): void;
  onCancel(): void;
}

export function RestoreVersionDialog(props: RestoreVersionDialogProps) {
  const { api, locale, year, version, defaultYear, onRestored, onCancel } = props;
  const { token, onSessionEnded } = useAdmin();
  const v = VERSIONS_TEXT[locale];
  const id = useId();
  const [typed, setTyped] = useState(String(defaultYear));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function restore() {
    const into = Number(typed.trim());
    if (!Number.isInteger(into) || into < RESTORE_YEARS.min || into > RESTORE_YEARS.max) return setError(v.yearRange);
    setBusy(true);
    setError(null);
    const result = await api.restore(token, year, version, into, locale);
    setBusy(false);
    if (result.ok) return onRestored(result.value, into);
    if (result.status === 401) return onSessionEnded(result.code);
    // duplicate_year, in the server's sentence (already in the organiser's language).
    if (result.problems && result.problems.length > 0)
      return setError(result.problems.map((problem) => problem.message).join(' '));
    setError(result.code === 'validation' ? v.yearRange : errorMessage(result.code, locale));
  }

  return (
    <FormDialog
      title={v.restoreTitle(year, version)}
      intro={<p>{v.restoreBody(year)}</p>}
      submitLabel={v.restore}
      cancelLabel={COMMON_TEXT[locale].cancel}
      busy={busy}
      busyLabel={v.restoring}
      error={error}
      onSubmit={() => void restore()}
      onCancel={onCancel}
    >
      <label htmlFor={`${id}-year`}>{v.draftYear}</label>
      <input
        id={`${id}-year`}
        type="number"
        inputMode="numeric"
        min={RESTORE_YEARS.min}
        max={RESTORE_YEARS.max}
        step={1}
        autoComplete="off"
        value={typed}
        aria-describedby={`${id}-hint`}
        aria-invalid={error !== null || undefined}
        onChange={(event) => setTyped(event.target.value)}
      />
      <p id={`${id}-hint`} className="admin-field-hint">
        {v.draftYearHint(defaultYear)}
      </p>
    </FormDialog>
  );
}
