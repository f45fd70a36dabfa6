/** The step between "Cancel registration" and the cancel itself: what it means, and a way back. */
import { useLayoutEffect, useRef } from 'react';
import type { Locale } from '@forum/shared';
import { MANAGE_TEXT } from './manageText';

export interface CancelConfirmationProps {
  locale: Locale;
  busy: boolean;
  /** A failed attempt's message, in the page's language. */
  error: string | null;
  onConfirm: () => void;
  onKeep: () => void;
}

export function CancelConfirmation({ locale, busy, error, onConfirm, onKeep }: CancelConfirmationProps) {
  const t = MANAGE_TEXT[locale];
  const headingRef = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => headingRef.current?.focus(), []);
  return (
    <section
      className="manage-confirm"
      aria-labelledby="manage-confirm-heading"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !busy) onKeep();
      }}
    >
      <h2 id="manage-confirm-heading" ref={headingRef} tabIndex={-1}>
        {t.confirmHeading}
      </h2>
      <p>{t.confirmText}</p>
      {error ? (
        <p className="reg-error reg-error--request" role="alert">
          {error}
        </p>
      ) : null}
      <div className="manage-actions">
        <button
          type="button"
          className="reg-button reg-button--danger"
          disabled={busy}
          aria-busy={busy}
          onClick={onConfirm}
        >
          {t.confirmCancel}
        </button>
        <button type="button" className="reg-button reg-button--secondary" disabled={busy} onClick={onKeep}>
          {t.keep}
        </button>
      </div>
    </section>
  );
}
