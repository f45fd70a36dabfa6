/**
 * The Messages calls' inputs: a new message (audience, subject and body in both languages, an
 * optional time), an audience alone (the live count), and a recipient id. A placeholder that does
 * not exist is refused with the field code `unknown_placeholder`, so a typo never reaches anyone
 * as `{nmae}`.
 */
import {
  BUSINESS_TYPE_CODES,
  FORUM_DAYS,
  type FieldErrorCode,
  INVITATION_AUDIENCES,
  INVITEE_ONLY_PLACEHOLDERS,
  INVITEE_PLACEHOLDERS,
  LOCALES,
  type Locale,
  type MessageAudience,
  type NewMessage,
  AUDIENCE_SEAT_STATUSES,
  REGISTRATION_STATUSES,
  SESSION_CODES,
  audienceReachesNonHolders,
  hasControlCharacters,
  unknownPlaceholders,
} from '@forum/shared';
import { z } from 'zod';
import { AppError } from '../../errors';

export const SUBJECT_MAX_LENGTH = 200;
export const BODY_MAX_LENGTH = 5_000;

const isoDate = z
  .string({ error: 'invalid_choice' })
  .trim()
  .refine((value) => !Number.isNaN(Date.parse(value)), { error: 'invalid_choice' });

const audienceSchema = z
  .object({
    sessions: z.array(z.enum(SESSION_CODES, { error: 'invalid_session' })).optional(),
    status: z.array(z.enum(AUDIENCE_SEAT_STATUSES, { error: 'invalid_choice' })).optional(),
    biztypes: z
      .array(
        z.coerce
          .number({ error: 'invalid_choice' })
          .refine((value) => (BUSINESS_TYPE_CODES as readonly number[]).includes(value), { error: 'invalid_choice' }),
      )
      .optional(),
    locales: z.array(z.enum(LOCALES as [Locale, ...Locale[]], { error: 'invalid_choice' })).optional(),
    checkedIn: z
      .object({
        day: z.custom<1 | 2>((value) => (FORUM_DAYS as readonly unknown[]).includes(value), {
          error: 'invalid_choice',
        }),
        value: z.boolean({ error: 'invalid_choice' }),
      })
      .optional(),
    registeredAfter: isoDate.optional(),
    approval: z.array(z.enum(REGISTRATION_STATUSES, { error: 'invalid_choice' })).optional(),
    invitation: z.enum(INVITATION_AUDIENCES, { error: 'invalid_choice' }).optional(),
  })
  .strict();

function words(max: number) {
  return z.object({
    en: z.string({ error: 'required' }).trim().max(max, { error: 'too_long' }),
    ko: z.string({ error: 'required' }).trim().max(max, { error: 'too_long' }),
  });
}

const messageSchema = z.object({
  audience: audienceSchema.default({}),
  subject: words(SUBJECT_MAX_LENGTH),
  body: words(BODY_MAX_LENGTH),
  sendAt: isoDate.nullish(),
});

const KNOWN_CODES: ReadonlySet<string> = new Set<FieldErrorCode>([
  'required',
  'too_long',
  'invalid_choice',
  'invalid_session',
]);

function fieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, FieldErrorCode> {
  const errors: Record<string, FieldErrorCode> = {};
  for (const issue of issues) {
    // `audience.sessions`, `subject.ko`: the field and, within it, the language or filter.
    const field = issue.path.filter((part) => typeof part === 'string').join('.') || 'body';
    errors[field] ??= KNOWN_CODES.has(issue.message) ? (issue.message as FieldErrorCode) : 'invalid_choice';
  }
  return errors;
}

function normaliseAudience(audience: z.infer<typeof audienceSchema>): MessageAudience {
  const result: MessageAudience = {};
  if (audience.sessions?.length) result.sessions = [...new Set(audience.sessions)];
  if (audience.status?.length) result.status = [...new Set(audience.status)];
  if (audience.biztypes?.length) result.biztypes = [...new Set(audience.biztypes)];
  if (audience.locales?.length) result.locales = [...new Set(audience.locales)];
  if (audience.checkedIn) result.checkedIn = audience.checkedIn;
  if (audience.registeredAfter) result.registeredAfter = new Date(audience.registeredAfter).toISOString();
  if (audience.approval?.length) result.approval = [...new Set(audience.approval)];
  // Invitees are not registrants: no registrant filter can say anything about them.
  if (audience.invitation) {
    if (Object.keys(result).length > 0)
      throw new AppError('validation', { fields: { 'audience.invitation': 'invitees_alone' } });
    result.invitation = audience.invitation;
  }
  return result;
}

