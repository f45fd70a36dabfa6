/**
 * What can be done with a message from its page: a draft's edit, send (again, or a reminder
 * turned back on; scheduled when its time is still to come), cancel (a draft's delete, a
 * reminder off), a test to oneself, and a retry of the failed deliveries.
 */
import type { Locale, MessageDetail } from '@forum/shared';
import type { MessageMoves } from './messagePageState';
import { MESSAGES_TEXT } from './messagesText';

export interface MessagePageActionsProps {
  locale: Locale;
  detail: MessageDetail;
  moves: MessageMoves;
  busy: boolean;
  onEdit(): void;
  /** Send asks first (the confirmation names the count). */
  onAskToSend(): void;
  onCancel(): void;
  onTest(): void;
  onRetry(): void;
}

export function MessagePageActions(props: MessagePageActionsProps) {
  const { locale, detail, moves, busy, onEdit, onAskToSend, onCancel, onTest, onRetry } = props;
  const { canSend, canCancel, isDraft, later } = moves;
  const t = MESSAGES_TEXT[locale];
  return (
    <div className="admin-messages__actions">
      {isDraft ? (
        <button type="button" className="admin-button admin-button--secondary" disabled={busy} onClick={onEdit}>
          {t.edit}
        </button>
      ) : null}
      {canSend ? (
        <button type="button" className="admin-button admin-button--primary" disabled={busy} onClick={onAskToSend}>
          {detail.state === 'failed'
            ? t.sendAgain
            : detail.kind === 'reminder'
              ? t.turnOn
              : later
                ? t.schedule
                : t.sendNow}
        </button>
      ) : null}
      {canCancel ? (
        <button type="button" className="admin-button admin-button--secondary" disabled={busy} onClick={onCancel}>
          {detail.kind === 'reminder' ? t.turnOff : isDraft ? t.deleteDraft : t.cancel}
        </button>
      ) : null}
      <button type="button" className="admin-button admin-button--secondary" disabled={busy} onClick={onTest}>
        {t.sendTest}
      </button>
      {detail.delivery.failed > 0 ? (
        <button type="button" className="admin-button admin-button--secondary" disabled={busy} onClick={onRetry}>
          {t.retry}
        </button>
      ) : null}
    </div>
  );
}
