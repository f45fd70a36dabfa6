/**
 * Head counts by session and by business type as two small bar charts: plain CSS bars beside the
 * number, in a list, so a screen reader hears each label with its count and nothing is drawn only
 * as a picture.
 */
import { useId } from 'react';
import {
  BUSINESS_TYPE_CODES,
  BUSINESS_TYPE_LABELS,
  type Locale,
  SESSIONS,
  type SessionInfo,
  inTimeOrder,
} from '@forum/shared';
import { REGISTRANTS_TEXT } from './registrantsText';
import { FailedMailCount } from './MailStatus';
import type { RegistrantCounts } from './registrantCounts';
import './CountsPanel.css';

interface Bar {
  key: string;
  label: string;
  value: number;
}

function BarChart({
  title,
  bars,
  total,
  locale,
}: {
  title: string;
  bars: readonly Bar[];
  total: number;
  locale: Locale;
}) {
  const t = REGISTRANTS_TEXT[locale];
  const id = useId();
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  return (
    <figure className="admin-chart" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="admin-chart__title">
        {title}
      </figcaption>
      <ul className="admin-chart__bars">
        {bars.map((bar) => (
          <li key={bar.key} className="admin-chart__row">
            <span className="admin-chart__label">{bar.label}</span>
            <span className="admin-chart__track" aria-hidden="true">
              <span className="admin-chart__bar" style={{ width: `${(bar.value / max) * 100}%` }} />
            </span>
            <span className="admin-chart__value">
              {t.people(bar.value)}
              {total > 0 ? (
                <span className="admin-chart__share"> ({Math.round((bar.value / total) * 100)}%)</span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}

export function CountsPanel({
  counts,
  filtered,
  locale,
  failedMail,
  sessions = SESSIONS,
}: {
  counts: RegistrantCounts;
  /** The edition's sessions (default: the current edition's). */
  sessions?: readonly SessionInfo[];
  filtered: boolean;
  locale: Locale;
  /** Registrants shown whose latest e-mail failed; omitted, the line is not shown. */
  failedMail?: number;
}) {
  const t = REGISTRANTS_TEXT[locale];
  const id = useId();
  const sessionBars: Bar[] = inTimeOrder(sessions).map((session) => ({
    key: session.code,
    label: session.column[locale],
    value: counts.sessions[session.code] ?? 0,
  }));
  if (counts.noSession > 0) sessionBars.push({ key: 'none', label: t.noSession, value: counts.noSession });
  const typeBars: Bar[] = BUSINESS_TYPE_CODES.map((code) => ({
    key: String(code),
    label: BUSINESS_TYPE_LABELS[locale][code],
    value: counts.businessTypes[code],
  }));
  if (counts.otherType > 0) typeBars.push({ key: 'other', label: t.otherType, value: counts.otherType });

  return (
    <section className="admin-counts" aria-labelledby={`${id}-heading`}>
      <div className="admin-counts__head">
        <h2 id={`${id}-heading`} className="admin-counts__heading">
          {t.countsHeading}
        </h2>
        <p className="admin-counts__basis">{t.countsOf(counts.total, filtered)}</p>
        {failedMail === undefined ? null : <FailedMailCount count={failedMail} locale={locale} />}
      </div>
      <div className="admin-counts__charts">
        <BarChart title={t.bySession} bars={sessionBars} total={counts.total} locale={locale} />
        <BarChart title={t.byType} bars={typeBars} total={counts.total} locale={locale} />
      </div>
    </section>
  );
}
