/**
 * The composer's live preview: as a registrant chosen with the person picker; an invitee message
 * has no one to choose from, so it says how invitees see it instead.
 */
import type { Locale, MessageAudience, Registrant } from '@forum/shared';
import { type LoadPeople, PersonPicker } from '../components/PersonPicker';
import type { ComposerTexts } from './composerState';
import { MessagePreviewPanel } from './MessagePreviewPanel';
import { MESSAGES_TEXT } from './messagesText';

export interface ComposerLivePreviewProps {
  /** The composer's id prefix (the heading is `${idPrefix}-preview`). */
  idPrefix: string;
  locale: Locale;
  invitees: boolean;
  audience: MessageAudience;
  texts: ComposerTexts;
  person: Registrant | null;
  loadPeople: LoadPeople;
  onChoose(person: Registrant | null): void;
}

export function ComposerLivePreview(props: ComposerLivePreviewProps) {
  const { idPrefix: id, locale, invitees, audience, texts, person, loadPeople, onChoose } = props;
  const t = MESSAGES_TEXT[locale];
  return (
    <section className="admin-messages__live" aria-labelledby={`${id}-preview`}>
      <h3 id={`${id}-preview`}>{t.livePreviewHeading}</h3>
      {/* The picker lists registrants: none of them is an invitee who has not registered. */}
      {invitees ? null : (
        <PersonPicker locale={locale} label={t.previewPerson} load={loadPeople} chosen={person} onChoose={onChoose} />
      )}
      {invitees ? (
        <p className="admin-messages__hint">{t.inviteePreviewHint}</p>
      ) : (
        <MessagePreviewPanel
          locale={locale}
          audience={audience}
          person={person}
          subject={{ en: texts.subjectEn, ko: texts.subjectKo }}
          body={{ en: texts.bodyEn, ko: texts.bodyKo }}
        />
      )}
    </section>
  );
}
