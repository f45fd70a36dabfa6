/**
 * A walk-in: the visitor registered at the venue with the public registration form's fields and
 * schema (checked with `validateRegistration` before sending; `POST /api/user/onsite` checks again),
 * the consent the visitor ticks on this screen, then checked in at once. It needs the network:
 * offline it says so and keeps what was typed. A 409 means the person registered beforehand,
 * so the desk is offered to search for them instead.
 */
import { useEffect, useId, useState } from 'react';
import {
  type CheckinResult,
  type FieldErrorCode,
  type ForumDay,
  type Locale,
  REGISTRATION_FIELD_ORDER,
  errorMessage,
  validateRegistration,
} from '@forum/shared';
import { COMMON_TEXT } from '../components/commonText';
import { FormDialog } from '../components/FormDialog';
import { RegistrantFields, type RegistrantFieldDraft, registrantFieldElementId } from '../components/RegistrantFields';
import type { CheckinApi } from './checkinApi';
import { isUnreachable } from './createDeskStore';
import type { DeskStore } from './deskStore';
import { DESK_TEXT } from './deskText';
import { useDeskState } from './useDeskState';
import { WalkInConsent } from './WalkInConsent';
import './WalkInDialog.css';

export interface WalkInDialogProps {
  store: Pick<DeskStore, 'registerWalkIn' | 'getState' | 'subscribe'>;
  /** For the consent notice's retention date (GET /api/site-info). */
  api: Pick<CheckinApi, 'siteInfo'>;
  locale: Locale;
  day: ForumDay;
  desk: string;
  /** Registered and checked in: the check-in as POST /api/checkin would have answered it. */
  onDone: (result: CheckinResult) => void;
  onCancel: () => void;
  /** The e-mail is already registered (409): look the person up on the desk instead. */
  onSearchInstead?: (email: string) => void;
}

interface Draft extends RegistrantFieldDraft {
  consent: boolean;
}

const EMPTY_DRAFT: Draft = {
  company: '',
  name: '',
  title: '',
  email: '',
  phone: '',
  businessType: null,
  sessions: [],
  about: '',
  aboutOther: '',
  consent: false,
  locale: 'en',
};

/** The retention date does not change while the console is open: asked once. */
let knownRetentionUntil: string | null = null;

export function WalkInDialog({ store, api, locale, day, desk, onDone, onCancel, onSearchInstead }: WalkInDialogProps) {
  const t = DESK_TEXT[locale];
  const id = useId();
  const { online } = useDeskState(store);
  // The visitor's e-mail goes out in the desk's language unless they choose the other.
  const [draft, setDraft] = useState<Draft>(() => ({ ...EMPTY_DRAFT, locale }));
  const [fields, setFields] = useState<Partial<Record<string, FieldErrorCode>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [alreadyRegistered, setAlreadyRegistered] = useState(false);
  const [busy, setBusy] = useState(false);
  const [retentionUntil, setRetentionUntil] = useState(knownRetentionUntil);

  useEffect(() => {
    if (retentionUntil) return;
    let live = true;
    void api.siteInfo().then((result) => {
      if (!live || !result.ok || !result.value.retentionUntil) return;
      knownRetentionUntil = result.value.retentionUntil;
      setRetentionUntil(knownRetentionUntil);
    });
    return () => void (live = false);
    // Asked again when the network returns: the notice cannot be shown without the date.
  }, [api, retentionUntil, online]);

  const set = <K extends keyof Draft>(field: K, value: Draft[K]) =>
    setDraft((previous) => ({ ...previous, [field]: value }));
  const focusField = (field: string) => document.getElementById(registrantFieldElementId(id, field))?.focus();

  async function submit() {
    const body = { ...draft, businessType: draft.businessType ?? undefined };
    const checked = validateRegistration(body);
    setAlreadyRegistered(false);
    if (!checked.ok) {
      setFields(checked.fields);
      setFailure(null);
      if (checked.firstField) focusField(checked.firstField);
      return;
    }
    setFields({});
    setFailure(null);
    setBusy(true);
    const result = await store.registerWalkIn(body, day, desk);
    setBusy(false);
    if (result.ok) return onDone(result.value.checkin);
    if (isUnreachable(result))
      return setFailure(result.status === 0 ? t.offline : `${t.notSaved} ${errorMessage(result.code, locale)}`);
    if (result.code === 'already_registered') {
      setAlreadyRegistered(true);
      setFailure(errorMessage('already_registered', locale));
      return;
    }
    if (result.fields) {
      setFields(result.fields);
      const first = REGISTRATION_FIELD_ORDER.find((field) => result.fields?.[field]);
      if (first) focusField(first);
    }
    setFailure(`${t.notSaved} ${errorMessage(result.code, locale)}`);
  }

  return (
    <FormDialog
      title={t.walkInTitle}
      intro={
        <>
          <p>{t.walkInIntro(day, desk)}</p>
          <p>{t.allRequired}</p>
        </>
      }
      submitLabel={t.register}
      cancelLabel={COMMON_TEXT[locale].cancel}
      busy={busy}
      busyLabel={t.registering}
      error={failure}
      wide
      onSubmit={() => void submit()}
      onCancel={onCancel}
    >
      {!online ? <p className="desk-walkin__offline">{t.offline}</p> : null}
      <RegistrantFields
        id={id}
        locale={locale}
        values={draft}
        errors={fields}
        onChange={(change) => setDraft((previous) => ({ ...previous, ...change }))}
        mailLanguage={{ label: t.mailLanguage, names: t.languages }}
      />
      <p className="admin-field-hint desk-walkin__handover">{t.walkInHandOver}</p>
      <WalkInConsent
        id={id}
        locale={locale}
        retentionUntil={retentionUntil}
        checked={draft.consent}
        error={fields.consent}
        unavailableText={t.noticeUnavailable}
        onChange={(consent) => set('consent', consent)}
      />
      {alreadyRegistered && onSearchInstead ? (
        <button
          type="button"
          className="admin-button admin-button--secondary desk-walkin__search"
          onClick={() => onSearchInstead(draft.email.trim())}
        >
          {t.searchInstead}
        </button>
      ) : null}
    </FormDialog>
  );
}
