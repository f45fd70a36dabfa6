/**
 * A registrant's latest e-mail in the list: queued, sent, or failed with the mail server's reply,
 * and the button that sends the confirmation again. Shown in the row's actions cell.
 */
import { useState } from 'react';
import type { Locale, RegistrantMail } from '@forum/shared';
import { MAIL_TEXT } from './mailText';
import './MailStatus.css';

export function MailStatusBadge({ mail, locale }: { mail: RegistrantMail | null | undefined; locale: Locale }) {
  const t = MAIL_TEXT[locale];
  const state = mail?.state;
  return (
    <span className="admin-mail">
      <span className={`admin-mail__state admin-mail__state--${state ?? 'none'}`}>
        <span className="visually-hidden">{t.label}: </span>
        {state ? t.state[state] : t.none}
      </span>
      {mail?.state === 'failed' && mail.reason ? (
        <span className="admin-mail__reason" title={mail.reason}>
          {mail.reason}
        </span>
      ) : null}
    </span>
  );
}

export interface ResendConfirmationButtonProps {
  /** Who, for screen readers (the button repeats in every row). */
  who: string;
  locale: Locale;
  /** Resolves when the request is answered; the screen reports the outcome. */
  onResend: () => Promise<void>;
}

export function ResendConfirmationButton({ who, locale, onResend }: ResendConfirmationButtonProps) {
  const t = MAIL_TEXT[locale];
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="admin-resend"
      disabled={busy}
      aria-busy={busy}
      onClick={() => {
        setBusy(true);
        void onResend().finally(() => setBusy(false));
      }}
    >
      {busy ? t.resending : t.resend} <span className="visually-hidden">{who}</span>
    </button>
  );
}

/** The counts panel's line on failed e-mails among the registrants shown. */
export function FailedMailCount({ count, locale }: { count: number; locale: Locale }) {
  return (
    <p className={count > 0 ? 'admin-mail-failures admin-mail-failures--some' : 'admin-mail-failures'}>
      {MAIL_TEXT[locale].failedCount(count)}
    </p>
  );
}

export function countFailedMail(registrants: readonly { mail?: RegistrantMail | null }[]): number {
  let failed = 0;
  for (let i = 0; i < registrants.length; i += 1) if (registrants[i]!.mail?.state === 'failed') failed += 1;
  return failed;
}
