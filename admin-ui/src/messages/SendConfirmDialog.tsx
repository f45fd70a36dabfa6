/** Before a message goes: the count, the audience in words and, for a time still to come, when. */
import { type Locale, formatKoreaDateTime } from '@forum/shared';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { MESSAGES_TEXT } from './messagesText';

export interface SendConfirmDialogProps {
  locale: Locale;
  recipients: number;
  /** The audience in words. */
  words: string;
  /** The time the send schedules it for; null: it goes at once. */
  later: string | null;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}

export function SendConfirmDialog(props: SendConfirmDialogProps) {
  const { locale, recipients, words, later, busy, onConfirm, onCancel } = props;
  const t = MESSAGES_TEXT[locale];
  return (
    <ConfirmDialog
      title={t.confirmSendTitle}
      confirmLabel={later ? t.confirmSchedule(recipients) : t.confirmSend(recipients)}
      cancelLabel={t.keepDraft}
      busy={busy}
      busyLabel={t.sending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>
        {later
          ? t.confirmScheduleBody(recipients, formatKoreaDateTime(later), words)
          : t.confirmSendBody(recipients, words)}
      </p>
    </ConfirmDialog>
  );
}
