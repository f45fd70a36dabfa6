/**
 * Writing a message, or editing a draft: the audience (the list's filters plus seat status,
 * language, check-in on a day and registration date) said in words with its live recipient count,
 * the subject and text in English and Korean with the placeholders, an optional sending time
 * (Korea time), and a live preview as one chosen registrant. Saving makes (or rewrites) the draft;
 * the message's page then tests and sends it.
 */
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import {
  AUDIENCE_SEAT_STATUSES,
  APPROVAL_FILTER_LABEL,
  type ApiErrorCode,
  type AudienceSeatStatus,
  BUSINESS_TYPE_CODES,
  BUSINESS_TYPE_LABELS,
  KOREA_OFFSET_MS,
  type Locale,
  type MessageAudience,
  type MessageDetail,
  type Registrant,
  REGISTRATION_STATUSES,
  SESSIONS_IN_TIME_ORDER,
  STATUS_WORDS,
  errorMessage,
  fieldErrorMessage,
  holdsPlaces,
  isRegistrationStatus,
  isSessionCode,
} from '@forum/shared';
import { PersonPicker } from '../components/PersonPicker';
import { audienceInWords, isEveryone } from './audienceWords';
import type { MessagesApi } from './messagesApi';
import { MessagePreviewPanel } from './MessagePreviewPanel';
import { MESSAGES_TEXT } from './messagesText';

export interface MessageComposerProps {
  api: MessagesApi;
  locale: Locale;
  token: string;
  /** A draft to edit; absent: a new message. */
  draft?: MessageDetail;
  onSaved(id: number): void;
  onSessionEnded(code?: ApiErrorCode): void;
}

/** `2025-09-21T10:00` typed as Korea time, as an ISO instant. */
function koreaInstant(local: string): string | undefined {
  return local ? new Date(`${local}:00+09:00`).toISOString() : undefined;
}

/** An ISO instant as the `datetime-local` field's Korea time. */
function koreaLocal(iso: string | null | undefined): string {
  if (!iso) return '';
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? '' : new Date(ms + KOREA_OFFSET_MS).toISOString().slice(0, 16);
}

