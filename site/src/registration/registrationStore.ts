/**
 * The registration draft lives here, outside React, for the whole page visit: closing the modal,
 * reopening it, or a request finishing after the modal was closed never loses what the visitor
 * typed or the fact that they registered. Only the modal chunk imports this module.
 */
import { useSyncExternalStore } from 'react';
import {
  type ApiErrorCode,
  type BusinessTypeCode,
  type FieldErrorCode,
  type Locale,
  type Registration,
  type RegistrationField,
  type SessionCode,
  HEARD_FROM_OTHER,
  HONEYPOT_FIELD,
  REGISTRATION_FIELD_ORDER,
  SESSION_CODES,
  editionSessionCodes,
  validateRegistration,
} from '@forum/shared';
import type { Edition } from '@forum/shared';
import { postRegistration } from '../api/registrationClient';

/** The fields the form shows, in the order they are checked. */
export type FormField = Exclude<RegistrationField, 'attend'>;

export interface RegistrationDraft {
  company: string;
  name: string;
  title: string;
  email: string;
  phone: string;
  businessType: BusinessTypeCode | null;
  sessions: readonly SessionCode[];
  /** A key of the edition's "How did you hear about us?" choices ('' until one is chosen). */
  about: string;
  /** The words of "Other". */
  aboutOther: string;
  consent: boolean;
  /** The hidden bot trap; people leave it empty. */
  honeypot: string;
}

export type Feedback =
  /** `detail`: words more precise than the code's (an invitation for another address names it, masked). */
  | { kind: 'field'; field: FormField; code: FieldErrorCode; detail?: string }
  | { kind: 'api'; code: ApiErrorCode; retryAfterSeconds?: number }
  /** A draft's preview: checked, and nothing sent. */
  | { kind: 'preview' };

export interface RegistrationState {
  draft: RegistrationDraft;
  status: 'editing' | 'submitting' | 'registered';
  feedback: Feedback | null;
  /** What the server accepted (trimmed and normalised), for the thank-you summary. */
  registered: Registration | null;
  /** Of the registered sessions, those that were full: the visitor is on their waiting lists. */
  waiting: SessionCode[];
  /** The registration waits for the organisers' review (approval). */
  pending: boolean;
  /**
   * Where focus should go after the last answer to a submit. A new object for every answer, so the
   * dialog can move focus in the same render that shows the message.
   */
  focus: { target: FocusTarget } | null;
}

export type FocusTarget = FormField | 'feedback' | 'summary';

const EMPTY_DRAFT: RegistrationDraft = {
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
  honeypot: '',
};

const INITIAL_STATE: RegistrationState = {
  draft: EMPTY_DRAFT,
  status: 'editing',
  feedback: null,
  registered: null,
  waiting: [],
  pending: false,
  focus: null,
};

const FORM_FIELDS: readonly FormField[] = REGISTRATION_FIELD_ORDER;

let state: RegistrationState = INITIAL_STATE;
const listeners = new Set<() => void>();

function setState(next: RegistrationState): void {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getRegistrationState(): RegistrationState {
  return state;
}

export function useRegistrationState(): RegistrationState {
  return useSyncExternalStore(subscribe, getRegistrationState, getRegistrationState);
}

export function updateDraft(patch: Partial<RegistrationDraft>): void {
  // Editing stays possible while a request is in flight; after success the form is gone.
  if (state.status === 'registered') return;
  setState({ ...state, draft: { ...state.draft, ...patch } });
}

export function trimmedDraft(draft: RegistrationDraft): RegistrationDraft {
  return {
    ...draft,
    company: draft.company.trim(),
    name: draft.name.trim(),
    title: draft.title.trim(),
    email: draft.email.trim(),
    phone: draft.phone.trim(),
    aboutOther: draft.aboutOther.trim(),
  };
}

/** The registration `POST /api/user` sends, in the code's names (postRegistration renames two fields for the wire). */
export function registrationRequest(
  draft: RegistrationDraft,
  locale: Locale,
  sessionCodes: readonly SessionCode[] = SESSION_CODES,
) {
  return {
    company: draft.company,
    name: draft.name,
    title: draft.title,
    email: draft.email,
    phone: draft.phone,
    businessType: draft.businessType ?? undefined,
    attend: '' as const,
    sessions: sessionCodes.filter((code) => draft.sessions.includes(code)),
    about: draft.about,
    aboutOther: draft.about === HEARD_FROM_OTHER ? draft.aboutOther : '',
    consent: draft.consent,
    locale,
    [HONEYPOT_FIELD]: draft.honeypot,
  };
}

/** The first failing field in the form's order, as the feedback the form shows. */
export function firstFieldError(fields: Partial<Record<string, FieldErrorCode>>): Feedback | null {
  for (const field of FORM_FIELDS) {
    const code = fields[field];
    if (code) return { kind: 'field', field, code };
  }
  return null;
}

function focusFor(feedback: Feedback): { target: FocusTarget } {
  return { target: feedback.kind === 'field' ? feedback.field : 'feedback' };
}

/**
 * Trims, checks with the shared schema (the API's own), and sends. Ignored while a request is in
 * flight or after success, so a double click can never register twice. A failed check is answered
 * synchronously; the promise settles when the request has been answered.
 */
export async function submitRegistration(locale: Locale, page?: { edition: Edition; preview: boolean }): Promise<void> {
  if (state.status !== 'editing') return;

  const draft = trimmedDraft(state.draft);
  const codes = page ? editionSessionCodes(page.edition) : SESSION_CODES;
  const request = registrationRequest(draft, locale, codes);
  const validation = validateRegistration(request, codes);
  if (!validation.ok) {
    const feedback = firstFieldError(validation.fields) ?? { kind: 'api', code: 'validation' };
    setState({ ...state, draft, feedback, focus: focusFor(feedback) });
    return;
  }
  // A draft's preview: the form is checked as it will be, and nothing is sent.
  if (page?.preview) {
    const feedback: Feedback = { kind: 'preview' };
    setState({ ...state, draft, feedback, focus: focusFor(feedback) });
    return;
  }

  setState({ ...state, draft, status: 'submitting', feedback: null });
  const result = await postRegistration({ ...request, consent: true });

  if (result.ok) {
    const registered = validation.value;
    setState({
      ...state,
      status: 'registered',
      feedback: null,
      registered,
      waiting: result.waiting,
      pending: result.pending,
      focus: { target: 'summary' },
    });
    return;
  }
  const feedback: Feedback = (result.code === 'validation' && result.fields
    ? firstFieldError(result.fields)
    : null) ?? {
    kind: 'api',
    code: result.code,
    ...(result.retryAfterSeconds !== undefined ? { retryAfterSeconds: result.retryAfterSeconds } : {}),
  };
  setState({ ...state, status: 'editing', feedback, focus: focusFor(feedback) });
}

/**
 * After a registration, a fresh and empty form for the next person (a colleague at the same
 * desk): the summary goes, focus moves to the first field.
 */
export function startNewRegistration(): void {
  if (state.status !== 'registered') return;
  setState({ ...INITIAL_STATE, focus: { target: REGISTRATION_FIELD_ORDER[0] } });
}

/** For tests: forget everything, as a page reload would. */
export function resetRegistrationStore(): void {
  setState(INITIAL_STATE);
}
