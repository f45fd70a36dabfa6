import type { Ref } from 'react';
import {
  type Locale,
  type Registration,
  SEAT_WORDS,
  type SessionCode,
  businessTypeLabel,
  heardFromChoices,
  heardFromWords,
  inTimeOrder,
  sessionInfos,
} from '@forum/shared';
import { useSiteEdition } from '../edition/SiteEditionContext';
import { REGISTRATION_TEXT } from './registrationText';

interface RegistrationSummaryProps {
  locale: Locale;
  registration: Registration;
  /** The chosen sessions that were full: the visitor is on their waiting lists. */
  waiting: readonly SessionCode[];
  /** The registration waits for the organisers' review (approval): nothing is confirmed yet. */
  pending?: boolean;
  /** The heading's level: 3 inside the dialog (default), 1 where the summary is the page (the invitation). */
  headingLevel?: 1 | 3;
  headingId: string;
  headingRef: Ref<HTMLHeadingElement>;
}

/** The thank-you view that replaces the form after success: what the forum now has on record. */
export function RegistrationSummary({
  locale,
  registration,
  waiting,
  pending = false,
  headingLevel = 3,
  headingId,
  headingRef,
}: RegistrationSummaryProps) {
  const t = REGISTRATION_TEXT[locale];
  const Heading = headingLevel === 1 ? 'h1' : 'h3';
  const { edition } = useSiteEdition();
  const sessions = inTimeOrder(sessionInfos(edition)).filter((session) => registration.sessions.includes(session.code));
  const rows: [string, string][] = [
    [t.labels.company, registration.company],
    [t.labels.name, registration.name],
    [t.labels.title, registration.title],
    [t.labels.email, registration.email],
    [t.labels.phone, registration.phone],
    [t.labels.businessType, businessTypeLabel(registration.businessType, locale)],
  ];

  return (
    <div className="reg-summary">
      <Heading className="reg-summary-heading" id={headingId} tabIndex={-1} ref={headingRef}>
        {pending ? t.reviewHeading : t.thanksHeading}
      </Heading>
      {pending ? (
        <p className="reg-intro">{t.reviewText}</p>
      ) : (
        <>
          <p className="reg-intro">{t.thanksText}</p>
          <p className="reg-intro">{t.confirmationSent}</p>
        </>
      )}
      {waiting.length > 0 && <p className="reg-intro reg-summary-waiting">{t.waitingNote}</p>}
      <dl className="reg-summary-list">
        {rows.map(([term, value]) => (
          <div className="reg-summary-row" key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="reg-summary-row">
          <dt>{t.labels.sessions}</dt>
          <dd>
            <ul className="reg-summary-sessions">
              {sessions.map((session) => (
                <li key={session.code}>
                  {session.title[locale]}
                  {waiting.includes(session.code) && (
                    <span className="reg-summary-waiting-mark"> ({SEAT_WORDS[locale].waitingCell})</span>
                  )}
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div className="reg-summary-row">
          <dt>{t.labels.about}</dt>
          <dd>{heardFromWords(registration.about, registration.aboutOther, locale, heardFromChoices(edition))}</dd>
        </div>
      </dl>
    </div>
  );
}
