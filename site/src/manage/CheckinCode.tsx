/** The check-in code on the manage page: the QR code to show at the door and the code as text. */
import { useId, useMemo } from 'react';
import { type Locale, formatCheckinCode } from '@forum/shared';
import { checkinQrPath } from './checkinQrPath';
import { MANAGE_TEXT } from './manageText';

export function CheckinCode({ code, locale }: { code: string; locale: Locale }) {
  const t = MANAGE_TEXT[locale].checkin;
  const headingId = useId();
  const shown = formatCheckinCode(code);
  const qr = useMemo(() => checkinQrPath(code), [code]);
  return (
    <section className="manage-checkin" aria-labelledby={headingId}>
      <h2 id={headingId}>{t.heading}</h2>
      <p className="manage-checkin__text">{t.explanation}</p>
      <figure className="manage-checkin__card">
        <svg
          className="manage-checkin__qr"
          role="img"
          aria-label={t.qrLabel(shown)}
          viewBox={`0 0 ${qr.size} ${qr.size}`}
          shapeRendering="crispEdges"
        >
          <rect width={qr.size} height={qr.size} fill="#fff" />
          <path d={qr.d} fill="#000" />
        </svg>
        <figcaption className="manage-checkin__code" translate="no">
          {shown}
        </figcaption>
      </figure>
    </section>
  );
}
