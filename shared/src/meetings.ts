/**
 * One-to-one meetings between investors and companies: the fixed sector and stage lists with their
 * words, the participant's profile and its checks (the API and the manage page use the same), the
 * slot settings, and the shapes the meeting calls answer with.
 */
import type { FieldErrorCode } from './errors';
import type { Locale } from './locale';
import { hasControlCharacters } from './registrationSchema';

export const MEETING_ROLES = ['investor', 'company'] as const;
export type MeetingRole = (typeof MEETING_ROLES)[number];

/**
 * The role a new profile starts with, from the registration's business type: investors (1),
 * financial institutions (2) and limited partners (5) invest; everyone else is met as a company.
 */
export function meetingRoleFor(businessType: number | undefined): MeetingRole {
  return businessType === 1 || businessType === 2 || businessType === 5 ? 'investor' : 'company';
}

export const MEETING_SECTORS = [
  'ai',
  'bio',
  'lifestyle',
  'fintech',
  'mobility',
  'climate',
  'content',
  'other',
] as const;
export type MeetingSector = (typeof MEETING_SECTORS)[number];

export const MEETING_STAGES = ['pre_seed', 'seed', 'series_a', 'series_b', 'growth'] as const;
export type MeetingStage = (typeof MEETING_STAGES)[number];

export const MEETING_CURRENCIES = ['KRW', 'USD'] as const;
export type MeetingCurrency = (typeof MEETING_CURRENCIES)[number];

export const MEETING_ROLE_WORDS: Record<Locale, Record<MeetingRole, string>> = {
  en: { investor: 'Investor', company: 'Company' },
  ko: { investor: '투자자', company: '기업' },
};

export const MEETING_SECTOR_WORDS: Record<Locale, Record<MeetingSector, string>> = {
  en: {
    ai: 'AI and data',
    bio: 'Bio and healthcare',
    lifestyle: 'Lifestyle and consumer',
    fintech: 'Fintech',
    mobility: 'Mobility',
    climate: 'Climate and energy',
    content: 'Content and media',
    other: 'Other',
  },
  ko: {
    ai: 'AI·데이터',
    bio: '바이오·헬스케어',
    lifestyle: '라이프스타일·소비재',
    fintech: '핀테크',
    mobility: '모빌리티',
    climate: '기후·에너지',
    content: '콘텐츠·미디어',
    other: '기타',
  },
};

export const MEETING_STAGE_WORDS: Record<Locale, Record<MeetingStage, string>> = {
  en: { pre_seed: 'Pre-seed', seed: 'Seed', series_a: 'Series A', series_b: 'Series B', growth: 'Growth' },
  ko: { pre_seed: '프리시드', seed: '시드', series_a: '시리즈 A', series_b: '시리즈 B', growth: '그로스' },
};

/** Longest accepted text, in characters after trimming. */
export const MEETING_LIMITS = { organisation: 100, pitch: 160, note: 300 } as const;

/**
 * How many of a person's requests may wait for an answer at once; one more is `429 too_many_requests`. The manage page says so in its own words.
 */
export const MEETING_OPEN_REQUESTS_LIMIT = 10;

export interface TicketSize {
  min: number;
  max: number;
  currency: MeetingCurrency;
}

export interface MeetingProfileInput {
  role: MeetingRole;
  organisation: string;
  pitch: string;
  sectors: MeetingSector[];
  stages: MeetingStage[];
  /** Investors only; null for companies. */
  ticketSize: TicketSize | null;
}

export interface MeetingProfile extends MeetingProfileInput {
  profileId: number;
}

/** One entry of `GET /api/registration/:token/meetings/directory`. */
export interface MeetingDirectoryEntry extends MeetingProfile {
  /** Shares a sector or a stage with the caller's profile: listed first. */
  suggested: boolean;
}

export type MeetingRequestStatus = 'pending' | 'accepted' | 'declined' | 'cancelled';

export interface MeetingRequestView {
  id: number;
  /** The other side of the request. */
  profile: Pick<MeetingProfile, 'profileId' | 'role' | 'organisation'>;
  note: string;
  status: MeetingRequestStatus;
  createdAt: string;
}

export interface MeetingSlotTime {
  day: number;
  /** `HH:MM`, Korea time. */
  start: string;
  end: string;
  /** 1-based. */
  table: number;
}

export interface ParticipantMeeting extends MeetingSlotTime {
  id: number;
  with: Pick<MeetingProfile, 'profileId' | 'role' | 'organisation'>;
}

/** `GET /api/registration/:token/meetings`. */
export interface MyMeetings {
  profile: MeetingProfile | null;
  sent: MeetingRequestView[];
  received: MeetingRequestView[];
  meetings: ParticipantMeeting[];
}

export interface MeetingSlotDay {
  /** The forum day (1 or 2). */
  day: number;
  start: string;
  end: string;
}

export interface MeetingSlots {
  days: MeetingSlotDay[];
  slotMinutes: number;
  tables: number;
}

export interface AdminMeetingPerson {
  profileId: number;
  registrantId: number;
  name: string;
  organisation: string;
}

export interface AdminMeeting extends MeetingSlotTime {
  id: number;
  investor: AdminMeetingPerson;
  company: AdminMeetingPerson;
}

export interface MeetingCounts {
  investors: number;
  companies: number;
  pending: number;
  meetings: number;
}

/** `GET /api/admin/meetings`. */
export interface AdminMeetings {
  slots: MeetingSlots;
  meetings: AdminMeeting[];
  counts: MeetingCounts;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; fields: Record<string, FieldErrorCode> };

