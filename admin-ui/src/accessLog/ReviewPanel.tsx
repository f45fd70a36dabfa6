/**
 * The monthly review of the access log (the Standard asks for one at least monthly): the latest
 * marks ("2025-09 reviewed by … on …") and a form to mark a month reviewed, which the server stores
 * with the chain's head hash and records in the log itself.
 */
import { type FormEvent, useEffect, useId, useState } from 'react';
import {
  type AccessLogReview,
  type ApiErrorCode,
  KOREA_OFFSET_MS,
  type Locale,
  formatKoreaDateTime,
} from '@forum/shared';
import type { AccessLogApi } from './accessLogApi';
import { ACCESS_LOG_TEXT } from './accessLogText';

/** The month before this one, Korea time: what a monthly review usually covers. */
function lastMonth(): string {
  const korea = new Date(Date.now() + KOREA_OFFSET_MS);
  korea.setUTCDate(1);
  korea.setUTCMonth(korea.getUTCMonth() - 1);
  return korea.toISOString().slice(0, 7);
}

export function ReviewPanel(props: {
  api: AccessLogApi;
  token: string;
  locale: Locale;
  onFailure: (failure: { status: number; code: ApiErrorCode }) => void;
}) {
  const { api, token, locale, onFailure } = props;
  const t = ACCESS_LOG_TEXT[locale];
  const id = useId();
  const [reviews, setReviews] = useState<AccessLogReview[]>([]);
  const [month, setMonth] = useState(lastMonth);
  const [note, setNote] = useState('');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    void api.reviews(token).then((result) => {
      if (!live) return;
      if (result.ok) setReviews(result.value);
      else onFailure(result);
    });
    return () => {
      live = false;
    };
  }, [api, token, onFailure]);

  async function mark(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    const result = await api.markReviewed(token, month, note.trim());
    setSaving(false);
    if (!result.ok) return onFailure(result);
    setReviews((previous) => [result.value, ...previous]);
    setNote('');
  }

  return (
    <section className="admin-log__panel admin-log__review" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t.reviewHeading}</h2>
      <p className="admin-log__hint">{t.reviewIntro}</p>
      {reviews.length === 0 ? (
        <p>{t.noReviews}</p>
      ) : (
        <ul className="admin-log__reviews" aria-label={t.reviewsList} aria-live="polite">
          {reviews.slice(0, 3).map((review) => (
            <li key={`${review.month}-${review.reviewedAt}`}>
              {t.reviewedBy(review.month, review.reviewedBy, formatKoreaDateTime(review.reviewedAt))}
              {review.note ? ` — ${review.note}` : ''}
            </li>
          ))}
        </ul>
      )}
      <form className="admin-log__fields" onSubmit={(event) => void mark(event)}>
        <label htmlFor={`${id}-month`}>{t.month}</label>
        <input
          id={`${id}-month`}
          type="month"
          required
          value={month}
          onChange={(event) => setMonth(event.target.value)}
        />
        <label htmlFor={`${id}-note`}>{t.note}</label>
        <input
          id={`${id}-note`}
          type="text"
          maxLength={500}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <button
          type="submit"
          className="admin-button admin-button--primary"
          disabled={saving || !/^\d{4}-\d{2}$/.test(month)}
        >
          {saving ? t.marking : t.markReviewed}
        </button>
      </form>
    </section>
  );
}