export function MessageComposer({ api, locale, token, draft, onSaved, onSessionEnded }: MessageComposerProps) {
  const t = MESSAGES_TEXT[locale];
  const id = useId();
  const start = draft?.audience ?? {};
  const [session, setSession] = useState<string>(start.sessions?.[0] ?? 'all');
  const [status, setStatus] = useState<string>(start.status?.[0] ?? 'any');
  const [businessType, setBusinessType] = useState(start.biztypes?.[0] ? String(start.biztypes[0]) : 'all');
  const [language, setLanguage] = useState<string>(start.locales?.[0] ?? 'all');
  const [checkin, setCheckin] = useState(
    start.checkedIn ? `${start.checkedIn.value ? 'in' : 'out'}${start.checkedIn.day}` : 'any',
  );
  const [after, setAfter] = useState(koreaLocal(start.registeredAfter));
  // No approval filter is the approved (the default); only a status holding nothing is chosen.
  const [approval, setApproval] = useState<string>(start.approval?.find((s) => !holdsPlaces(s)) ?? 'any');
  // Registrants (by the filters below) or the invitees who have not registered (no filters).
  const [kind, setKind] = useState<string>(start.invitation ? 'invitees' : 'registrants');
  const invitees = kind === 'invitees';
  const [texts, setTexts] = useState({
    subjectEn: draft?.subject.en ?? '',
    bodyEn: draft?.body.en ?? '',
    subjectKo: draft?.subject.ko ?? '',
    bodyKo: draft?.body.ko ?? '',
  });
  const [sendAt, setSendAt] = useState(koreaLocal(draft?.sendAt));
  const [count, setCount] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [previewPerson, setPreviewPerson] = useState<Registrant | null>(null);

  const audience: MessageAudience = invitees
    ? { invitation: 'not_registered' }
    : {
        ...(isSessionCode(session) ? { sessions: [session] } : {}),
        ...((AUDIENCE_SEAT_STATUSES as readonly string[]).includes(status)
          ? { status: [status as AudienceSeatStatus] }
          : {}),
        ...(businessType !== 'all' ? { biztypes: [Number(businessType)] } : {}),
        ...(language === 'en' || language === 'ko' ? { locales: [language] } : {}),
        ...(checkin !== 'any'
          ? { checkedIn: { day: checkin.endsWith('1') ? 1 : 2, value: checkin.startsWith('in') } as const }
          : {}),
        ...(after ? { registeredAfter: koreaInstant(after) } : {}),
        ...(isRegistrationStatus(approval) ? { approval: [approval] } : {}),
      };
  const audienceKey = JSON.stringify(audience);

  // The live count: asked again a moment after the filters stop changing.
  useEffect(() => {
    let live = true;
    setCount(null);
    const timer = setTimeout(() => {
      void api.count(token, JSON.parse(audienceKey) as MessageAudience).then((result) => {
        if (!live) return;
        if (result.ok) setCount(result.value.recipients);
        else if (result.status === 401) onSessionEnded(result.code);
      });
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [api, token, audienceKey, onSessionEnded]);

  const loadPeople = useCallback(async () => {
    const result = await api.people(token);
    if (result.ok) return result.value;
    if (result.status === 401) onSessionEnded(result.code);
    return null;
  }, [api, token, onSessionEnded]);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setAlert('');
    const at = koreaInstant(sendAt);
    const message = {
      audience,
      subject: { en: texts.subjectEn, ko: texts.subjectKo },
      body: { en: texts.bodyEn, ko: texts.bodyKo },
      ...(at ? { sendAt: at } : {}),
    };
    const result = draft ? await api.update(token, draft.id, message) : await api.create(token, message);
    setBusy(false);
    if (result.ok) onSaved(result.value.id);
    else if (result.status === 401) onSessionEnded(result.code);
    else {
      const fieldCodes = Object.fromEntries(
        Object.entries(result.fields ?? {}).map(([key, code]) => [key, code ? fieldErrorMessage(code, locale) : '']),
      );
      setFields(fieldCodes);
      setAlert(errorMessage(result.code, locale));
    }
  }

  const textField = (key: keyof typeof texts, field: string, label: string, multiline: boolean, lang: string) => {
    const error = fields[field];
    const props = {
      id: `${id}-${key}`,
      lang,
      value: texts[key],
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-${key}-error` : `${id}-hint`,
      onChange: (event: { target: { value: string } }) => setTexts({ ...texts, [key]: event.target.value }),
    };
    return (
      <div className="admin-field admin-messages__text">
        <label htmlFor={props.id}>{label}</label>
        {multiline ? <textarea rows={8} {...props} /> : <input type="text" maxLength={200} {...props} />}
        {error ? (
          <span id={`${id}-${key}-error`} className="admin-messages__error">
            {error}
          </span>
        ) : null}
      </div>
    );
  };

  const select = (key: string, label: string, value: string, set: (v: string) => void, options: [string, string][]) => (
    <div className="admin-field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <select id={`${id}-${key}`} value={value} onChange={(event) => set(event.target.value)}>
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <form className="admin-messages__panel" aria-labelledby={`${id}-heading`} onSubmit={(event) => void save(event)}>
      <h2 id={`${id}-heading`}>{draft ? t.editHeading : t.composeHeading}</h2>
      <fieldset className="admin-messages__audience">
        <legend>{t.audienceHeading}</legend>
        <div className="admin-messages__kind">
          {select('kind', t.recipientsKind, kind, setKind, [
            ['registrants', t.registrantsKind],
            ['invitees', t.inviteesNotRegistered],
          ])}
        </div>
        {invitees ? (
          <p className="admin-messages__hint admin-messages__invitees">{t.inviteesHint}</p>
        ) : (
          <>
            {select('session', t.session, session, setSession, [
              ['all', t.allSessions],
              ...SESSIONS_IN_TIME_ORDER.map((s): [string, string] => [s.code, s.column[locale]]),
            ])}
            {select('status', t.status, status, setStatus, [
              ['any', t.anyStatus],
              ['seated', t.seated],
              ['offered', t.offered],
              ['waiting', t.waiting],
              ['expired', t.expired],
            ])}
            {select('businessType', t.businessType, businessType, setBusinessType, [
              ['all', t.allTypes],
              ...BUSINESS_TYPE_CODES.map((code): [string, string] => [
                String(code),
                BUSINESS_TYPE_LABELS[locale][code],
              ]),
            ])}
            {select('language', t.language, language, setLanguage, [
              ['all', t.allLanguages],
              ['en', t.english],
              ['ko', t.korean],
            ])}
            {select('approval', APPROVAL_FILTER_LABEL[locale], approval, setApproval, [
              ['any', t.approvedOnly],
              ...REGISTRATION_STATUSES.filter((s) => !holdsPlaces(s)).map((s): [string, string] => [
                s,
                STATUS_WORDS[locale][s],
              ]),
            ])}
            {select('checkin', t.checkedIn, checkin, setCheckin, [
              ['any', t.anyCheckin],
              ['in1', t.checkedInOn(1)],
              ['out1', t.notCheckedInOn(1)],
              ['in2', t.checkedInOn(2)],
              ['out2', t.notCheckedInOn(2)],
            ])}
            <div className="admin-field">
              <label htmlFor={`${id}-after`}>{t.registeredAfter}</label>
              <input
                id={`${id}-after`}
                type="datetime-local"
                value={after}
                onChange={(e) => setAfter(e.target.value)}
              />
            </div>
          </>
        )}
        {invitees ? null : <p className="admin-messages__hint">{t.approvalHint}</p>}
        <p className="admin-messages__count" role="status" aria-live="polite">
          {count === null
            ? t.counting
            : isEveryone(audience)
              ? t.everyoneWithCount(count)
              : t.audienceWithCount(audienceInWords(audience, locale), count)}
        </p>
      </fieldset>
      <fieldset className="admin-messages__texts">
        <legend>{t.textsHeading}</legend>
        <p id={`${id}-hint`} className="admin-messages__hint">
          {invitees ? t.inviteePlaceholdersHint : t.placeholdersHint}
        </p>
        {textField('subjectEn', 'subject.en', t.subjectEn, false, 'en')}
        {textField('bodyEn', 'body.en', t.bodyEn, true, 'en')}
        {textField('subjectKo', 'subject.ko', t.subjectKo, false, 'ko')}
        {textField('bodyKo', 'body.ko', t.bodyKo, true, 'ko')}
        <div className="admin-field">
          <label htmlFor={`${id}-send-at`}>{t.sendAt}</label>
          <input
            id={`${id}-send-at`}
            type="datetime-local"
            value={sendAt}
            onChange={(e) => setSendAt(e.target.value)}
          />
        </div>
      </fieldset>
      <section className="admin-messages__live" aria-labelledby={`${id}-preview`}>
        <h3 id={`${id}-preview`}>{t.livePreviewHeading}</h3>
        {/* The picker lists registrants: none of them is an invitee who has not registered. */}
        {invitees ? null : (
          <PersonPicker
            locale={locale}
            label={t.previewPerson}
            load={loadPeople}
            chosen={previewPerson}
            onChoose={setPreviewPerson}
          />
        )}
        {invitees ? (
          <p className="admin-messages__hint">{t.inviteePreviewHint}</p>
        ) : (
          <MessagePreviewPanel
            locale={locale}
            audience={audience}
            person={previewPerson}
            subject={{ en: texts.subjectEn, ko: texts.subjectKo }}
            body={{ en: texts.bodyEn, ko: texts.bodyKo }}
          />
        )}
      </section>
      <div className="admin-alert" role="alert">
        {alert}
      </div>
      <button type="submit" className="admin-button admin-button--primary" disabled={busy}>
        {busy ? t.saving : draft ? t.saveChanges : t.saveDraft}
      </button>
    </form>
  );
}
