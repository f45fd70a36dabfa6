/** Deleting a draft, after a confirmation naming its year: a draft has no registrants to lose. */
import { useState } from 'react';
import { type Locale, errorMessage } from '@forum/shared';
import { COMMON_TEXT } from '../components/commonText';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { useAdmin } from '../lib/adminContext';
import type { ForumApi } from './forumApi';
import { FORUM_TEXT } from './forumText';

export interface DeleteDraftDialogProps {
  api: ForumApi;
  locale: Locale;
  year: number;
  onDeleted(): void;
  onCancel(): void;
}

export function DeleteDraftDialog({ api, locale, year, onDeleted, onCancel }: DeleteDraftDialogProps) {
  const { token, onSessionEnded } = useAdmin();
  const t = FORUM_TEXT[locale];
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function remove() {
    setBusy(true);
    const result = await api.remove(token, year);
    setBusy(false);
    if (result.ok) onDeleted();
    else if (result.status === 401) onSessionEnded(result.code);
    else setError(errorMessage(result.code, locale));
  }

  return (
    <ConfirmDialog
      title={t.deleteTitle(year)}
      confirmLabel={t.delete}
      cancelLabel={COMMON_TEXT[locale].cancel}
      busy={busy}
      busyLabel={t.deleting}
      onConfirm={() => void remove()}
      onCancel={onCancel}
    >
      <p>{t.deleteBody}</p>
      {error ? (
        <p className="admin-alert" role="alert">
          {error}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
