/**
 * An empty list after the retention purge is not "nobody registered": it says when the personal
 * data was destroyed and shows the counts that were kept (GET /api/admin/totals).
 */
import { useEffect, useId, useState } from 'react';
import { type Locale, type RegistrantTotals, formatLongDate } from '@forum/shared';
import type { RegistrantsApi } from './registrantsApi';
import { CountsPanel } from './CountsPanel';
import { REGISTRANT_EDIT_TEXT } from './registrantEditText';

export function PurgedTotals({
  api,
  token,
  locale,
  emptyText,
}: {
  api: RegistrantsApi;
  token: string;
  locale: Locale;
  emptyText: string;
}) {
  const t = REGISTRANT_EDIT_TEXT[locale];
  const id = useId();
  const [totals, setTotals] = useState<RegistrantTotals | null | undefined>(undefined);

  useEffect(() => {
    let live = true;
    void api.totals(token).then((result) => {
      if (live) setTotals(result.ok ? result.value : null);
    });
    return () => {
      live = false;
    };
  }, [api, token]);

  if (!totals) return <p className="admin-empty">{emptyText}</p>;
  const purgedOn = formatLongDate(
    new Date(Date.parse(totals.purgedAt) + 9 * 3_600_000).toISOString().slice(0, 10),
    locale,
  );
  return (
    <section className="admin-purged" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t.purgedHeading}</h2>
      <p>{t.purgedBody(formatLongDate(totals.retentionUntil, locale), purgedOn)}</p>
      <CountsPanel counts={totals} filtered={false} locale={locale} />
    </section>
  );
}
