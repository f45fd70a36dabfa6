import type { Locale } from '@forum/shared';
import { REGISTRATION_TEXT } from './registrationText';

/**
 * The notice the Personal Information Protection Act (Art. 15(2)) requires before consent: purpose,
 * items collected, retention, and the right to refuse with its consequence.
 */
export function ConsentNotice({ locale, id }: { locale: Locale; id: string }) {
  const t = REGISTRATION_TEXT[locale].consent;
  return (
    <>
      <h3 className="reg-consent-heading" id={`${id}-heading`}>
        {t.heading}
      </h3>
      <dl className="reg-consent-notice" id={id}>
        <dt>{t.purposeTerm}</dt>
        <dd>{t.purpose}</dd>
        <dt>{t.itemsTerm}</dt>
        <dd>{t.items}</dd>
        <dt>{t.retentionTerm}</dt>
        <dd>{t.retention}</dd>
        <dt>{t.refusalTerm}</dt>
        <dd>{t.refusal}</dd>
      </dl>
    </>
  );
}
