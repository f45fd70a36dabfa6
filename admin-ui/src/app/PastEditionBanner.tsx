/** Over every screen while a past edition is viewed: which forum, that it is read-only, the way back. */
import type { Locale } from '@forum/shared';
import { APP_TEXT } from './appText';

export function PastEditionBanner(props: { locale: Locale; year: number; currentYear: number; onBack(): void }) {
  const { locale, year, currentYear, onBack } = props;
  const t = APP_TEXT[locale];
  return (
    <div className="admin-edition-banner" role="note">
      <p className="admin-edition-banner__text">
        <strong>{t.pastEditionBanner(year)}</strong>
        <span>{t.pastEditionDetail}</span>
      </p>
      <button type="button" className="admin-button admin-button--secondary" onClick={onBack}>
        {t.backToCurrent(currentYear)}
      </button>
    </div>
  );
}
