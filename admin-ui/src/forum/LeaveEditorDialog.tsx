/**
 * Leaving the form while its last edits are not on the server (refused for problems, or the server
 * was not reached): said before they are lost, with staying as the harmless choice.
 */
import type { Locale } from '@forum/shared';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { FORUM_TEXT } from './forumText';

export interface LeaveEditorDialogProps {
  locale: Locale;
  /** Why the edits are not saved: the server refused them for problems, or was not reached. */
  reason: 'problems' | 'unreached';
  onLeave(): void;
  onStay(): void;
}

export function LeaveEditorDialog({ locale, reason, onLeave, onStay }: LeaveEditorDialogProps) {
  const t = FORUM_TEXT[locale];
  return (
    <ConfirmDialog
      title={t.leaveTitle}
      confirmLabel={t.leave}
      cancelLabel={t.stay}
      busy={false}
      busyLabel=""
      onConfirm={onLeave}
      onCancel={onStay}
    >
      <p>{reason === 'problems' ? t.leaveBody : t.leaveOffline}</p>
    </ConfirmDialog>
  );
}
