// zod/mini: the same schemas as zod's chaining API, built from functions a bundler can leave out
// when unused, so the registration form's code in the browser carries only the checks it uses.
import * as z from 'zod/mini';
import { ATTEND_VALUES, type SessionCode, isSessionCode, parseAttendext, sortSessionCodes } from './sessions';
import type { FieldErrorCode } from './errors';
import { isFieldErrorCode } from './errors';
import { HEARD_FROM_OTHER, HEARD_FROM_OTHER_LIMIT, isHeardFromKey } from './heardFrom';

/** Longest accepted value of each text field, in characters after trimming. */
export const FIELD_LIMITS = {
  company: 100,
  name: 60,
  title: 60,
  email: 254,
  phone: 30,
  /** The words of "Other" in "How did you hear about us?" (`about` itself is a choice's key). */
  aboutOther: HEARD_FROM_OTHER_LIMIT,
} as const;

/**
 * The order the form checks fields in (the original site's order, consent last). The first field
 * in this order that fails is the one whose message is shown and which receives focus.
 */
export const REGISTRATION_FIELD_ORDER = [
  'company',
  'name',
  'title',
  'email',
  'phone',
  'businessType',
  'sessions',
  'about',
  'aboutOther',
  'consent',
] as const;
/** Form fields, plus `attend`: a legacy field the current form never shows but clients may send. */
export type RegistrationField = (typeof REGISTRATION_FIELD_ORDER)[number] | 'attend';

/**
 * A hidden form field that people never see and bots fill in. A registration with it filled is
 * answered like a success and not stored.
 */
export const HONEYPOT_FIELD = 'fax_extension';

// Digits, spaces, `+ - ( )` and dots (010.1234.5678 is a common Korean way of writing a number).
const PHONE_PATTERN = /^[0-9+\-(). ]+$/;
const PHONE_MIN_DIGITS = 4;

/**
 * Control characters (C0, DEL and C1) other than tab and line feed. They are invisible in a form
 * and in the admin list, and a NUL byte truncates text in some spreadsheet and C-based tools, so
 * they are refused rather than stored.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;
/**
 * Unicode format characters (category Cf): bidi overrides and isolates, zero-width spaces and
 * joiners, the BOM. Invisible, they make one name look like another or reorder what follows it
 * in the admin list, a mail or the spreadsheet; refused in every field.
 */
const FORMAT_CHARACTER = /\p{Cf}/u;
/**
 * The joiners inside emoji sequences (👩‍💻 is woman, zero-width joiner, laptop; 👨🏽‍💻 has a skin
 * tone before the joiner; 🏳️‍🌈 a variation selector): a joiner between two pictographs is part of
 * the emoji people typed, not an invisible trick, so it is taken out before the format-character
 * check. A joiner anywhere else (between letters, at an end, next to a space) is still refused.
 * Variation selectors are marks (Mn), not format characters, and pass as they are.
 */
const EMOJI_JOINER = /(?<=\p{Extended_Pictographic}[\uFE0F\p{Emoji_Modifier}]?)\u200D(?=\p{Extended_Pictographic})/gu;
/** A subdivision flag (🏴󠁧󠁢󠁳󠁣󠁴󠁿: black flag, tag letters, cancel tag): its tags are invisible format characters too. */
const EMOJI_FLAG_TAGS = /(?<=\u{1F3F4})[\u{E0020}-\u{E007E}]+\u{E007F}/gu;
/**
 * Tab, line feed and the Unicode line and paragraph separators: a one-line field holding one
 * would shape the lines of the e-mail and the columns of a tab-separated paste.
 */
const LINE_BREAK_OR_TAB = /[\t\n\u2028\u2029]/;

/**
 * Whether text holds characters the forms refuse. `multiline`: a free-text field (`about`), where
 * tabs and line feeds are the visitor's own layout.
 */
export function hasControlCharacters(value: string, options: { multiline?: boolean } = {}): boolean {
  return (
    CONTROL_CHARACTER.test(value) ||
    FORMAT_CHARACTER.test(value.replace(EMOJI_JOINER, '').replace(EMOJI_FLAG_TAGS, '')) ||
    (!options.multiline && LINE_BREAK_OR_TAB.test(value))
  );
}

// Issue messages carry field error codes, not prose: clients translate codes (see errors.ts).
// Checked before trimming: trimming would quietly drop a BOM or a trailing line feed that the
// visitor never meant to send, and the refusal tells them.
function requiredText(max: number, options: { multiline?: boolean } = {}) {
  return z.string({ error: 'required' }).check(
    z.refine((value: string) => !hasControlCharacters(value, options), { error: 'control_characters', abort: true }),
    z.trim(),
    z.minLength(1, { error: 'required' }),
    z.maxLength(max, { error: 'too_long' }),
  );
}

/**
 * Zod's practical e-mail rule (an ASCII local part), with internationalised domain names allowed:
 * user@한국.kr, user@예시.한국, and their punycode form (user@xn--3e0b707e.kr).
 */
const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[\p{L}\p{N}][\p{L}\p{M}\p{N}-]*\.)+(?:\p{L}[\p{L}\p{M}]+|xn--[A-Za-z0-9-]+)$/u;

const emailSchema = z.pipe(
  requiredText(FIELD_LIMITS.email),
  z.email({ pattern: EMAIL_PATTERN, error: 'invalid_email' }),
);

const phoneSchema = requiredText(FIELD_LIMITS.phone).check(
  z.regex(PHONE_PATTERN, { error: 'invalid_phone' }),
  z.refine((value: string) => value.replace(/\D/g, '').length >= PHONE_MIN_DIGITS, { error: 'invalid_phone' }),
);

