/** What is on record for a registrant, with the state of their confirmation e-mail. */
import {
  EDITION,
  type Locale,
  type ManagedRegistrant,
  SESSIONS,
  editionOf,
  inTimeOrder,
  sessionInfos,
  STATUS_COLUMN,
  STATUS_WORDS,
  type SessionCode,
  businessTypeLabel,
  formatKoreaDateTime,
  seatStateText,
  heardFromWords,
} from '@forum/shared';
import { REGISTRATION_TEXT } from '../registration/registrationText';
import { MANAGE_TEXT, type MailKindName } from './manageText';

export interface SeatActions {
  onClaim: (session: SessionCode) => void;
  onLeave: (session: SessionCode) => void;
  /** After an offer ran out: back on the waiting list, at its end. */
  onRejoin: (session: SessionCode) => void;
  busy: boolean;
}

export function RegistrationDetails({
  registrant,
  locale,
  seatActions,
}: {
  registrant: ManagedRegistrant;
  locale: Locale;
  /** The waiting list's buttons; absent, the page only shows where each session stands. */
  seatActions?: SeatActions;
}) {
  const labels = REGISTRATION_TEXT[locale].labels;
  const t = MANAGE_TEXT[locale];
  // The reason in the page's language; one written only in the other is shown rather than none.
  const other = locale === 'ko' ? 'en' : 'ko';
  const reasonLang = registrant.declineReason?.[locale] ? locale : other;
  const reason = registrant.declineReason?.[reasonLang];
  const rows: [string, string][] = [
    [labels.company, registrant.company],
    [labels.name, registrant.name],
    [labels.title, registrant.title],
    [labels.email, registrant.email],
    [labels.phone, registrant.phone],
    [labels.businessType, businessTypeLabel(registrant.businessType, locale)],
  ];
  // A past edition's registration lists that edition's sessions, as they were named then.
  const past =
    registrant.edition !== undefined && registrant.edition !== EDITION.year ? editionOf(registrant.edition) : undefined;
  const sessions = inTimeOrder(past ? sessionInfos(past) : SESSIONS).filter((session) =>
    registrant.sessions.includes(session.code),
  );
  return (
    <>
      {registrant.mail ? (
        <p className={`manage-mail manage-mail--${registrant.mail.state}`}>
          {t.mail[registrant.mail.state](registrant.email, mailName(registrant.mail.kind, t.mailKinds))}
        </p>
      ) : null}
      <p className={`manage-status manage-status--${registrant.status}`}>
        <strong>
          {STATUS_COLUMN[locale]}: {STATUS_WORDS[locale][registrant.status]}
        </strong>
        {registrant.status === 'approved' ? null : <> {t.status[registrant.status]}</>}
      </p>
      {registrant.status === 'declined' && reason ? (
        <div className="manage-reason">
          <h2 className="manage-reason__heading">{t.reasonHeading}</h2>
          <p className="manage-reason__text" lang={reasonLang}>
            {reason}
          </p>
        </div>
      ) : null}
      <dl className="reg-summary-list manage-summary">
        {rows.map(([term, value]) => (
          <div className="reg-summary-row" key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="reg-summary-row">
          <dt>{labels.sessions}</dt>
          <dd>
            <ul className="reg-summary-sessions">
              {sessions.map((session) => {
                const seat = registrant.seats?.[session.code];
                // Leaving the only session would leave nothing registered: that is the cancel below.
                const canLeave = seat?.status === 'waiting' && registrant.sessions.length > 1;
                return (
                  <li key={session.code}>
                    {session.title[locale]}
                    {seat ? (
                      <span className={`manage-seat manage-seat--${seat.status}`}>{seatStateText(seat, locale)}</span>
                    ) : null}
                    {seat?.status === 'offered' && seat.offerExpiresAt ? (
                      <span className="manage-seat-note">
                        {t.seats.offerUntil(formatKoreaDateTime(seat.offerExpiresAt))}
                      </span>
                    ) : null}
                    {seatActions && seat?.status === 'offered' ? (
                      <button
                        type="button"
                        className="reg-button reg-button--primary manage-seat-button"
                        disabled={seatActions.busy}
                        onClick={() => seatActions.onClaim(session.code)}
                      >
                        {t.seats.claim}
                      </button>
                    ) : null}
                    {seat?.status === 'expired' ? (
                      <span className="manage-seat-note">{t.seats.expiredNote}</span>
                    ) : null}
                    {seatActions && seat?.status === 'expired' ? (
                      <button
                        type="button"
                        className="reg-button reg-button--primary manage-seat-button"
                        disabled={seatActions.busy}
                        onClick={() => seatActions.onRejoin(session.code)}
                      >
                        {t.seats.rejoin}
                      </button>
                    ) : null}
                    {seatActions && canLeave ? (
                      <button
                        type="button"
                        className="reg-button reg-button--secondary manage-seat-button"
                        disabled={seatActions.busy}
                        onClick={() => seatActions.onLeave(session.code)}
                      >
                        {t.seats.leave}
                      </button>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </dd>
        </div>
        <div className="reg-summary-row">
          <dt>{labels.about}</dt>
          <dd>{heardFromWords(registrant.about, registrant.aboutOther, locale)}</dd>
        </div>
      </dl>
    </>
  );
}

const NAMED_MAILS: readonly string[] = ['confirmation', 'update', 'link', 'offer', 'under_review', 'declined'];

/** The latest mail's name; a registration older than the mail's kind reads as the confirmation. */
function mailName(kind: string | undefined, words: Record<MailKindName, string>) {
  if (kind === undefined) return words.confirmation;
  return NAMED_MAILS.includes(kind) ? words[kind as MailKindName] : words.other;
}
