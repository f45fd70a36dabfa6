/**
 * The composer's live preview: the subject and text as the chosen registrant will get them, in
 * their language, the placeholders filled from what the list shows ({sessions} one per line,
 * starting on its own line); their manage link and check-in code are the server's and are named,
 * not shown. A warning when the list already shows the person is outside the audience.
 */
import {
  type Locale,
  type MessageAudience,
  type MessageWords,
  type Registrant,
  SESSIONS_IN_TIME_ORDER,
  fillPlaceholders,
  sessionsOnOwnLine,
} from '@forum/shared';
import { mayBeInAudience } from './audienceWords';
import { MESSAGES_TEXT } from './messagesText';

export interface MessagePreviewPanelProps {
  locale: Locale;
  audience: MessageAudience;
  person: Registrant | null;
  subject: MessageWords;
  body: MessageWords;
}

export function MessagePreviewPanel({ locale, audience, person, subject, body }: MessagePreviewPanelProps) {
  const t = MESSAGES_TEXT[locale];
  if (!person) return <p className="admin-messages__hint">{t.previewNobody}</p>;
  const theirs = person.locale;
  const sessions = SESSIONS_IN_TIME_ORDER.filter((session) => person.sessions.includes(session.code))
    .map((session) => `- ${session.title[theirs]}`)
    .join('\n');
  const values = {
    name: person.name,
    company: person.company,
    sessions,
    manageLink: MESSAGES_TEXT[theirs].ownLink,
    checkinCode: MESSAGES_TEXT[theirs].ownCode,
    // A registrant has no invitation link: the server refuses the placeholder, so it shows as written.
    inviteLink: '{inviteLink}',
  };
  // As the mail does: a list of sessions after a colon starts on its own line.
  const text = fillPlaceholders(sessionsOnOwnLine(body[theirs]), values);
  return (
    <div className="admin-messages__preview" lang={theirs}>
      {mayBeInAudience(audience, person) ? null : (
        <p className="admin-messages__warning" role="status" lang={locale}>
          {t.outsideAudience(person.name)}
        </p>
      )}
      <p className="admin-messages__preview-to" lang={locale}>
        {t.previewTo(person.email, theirs)}
      </p>
      <p className="admin-messages__preview-subject">
        {fillPlaceholders(subject[theirs], values).replace(/\s+/g, ' ')}
      </p>
      <pre>{text}</pre>
    </div>
  );
}