// The original form posted the radio value as a string; JSON clients send a number.
const businessTypeSchema = z.pipe(
  z.transform((value: unknown) => {
    if (value === undefined || value === null) return undefined;
    if (typeof value === 'string') {
      const trimmed = value.trim();
      if (trimmed === '') return undefined;
      return /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
    }
    return value;
  }),
  z
    .int({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid_choice') })
    .check(z.gte(1, { error: 'invalid_choice' }), z.lte(6, { error: 'invalid_choice' })),
);

// Accepts the array form and the legacy pipe string `"day11|day13|"`.
const sessionsSchema = z.pipe(
  z.transform((value: unknown) => {
    if (value === undefined || value === null) return [];
    if (typeof value === 'string') return parseAttendext(value);
    return value;
  }),
  z.pipe(
    z
      // Checked against the current edition's codes when parsed (a publish changes them), not when built.
      .array(z.string({ error: 'invalid_session' }).check(z.refine(isSessionCode, { error: 'invalid_session' })), {
        error: 'invalid_session',
      })
      .check(z.minLength(1, { error: 'session_required' })),
    z.transform((codes: string[]) => sortSessionCodes(codes as SessionCode[])),
  ),
);

// `codes`: the sessions of the edition a page was rendered for (the browser's form).
function sessionsSchemaFor(codes: readonly [SessionCode, ...SessionCode[]]) {
  return z.pipe(
    z.transform((value: unknown) => {
      if (value === undefined || value === null) return [];
      if (typeof value === 'string') return parseAttendext(value);
      return value;
    }),
    z.pipe(
      z
        .array(z.enum(codes, { error: 'invalid_session' }), { error: 'invalid_session' })
        .check(z.minLength(1, { error: 'session_required' })),
      z.transform((chosen: SessionCode[]) => codes.filter((code) => chosen.includes(code))),
    ),
  );
}

export const registrationSchema = z.object({
  company: requiredText(FIELD_LIMITS.company),
  name: requiredText(FIELD_LIMITS.name),
  title: requiredText(FIELD_LIMITS.title),
  email: emailSchema,
  phone: phoneSchema,
  businessType: businessTypeSchema,
  attend: z.pipe(
    z.transform((value: unknown) => value ?? ''),
    z.enum(ATTEND_VALUES, { error: 'invalid_choice' }),
  ),
  sessions: sessionsSchema,
  // One of the edition's choices, by its key; the person's own words only for `other`.
  about: z.string({ error: 'required' }).check(
    z.trim(),
    z.minLength(1, { error: 'required' }),
    z.refine((value: string) => isHeardFromKey(value), { error: 'invalid_choice' }),
  ),
  aboutOther: z.pipe(
    z.transform((value: unknown) => value ?? ''),
    z.string({ error: 'invalid_choice' }).check(
      z.refine((value: string) => !hasControlCharacters(value), { error: 'control_characters', abort: true }),
      z.trim(),
      z.maxLength(FIELD_LIMITS.aboutOther, { error: 'too_long' }),
    ),
  ),
  consent: z.literal(true, { error: 'consent_required' }),
  locale: z.catch(z.enum(['en', 'ko']), 'en'),
});

/** What a client sends (before trimming and normalising). */
export type RegistrationRequest = z.input<typeof registrationSchema>;
/** What the API stores: trimmed, codes checked and in canonical order. */
export type Registration = z.output<typeof registrationSchema>;

export type FieldErrors = Partial<Record<RegistrationField, FieldErrorCode>>;

export type RegistrationValidation =
  { ok: true; value: Registration } | { ok: false; fields: FieldErrors; firstField: RegistrationField | undefined };

const FIELD_SET: ReadonlySet<string> = new Set([...REGISTRATION_FIELD_ORDER, 'attend']);

function isRegistrationField(value: unknown): value is RegistrationField {
  return typeof value === 'string' && FIELD_SET.has(value);
}

/**
 * Validates a registration and reports one code per failing field, plus the first in form order.
 * `sessionCodes`: the edition the form was rendered for, when it is not the compiled-in one (a page
 * the server rendered for a newly published edition).
 */
export function validateRegistration(
  input: unknown,
  sessionCodes?: readonly [SessionCode, ...SessionCode[]],
): RegistrationValidation {
  const schema = sessionCodes
    ? z.extend(registrationSchema, { sessions: sessionsSchemaFor(sessionCodes) })
    : registrationSchema;
  const result = schema.safeParse(input);
  // Words beside a choice other than `other` say nothing: they are not kept.
  if (result.success)
    return {
      ok: true,
      value: { ...result.data, aboutOther: result.data.about === HEARD_FROM_OTHER ? result.data.aboutOther : '' },
    };

  const fields: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (!isRegistrationField(field) || fields[field]) continue;
    fields[field] = isFieldErrorCode(issue.message) ? issue.message : 'required';
  }
  // A body that is not an object at all fails on the root: every field is missing.
  if (Object.keys(fields).length === 0) {
    for (const field of REGISTRATION_FIELD_ORDER) {
      fields[field] = field === 'consent' ? 'consent_required' : 'required';
    }
  }
  const firstField: RegistrationField | undefined =
    REGISTRATION_FIELD_ORDER.find((field) => fields[field] !== undefined) ?? (fields.attend ? 'attend' : undefined);
  return { ok: false, fields, firstField };
}

/** The normalised form of an e-mail used to detect a second registration by the same person. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
