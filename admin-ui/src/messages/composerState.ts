/**
 * The message composer's state in one reducer: the audience's fields as their selects hold them,
 * the four texts, the sending time, the live recipient count, the chosen preview person and the
 * last save's outcome. `composerAudience` and `composerMessage` turn the fields into what the
 * API takes.
 */
import {
  AUDIENCE_SEAT_STATUSES,
  type AudienceSeatStatus,
  type MessageAudience,
  type MessageDetail,
  type NewMessage,
  type Registrant,
  holdsPlaces,
  isRegistrationStatus,
  isSessionCode,
} from '@forum/shared';
import { koreaInstant, koreaLocal } from './koreaLocalTime';

/** The audience fields' values: 'all' and 'any' are no filter. */
export interface AudienceFilters {
  /** 'registrants' (by the filters below) or 'invitees' who have not registered (no filters). */
  kind: string;
  session: string;
  status: string;
  businessType: string;
  language: string;
  /** 'in1', 'out2', …: checked in (or not) on that day. */
  checkin: string;
  /** Registered after, as Korea time (`datetime-local`). */
  after: string;
  approval: string;
}

export interface ComposerTexts {
  subjectEn: string;
  bodyEn: string;
  subjectKo: string;
  bodyKo: string;
}

export interface ComposerState {
  filters: AudienceFilters;
  texts: ComposerTexts;
  /** When it goes, as Korea time (`datetime-local`); empty: when it is sent. */
  sendAt: string;
  /** The live recipient count; null while it is being asked. */
  count: number | null;
  busy: boolean;
  alert: string;
  /** The last refusal's words, by the API's field name (`subject.en`, …). */
  fields: Record<string, string>;
  previewPerson: Registrant | null;
}

export type ComposerAction =
  | { type: 'setFilter'; filter: keyof AudienceFilters; value: string }
  | { type: 'setText'; text: keyof ComposerTexts; value: string }
  | { type: 'setSendAt'; value: string }
  | { type: 'counting' }
  | { type: 'counted'; recipients: number }
  | { type: 'choosePreviewPerson'; person: Registrant | null }
  | { type: 'saving' }
  /** The save went through, or the session ended: the caller moves on. */
  | { type: 'saveFinished' }
  | { type: 'saveRefused'; alert: string; fields: Record<string, string> };

/** A new message's fields, or a draft's as saved. */
export function initialComposerState(draft?: MessageDetail): ComposerState {
  const start = draft?.audience ?? {};
  return {
    filters: {
      kind: start.invitation ? 'invitees' : 'registrants',
      session: start.sessions?.[0] ?? 'all',
      status: start.status?.[0] ?? 'any',
      businessType: start.biztypes?.[0] ? String(start.biztypes[0]) : 'all',
      language: start.locales?.[0] ?? 'all',
      checkin: start.checkedIn ? `${start.checkedIn.value ? 'in' : 'out'}${start.checkedIn.day}` : 'any',
      after: koreaLocal(start.registeredAfter),
      // No approval filter is the approved (the default); only a status holding nothing is chosen.
      approval: start.approval?.find((s) => !holdsPlaces(s)) ?? 'any',
    },
    texts: {
      subjectEn: draft?.subject.en ?? '',
      bodyEn: draft?.body.en ?? '',
      subjectKo: draft?.subject.ko ?? '',
      bodyKo: draft?.body.ko ?? '',
    },
    sendAt: koreaLocal(draft?.sendAt),
    count: null,
    busy: false,
    alert: '',
    fields: {},
    previewPerson: null,
  };
}

export const isInvitees = (filters: AudienceFilters): boolean => filters.kind === 'invitees';

/** The audience the fields say; an invitee message has no other filter. */
export function composerAudience(filters: AudienceFilters): MessageAudience {
  if (isInvitees(filters)) return { invitation: 'not_registered' };
  const { session, status, businessType, language, checkin, after, approval } = filters;
  return {
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
}

/** What saving sends: the audience, both languages' texts and the time, if one is given. */
export function composerMessage(state: ComposerState): NewMessage {
  const { texts } = state;
  const at = koreaInstant(state.sendAt);
  return {
    audience: composerAudience(state.filters),
    subject: { en: texts.subjectEn, ko: texts.subjectKo },
    body: { en: texts.bodyEn, ko: texts.bodyKo },
    ...(at ? { sendAt: at } : {}),
  };
}

export function composerReducer(state: ComposerState, action: ComposerAction): ComposerState {
  switch (action.type) {
    case 'setFilter':
      return { ...state, filters: { ...state.filters, [action.filter]: action.value } };
    case 'setText':
      return { ...state, texts: { ...state.texts, [action.text]: action.value } };
    case 'setSendAt':
      return { ...state, sendAt: action.value };
    case 'counting':
      return { ...state, count: null };
    case 'counted':
      return { ...state, count: action.recipients };
    case 'choosePreviewPerson':
      return { ...state, previewPerson: action.person };
    case 'saving':
      // The last refusal's field words stay until the next answer replaces them.
      return { ...state, busy: true, alert: '' };
    case 'saveFinished':
      return { ...state, busy: false };
    case 'saveRefused':
      return { ...state, busy: false, alert: action.alert, fields: action.fields };
  }
}
