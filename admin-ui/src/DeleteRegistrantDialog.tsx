/** The confirmation before a registrant is deleted: who exactly, and that it cannot be undone. */
import type { Locale, Registrant } from '@forum/shared';
import { ADMIN_TEXT } from './adminText';
import { ConfirmDialog } from './ConfirmDialog';
import './DeleteRegistrantDialog.css';

export interface DeleteRegistrantDialogProps {
  registrant: Registrant;
  locale: Locale;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function DeleteRegistrantDialog({
  registrant,
  locale,
  deleting,
  onConfirm,
  onCancel,
}: DeleteRegistrantDialogProps) {
  const t = ADMIN_TEXT[locale];
  return (
    <ConfirmDialog
      title={t.confirmDeleteTitle}
      confirmLabel={t.delete}
      cancelLabel={t.cancel}
      busy={deleting}
      busyLabel={t.deleting}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <dl className="admin-dialog__who">
        <dt>{t.deleteWho.name}</dt>
        <dd>{registrant.name}</dd>
        <dt>{t.deleteWho.company}</dt>
        <dd>{registrant.company}</dd>
        <dt>{t.deleteWho.email}</dt>
        <dd>{registrant.email}</dd>
      </dl>
      <p>{t.confirmDeleteBody}</p>
    </ConfirmDialog>
  );
}