type Body = Record<string, unknown>;
const asBody = (input: unknown): Body => (input && typeof input === 'object' ? (input as Body) : {});

function text(body: Body, field: string, limit: number, fields: Record<string, FieldErrorCode>): string {
  const raw = body[field];
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (value.length === 0) fields[field] = 'required';
  else if (value.length > limit) fields[field] = 'too_long';
  else if (hasControlCharacters(value)) fields[field] = 'control_characters';
  return value;
}

function choices<T extends string>(
  body: Body,
  field: string,
  allowed: readonly T[],
  fields: Record<string, FieldErrorCode>,
): T[] {
  const raw = body[field];
  if (!Array.isArray(raw) || raw.length === 0) {
    fields[field] = 'required';
    return [];
  }
  if (!raw.every((item): item is T => typeof item === 'string' && (allowed as readonly string[]).includes(item))) {
    fields[field] = 'invalid_choice';
    return [];
  }
  // The list's own order, no repeats: stored values compare equal however they were sent.
  return allowed.filter((item) => raw.includes(item));
}

function ticketSize(body: Body, fields: Record<string, FieldErrorCode>): TicketSize | null {
  const raw = body.ticketSize;
  if (raw === undefined || raw === null) return null;
  const { min, max, currency } = asBody(raw);
  const whole = (value: unknown): value is number =>
    typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
  if (
    !whole(min) ||
    !whole(max) ||
    min > max ||
    typeof currency !== 'string' ||
    !(MEETING_CURRENCIES as readonly string[]).includes(currency)
  ) {
    fields.ticketSize = 'invalid_choice';
    return null;
  }
  return { min, max, currency: currency as MeetingCurrency };
}

/**
 * `PUT .../meetings/profile`: the profile, and its own consent (PIPA: showing the profile to other
 * participants is a new purpose, so the registration's consent does not cover it).
 */
export function validateMeetingProfile(input: unknown): Checked<MeetingProfileInput> {
  const body = asBody(input);
  const fields: Record<string, FieldErrorCode> = {};
  const role = body.role;
  if (role !== 'investor' && role !== 'company') fields.role = role === undefined ? 'required' : 'invalid_choice';
  const organisation = text(body, 'organisation', MEETING_LIMITS.organisation, fields);
  const pitch = text(body, 'pitch', MEETING_LIMITS.pitch, fields);
  const sectors = choices(body, 'sectors', MEETING_SECTORS, fields);
  const stages = choices(body, 'stages', MEETING_STAGES, fields);
  const ticket = role === 'investor' ? ticketSize(body, fields) : null;
  if (body.consent !== true) fields.consent = 'consent_required';
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return {
    ok: true,
    value: { role: role as MeetingRole, organisation, pitch, sectors, stages, ticketSize: ticket },
  };
}

/** `POST .../meetings/requests {profileId, note}`. The note is optional and may hold line breaks. */
export function validateMeetingRequest(input: unknown): Checked<{ profileId: number; note: string }> {
  const body = asBody(input);
  const fields: Record<string, FieldErrorCode> = {};
  const { profileId } = body;
  if (typeof profileId !== 'number' || !Number.isSafeInteger(profileId) || profileId < 1)
    fields.profileId = profileId === undefined ? 'required' : 'invalid_choice';
  const note = typeof body.note === 'string' ? body.note.trim() : '';
  if (body.note !== undefined && typeof body.note !== 'string') fields.note = 'invalid_choice';
  else if (note.length > MEETING_LIMITS.note) fields.note = 'too_long';
  else if (hasControlCharacters(note, { multiline: true })) fields.note = 'control_characters';
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: true, value: { profileId: profileId as number, note } };
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

export function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** `PUT /api/admin/meetings/slots`: forum days 1 and 2, 5-240 minute slots, 1-200 tables. */
export function validateMeetingSlots(input: unknown, forumDays: readonly number[]): Checked<MeetingSlots> {
  const body = asBody(input);
  const fields: Record<string, FieldErrorCode> = {};
  const { slotMinutes, tables } = body;
  if (typeof slotMinutes !== 'number' || !Number.isInteger(slotMinutes) || slotMinutes < 5 || slotMinutes > 240)
    fields.slotMinutes = 'invalid_choice';
  if (typeof tables !== 'number' || !Number.isInteger(tables) || tables < 1 || tables > 200)
    fields.tables = 'invalid_choice';
  const days: MeetingSlotDay[] = [];
  if (!Array.isArray(body.days)) fields.days = 'required';
  else {
    for (const raw of body.days) {
      const { day, start, end } = asBody(raw);
      if (
        typeof day !== 'number' ||
        !forumDays.includes(day) ||
        typeof start !== 'string' ||
        typeof end !== 'string' ||
        !TIME.test(start) ||
        !TIME.test(end) ||
        minutesOf(start) >= minutesOf(end) ||
        days.some((other) => other.day === day)
      ) {
        fields.days = 'invalid_choice';
        break;
      }
      days.push({ day, start, end });
    }
  }
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  days.sort((a, b) => a.day - b.day);
  return { ok: true, value: { days, slotMinutes: slotMinutes as number, tables: tables as number } };
}

/** Every slot's start the settings give, in time order: `[{day, start, end}]`. */
export function meetingSlotTimes(slots: MeetingSlots): MeetingSlotDay[] {
  const times: MeetingSlotDay[] = [];
  for (const day of slots.days) {
    for (let at = minutesOf(day.start); at + slots.slotMinutes <= minutesOf(day.end); at += slots.slotMinutes)
      times.push({ day: day.day, start: timeOf(at), end: timeOf(at + slots.slotMinutes) });
  }
  return times;
}
