import type { Locale } from '@forum/shared';
import { useSiteEdition } from './SiteEditionContext';
import './PreviewBand.css';

const REGION_LABEL: Record<Locale, string> = { en: 'Preview', ko: '미리보기' };

const PREVIEW_WORDS: Record<Locale, (year: number) => string> = {
  en: (year) => `Preview of ${year}: not published yet. The form sends nothing.`,
  ko: (year) => `${year} 미리보기: 아직 공개되지 않았습니다. 신청서는 제출되지 않습니다.`,
};

/** On a draft's preview only: a band along the window's bottom, so no one takes the preview for the site. */
export function PreviewBand({ locale }: { locale: Locale }) {
  const { edition, preview } = useSiteEdition();
  if (!preview) return null;
  return (
    // A landmark of its own, so it is found (and nothing on the page sits outside a landmark).
    <section className="preview-band" aria-label={REGION_LABEL[locale]}>
      <p role="note">{PREVIEW_WORDS[locale](edition.year)}</p>
    </section>
  );
}
