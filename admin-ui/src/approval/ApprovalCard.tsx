/**
 * One registration on the approval screen: who, what they chose, when they registered, and for a
 * decided one the decision with its reason (in both languages as written), who decided and when.
 */
import { type SessionInfo, type Locale, type Registrant, businessTypeLabel, formatKoreaDateTime } from '@forum/shared';
import { APPROVAL_TEXT } from './approvalText';

export interface ApprovalCardProps {
  registrant: Registrant;
  locale: Locale;
  sessions: readonly SessionInfo[];
  /** Absent: shown without a checkbox (a past edition, or a decided view with nothing to do). */
  selection?: { checked: boolean; onChange(checked: boolean): void };
}

export function ApprovalCard({ registrant, locale, sessions, selection }: ApprovalCardProps) {
  const t = APPROVAL_TEXT[locale];
  const decision = registrant.decision;
  return (
    <li className={`admin-approval__card admin-approval__card--${registrant.status}`}>
      <label className="admin-approval__pick">
        {selection ? (
          <input
            type="checkbox"
            checked={selection.checked}
            onChange={(event) => selection.onChange(event.target.checked)}
            aria-label={t.select(registrant.name)}
          />
        ) : null}
        <span className="admin-approval__name">{registrant.name}</span>
      </label>
      <p className="admin-approval__line">
        {registrant.company} · {registrant.title} · {businessTypeLabel(registrant.businessType, locale)}
      </p>
      <p className="admin-approval__line">{registrant.email}</p>
      <p className="admin-approval__line">
        {t.sessions}:{' '}
        {sessions
          .filter((s) => registrant.sessions.includes(s.code))
          .map((s) => s.column[locale])
          .join(', ')}
      </p>
      <p className="admin-approval__line admin-approval__muted">
        {t.registeredAt}: {formatKoreaDateTime(registrant.createdAt)}
      </p>
      {decision ? (
        <div className={`admin-approval__decision admin-approval__decision--${decision.decision}`}>
          <p className="admin-approval__line">
            <strong>{t.decided[decision.decision]}</strong> ·{' '}
            {t.decidedBy(decision.by, formatKoreaDateTime(decision.at))}
          </p>
          {decision.decision === 'decline' ? (
            decision.reason ? (
              <dl className="admin-approval__reasons">
                {(['en', 'ko'] as const).map((language) =>
                  decision.reason?.[language] ? (
                    <div key={language}>
                      <dt>{t.reasonIn[language]}</dt>
                      <dd lang={language}>{decision.reason[language]}</dd>
                    </div>
                  ) : null,
                )}
              </dl>
            ) : (
              <p className="admin-approval__line admin-approval__muted">{t.noReason}</p>
            )
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
