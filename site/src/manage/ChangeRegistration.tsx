/**
 * The change form: the registration form itself (same fields, same shared schema, same messages)
 * filled with what is stored, the e-mail read-only. A failed save keeps everything typed.
 */
import { useId, useLayoutEffect, useRef, useState } from 'react';
import {
  type BusinessTypeCode,
  type Locale,
  type ManagedRegistrant,
  type Registration,
  SESSIONS,
  isBusinessTypeCode,
  validateRegistration,
  heardFromAnswer,
} from '@forum/shared';
import { type FieldRefs, RegistrationForm } from '../registration/RegistrationForm';
import {
  type Feedback,
  type FocusTarget,
  type RegistrationDraft,
  firstFieldError,
  registrationRequest,
  trimmedDraft,
} from '../registration/registrationStore';
import { changeRegistration } from './manageClient';
import { MANAGE_TEXT } from './manageText';

function draftOf(registrant: ManagedRegistrant): RegistrationDraft {
  return {
    company: registrant.company,
    name: registrant.name,
    title: registrant.title,
    email: registrant.email,
    phone: registrant.phone,
    businessType: isBusinessTypeCode(registrant.businessType) ? (registrant.businessType as BusinessTypeCode) : null,
    sessions: registrant.sessions,
    // Free text from before the choices opens as "Other" with that text.
    about: heardFromAnswer(registrant.about, registrant.aboutOther).key,
    aboutOther: heardFromAnswer(registrant.about, registrant.aboutOther).other,
    consent: true,
    honeypot: '',
  };
}

function unchanged(value: Registration, stored: ManagedRegistrant): boolean {
  return (
    (['company', 'name', 'title', 'phone', 'businessType', 'about', 'aboutOther'] as const).every(
      (field) => value[field] === stored[field],
    ) && value.sessions.join('|') === stored.sessions.join('|')
  );
}

export interface ChangeRegistrationProps {
  token: string;
  locale: Locale;
  registrant: ManagedRegistrant;
  /** `changed` false: the form was saved as it was, nothing was sent. */
  onSaved: (registrant: ManagedRegistrant, changed: boolean) => void;
  onDiscard: () => void;
  /** The link stopped working meanwhile (cancelled elsewhere, expired). */
  onGone: () => void;
}

export function ChangeRegistration({ token, locale, registrant, onSaved, onDiscard, onGone }: ChangeRegistrationProps) {
  const t = MANAGE_TEXT[locale];
  const idPrefix = useId();
  const [draft, setDraft] = useState(() => draftOf(registrant));
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [focus, setFocus] = useState<{ target: FocusTarget } | null>(null);
  const fieldRefs = useRef<FieldRefs>({});
  const feedbackRef = useRef<HTMLParagraphElement>(null);

  useLayoutEffect(() => {
    if (!focus) return;
    (focus.target === 'feedback'
      ? feedbackRef.current
      : focus.target === 'summary'
        ? null
        : fieldRefs.current[focus.target]
    )?.focus();
  }, [focus]);

  const fail = (next: Feedback) => {
    setFeedback(next);
    setFocus({ target: next.kind === 'field' ? next.field : 'feedback' });
  };

  async function save() {
    if (submitting) return;
    const trimmed = trimmedDraft(draft);
    setDraft(trimmed);
    const validation = validateRegistration(registrationRequest(trimmed, registrant.locale));
    if (!validation.ok) {
      fail(firstFieldError(validation.fields) ?? { kind: 'api', code: 'validation' });
      return;
    }
    if (unchanged(validation.value, registrant)) {
      onSaved(registrant, false);
      return;
    }
    setSubmitting(true);
    setFeedback(null);
    const { company, name, title, phone, businessType, attend, sessions, about, aboutOther } = validation.value;
    const result = await changeRegistration(token, {
      company,
      name,
      title,
      phone,
      businessType,
      attend,
      sessions,
      about,
      aboutOther,
    });
    setSubmitting(false);
    if (result.ok) onSaved(result.value, true);
    else if (result.status === 404) onGone();
    else
      fail(
        (result.code === 'validation' && result.fields ? firstFieldError(result.fields) : null) ?? {
          kind: 'api',
          code: result.code,
          ...(result.retryAfterSeconds !== undefined ? { retryAfterSeconds: result.retryAfterSeconds } : {}),
        },
      );
  }

  return (
    <div className="manage-form">
      <RegistrationForm
        locale={locale}
        idPrefix={idPrefix}
        draft={draft}
        feedback={feedback}
        submitting={submitting}
        fieldRefs={fieldRefs}
        feedbackRef={feedbackRef}
        onChange={(patch) => setDraft((previous) => ({ ...previous, ...patch }))}
        onSubmit={() => void save()}
        onCancel={onDiscard}
        change={{ emailHint: t.emailHint, submit: t.save, cancel: t.discard }}
        // An invitee keeps seeing the invitation-only sessions they hold (the reception).
        sessions={SESSIONS.filter((session) => !session.invitationOnly || registrant.sessions.includes(session.code))}
      />
    </div>
  );
}
