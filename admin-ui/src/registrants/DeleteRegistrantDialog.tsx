/** The confirmation before a registrant is deleted: who exactly, and that it cannot be undone. */
import type { Locale, Registrant } from '@forum/shared';
import { COMMON_TEXT } from '../components/commonText';
import { REGISTRANTS_TEXT } from './registrantsText';
import { ConfirmDialog } from '../components/ConfirmDialog';
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
  const t = REGISTRANTS_TEXT[locale];
  return (
    <ConfirmDialog
      title={t.confirmDeleteTitle}
      confirmLabel={t.delete}
      cancelLabel={COMMON_TEXT[locale].cancel}
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
