/**
 * Publishing a draft, confirmed by typing its year (the call sends that year as `confirm`, so a
 * slip of the mouse on the wrong draft publishes nothing): it says what publishing does and what it
 * changes, how much of the site is still sample content (said, never refused), and explains a
 * refusal in words: the current forum not ended yet, a year older than the current one, or
 * problems left (the dialog then closes onto them).
 */
import { useId, useState } from 'react';
import { type Locale, errorMessage } from '@forum/shared';
import type { ApiProblem } from '@forum/shared/http';
import { COMMON_TEXT } from '../components/commonText';
import { FormDialog } from '../components/FormDialog';
import { useAdmin } from '../lib/adminContext';
import type { EditionChange } from './editionDocument';
import type { ForumApi } from './forumApi';
import { FORUM_TEXT } from './forumText';

export interface PublishDialogProps {
  api: ForumApi;
  locale: Locale;
  year: number;
  /** The edition published now, and its last forum day, to explain a refusal. */
  current: { year: number; lastDay: string | null } | null;
  changes: readonly EditionChange[] | null;
  /** How many of the site's entries are still the shipped samples. */
  samples: number;
  onPublished(): void;
  onProblems(problems: ApiProblem[]): void;
  onCancel(): void;
}

export function PublishDialog(props: PublishDialogProps) {
  const { api, locale, year, current, changes, samples, onPublished, onProblems, onCancel } = props;
  const { token, onSessionEnded } = useAdmin();
  const t = FORUM_TEXT[locale];
  const id = useId();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function publish() {
    if (typed.trim() !== String(year)) return setError(t.yearMismatch(year));
    setBusy(true);
    setError(null);
    const result = await api.publish(token, year, Number(typed.trim()), locale);
    setBusy(false);
    if (result.ok) return onPublished();
    if (result.status === 401) return onSessionEnded(result.code);
    if (result.code === 'edition_not_ended')
      return setError(t.notEnded(current?.year ?? year - 1, current?.lastDay ?? null));
    if (result.code === 'edition_older') return setError(t.older(year, current?.year ?? year + 1));
    if (result.status === 422 || result.problems) return onProblems(result.problems ?? []);
    setError(errorMessage(result.code, locale));
  }

  return (
    <FormDialog
      title={t.publishTitle(year)}
      intro={
        <>
          <p>{t.publishBody(year, current?.year ?? null)}</p>
          {samples > 0 ? <p className="forum-hint">{t.publishSamples(samples)}</p> : null}
          {current && changes && changes.length > 0 ? (
            <>
              <p className="forum-dialog__subheading">{t.changesHeading(current.year)}</p>
              <ul className="forum-change-list">
                {changes.map((change, index) => (
                  <li key={`${change.kind}-${index}`}>{change.message}</li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      }
      submitLabel={t.publish(year)}
      cancelLabel={COMMON_TEXT[locale].cancel}
      busy={busy}
      busyLabel={t.publishing}
      error={error}
      wide
      onSubmit={() => void publish()}
      onCancel={onCancel}
    >
      <label htmlFor={`${id}-year`}>{t.confirmYear(year)}</label>
      <input
        id={`${id}-year`}
        inputMode="numeric"
        autoComplete="off"
        value={typed}
        aria-invalid={error !== null || undefined}
        onChange={(event) => setTyped(event.target.value)}
      />
    </FormDialog>
  );
}
