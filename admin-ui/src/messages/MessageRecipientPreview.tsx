/**
 * A sent or saved message as one recipient gets it, from the server: the audience's first until
 * another registrant is chosen, with a warning for someone outside the audience.
 */
import type { Locale, MessagePreview, Registrant } from '@forum/shared';
import { type LoadPeople, PersonPicker } from '../components/PersonPicker';
import { MESSAGES_TEXT } from './messagesText';

export interface MessageRecipientPreviewProps {
  locale: Locale;
  /** An invitee message previews its first invitee: the picker lists registrants only. */
  canChoose: boolean;
  loadPeople: LoadPeople;
  person: Registrant | null;
  onChoose(person: Registrant | null): void;
  preview: MessagePreview | null;
  /** Why there is no preview for the choice. */
  error: string;
}

export function MessageRecipientPreview(props: MessageRecipientPreviewProps) {
  const { locale, canChoose, loadPeople, person, onChoose, preview, error } = props;
  const t = MESSAGES_TEXT[locale];
  return (
    <div className="admin-messages__panel">
      <h3>{t.previewHeading}</h3>
      {canChoose ? (
        <PersonPicker
          locale={locale}
          label={t.previewAs}
          load={loadPeople}
          chosen={person}
          onChoose={onChoose}
          error={error}
        />
      ) : null}
      {preview ? (
        <div className="admin-messages__preview" lang={preview.locale}>
          {preview.inAudience === false ? (
            <p className="admin-messages__warning" role="status" lang={locale}>
              {t.outsideAudience(person?.name ?? preview.to)}
            </p>
          ) : null}
          <p className="admin-messages__preview-to" lang={locale}>
            {t.previewTo(preview.to, preview.locale)}
          </p>
          <p className="admin-messages__preview-subject">{preview.subject}</p>
          <pre>{preview.text}</pre>
        </div>
      ) : null}
    </div>
  );
}