/** What someone under review or declined has no value for: their sessions (no places) and a check-in code. */
const PLACES_PLACEHOLDERS: readonly string[] = ['sessions', 'checkinCode'];

function notForStatus(text: string): boolean {
  return [...text.matchAll(/\{([A-Za-z]+)\}/g)].some((match) => PLACES_PLACEHOLDERS.includes(match[1] ?? ''));
}

/**
 * An audience that reaches people who hold no places (approval `pending` or `declined`) filters by
 * no seat status: they are in no session's seats or lines.
 */
function assertSeatWordsFit(audience: MessageAudience): void {
  if (!audience.invitation && audience.status && audienceReachesNonHolders(audience.approval))
    throw new AppError('validation', { fields: { 'audience.status': 'not_for_status' } });
}

/** A placeholder an invitee has no value for (`{sessions}`, `{manageLink}`, `{checkinCode}`). */
function notForInvitees(text: string): boolean {
  return [...text.matchAll(/\{([A-Za-z]+)\}/g)].some(
    (match) => !(INVITEE_PLACEHOLDERS as readonly string[]).includes(match[1] ?? ''),
  );
}

/** A placeholder only an invitee has a value for (`{inviteLink}`), in a message to registrants. */
function onlyForInvitees(text: string): boolean {
  return [...text.matchAll(/\{([A-Za-z]+)\}/g)].some((match) =>
    (INVITEE_ONLY_PLACEHOLDERS as readonly string[]).includes(match[1] ?? ''),
  );
}

export function parseAudience(body: unknown): MessageAudience {
  const parsed = audienceSchema.safeParse((body as { audience?: unknown } | null)?.audience ?? {});
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error.issues);
    throw new AppError('validation', {
      fields: Object.fromEntries(Object.entries(fields).map(([key, code]) => [`audience.${key}`, code])),
    });
  }
  const audience = normaliseAudience(parsed.data);
  assertSeatWordsFit(audience);
  return audience;
}

export function parseNewMessage(body: unknown): NewMessage {
  const parsed = messageSchema.safeParse(body);
  if (!parsed.success) throw new AppError('validation', { fields: fieldErrors(parsed.error.issues) });
  const { audience, subject, body: text, sendAt } = parsed.data;
  const normalised = normaliseAudience(audience);
  assertSeatWordsFit(normalised);
  const noPlaces = !normalised.invitation && audienceReachesNonHolders(normalised.approval);
  const fields: Record<string, FieldErrorCode> = {};
  // Only the languages someone in the audience reads are required.
  const needed: readonly Locale[] = audience.locales?.length ? audience.locales : LOCALES;
  for (const [name, value] of [
    ['subject', subject],
    ['body', text],
  ] as const) {
    for (const locale of LOCALES) {
      const key = `${name}.${locale}`;
      if (unknownPlaceholders(value[locale]).length > 0) fields[key] = 'unknown_placeholder';
      else if (normalised.invitation && notForInvitees(value[locale])) fields[key] = 'not_for_invitees';
      else if (!normalised.invitation && onlyForInvitees(value[locale])) fields[key] = 'invitees_only';
      else if (noPlaces && notForStatus(value[locale])) fields[key] = 'not_for_status';
      else if (name === 'subject' && hasControlCharacters(value[locale])) fields[key] = 'control_characters';
      else if (needed.includes(locale) && value[locale] === '') fields[key] = 'required';
    }
  }
  if (Object.keys(fields).length > 0) throw new AppError('validation', { fields });
  return {
    audience: normalised,
    subject,
    body: text,
    ...(sendAt ? { sendAt: new Date(sendAt).toISOString() } : {}),
  };
}

/** `?registrantId=` or `{registrantId}`: a positive whole number, or null when absent. */
export function parseRegistrantId(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0)
    throw new AppError('validation', { fields: { registrantId: 'invalid_choice' } });
  return id;
}

/** `:id` of a message: anything else is a message that does not exist. */
export function parseMessageId(value: string | undefined): number {
  const id = Number(value);
  if (!/^[1-9][0-9]{0,9}$/.test(value ?? '') || !Number.isSafeInteger(id)) throw new AppError('not_found');
  return id;
}
