/** What is on record for a registrant, with the state of their confirmation e-mail. */
import { type Locale, type ManagedRegistrant, SESSIONS, businessTypeLabel } from '@forum/shared';
import { REGISTRATION_TEXT } from '../registration/registrationText';
import { MANAGE_TEXT } from './manageText';

export function RegistrationDetails({ registrant, locale }: { registrant: ManagedRegistrant; locale: Locale }) {
  const labels = REGISTRATION_TEXT[locale].labels;
  const t = MANAGE_TEXT[locale];
  const rows: [string, string][] = [
    [labels.company, registrant.company],
    [labels.name, registrant.name],
    [labels.title, registrant.title],
    [labels.email, registrant.email],
    [labels.phone, registrant.phone],
    [labels.biztype, businessTypeLabel(registrant.biztype, locale)],
  ];
  const sessions = SESSIONS.filter((session) => registrant.attendext.includes(session.code));
  return (
    <>
      {registrant.mail ? (
        <p className={`manage-mail manage-mail--${registrant.mail.state}`}>
          {t.mail[registrant.mail.state](registrant.email)}
        </p>
      ) : null}
      <dl className="reg-summary-list manage-summary">
        {rows.map(([term, value]) => (
          <div className="reg-summary-row" key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="reg-summary-row">
          <dt>{labels.attendext}</dt>
          <dd>
            <ul className="reg-summary-sessions">
              {sessions.map((session) => (
                <li key={session.code}>{session.title[locale]}</li>
              ))}
            </ul>
          </dd>
        </div>
        <div className="reg-summary-row">
          <dt>{labels.about}</dt>
          <dd>{registrant.about}</dd>
        </div>
      </dl>
    </>
  );
}
