/**
 * The desk's inputs: `{code, day, desk}` of a check-in, the day of an undo, the `day`/`desk` a
 * walk-in adds to the registration form, and a roster's `since`. A code is never refused for its
 * shape (a scanned foreign QR is "unknown", 404): it is only required to be text.
 */
import {
  DESK_MAX_LENGTH,
  type FieldErrorCode,
  type ForumDay,
  hasControlCharacters,
  normaliseCheckinCode,
} from '@forum/shared';
import { z } from 'zod';
import { AppError } from '../../errors';

const daySchema = z.custom<ForumDay>((value) => value === 1 || value === 2, {
  error: (issue) => (issue.input === undefined ? 'required' : 'invalid_choice'),
});

const deskSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(DESK_MAX_LENGTH, { error: 'too_long' })
  .refine((value) => !hasControlCharacters(value), { error: 'control_characters' });

const placeSchema = z.object({ day: daySchema, desk: deskSchema });
const checkinSchema = placeSchema.extend({
  code: z.string({ error: 'required' }).trim().min(1, { error: 'required' }),
});

const FIELD_CODES: ReadonlySet<string> = new Set<FieldErrorCode>([
  'required',
  'too_long',
  'invalid_choice',
  'control_characters',
]);

/** One code per failing field; a body that is not an object misses every field. */
function fieldErrors(issues: readonly z.core.$ZodIssue[], fields: readonly string[]): Record<string, FieldErrorCode> {
  const errors: Record<string, FieldErrorCode> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || !fields.includes(field) || errors[field]) continue;
    errors[field] = FIELD_CODES.has(issue.message) ? (issue.message as FieldErrorCode) : 'required';
  }
  if (Object.keys(errors).length === 0) for (const field of fields) errors[field] = 'required';
  return errors;
}

export function parseCheckinRequest(body: unknown): { code: string | null; day: ForumDay; desk: string } {
  const parsed = checkinSchema.safeParse(body);
  if (!parsed.success)
    throw new AppError('validation', { fields: fieldErrors(parsed.error.issues, ['code', 'day', 'desk']) });
  return { code: normaliseCheckinCode(parsed.data.code), day: parsed.data.day, desk: parsed.data.desk };
}

/** A walk-in's `day` and `desk`: field errors to merge with the registration form's, or the values. */
export function parsePlace(
  body: unknown,
): { ok: true; day: ForumDay; desk: string } | { ok: false; fields: Record<string, FieldErrorCode> } {
  const parsed = placeSchema.safeParse(body);
  if (parsed.success) return { ok: true, ...parsed.data };
  return { ok: false, fields: fieldErrors(parsed.error.issues, ['day', 'desk']) };
}

/** `:day` of `DELETE /api/checkin/:code/:day`. */
export function parseDayParam(raw: string | undefined): ForumDay {
  if (raw === '1' || raw === '2') return Number(raw) as ForumDay;
  throw new AppError('validation', { fields: { day: 'invalid_choice' } });
}

/** `?since=` of the roster: an ISO-8601 instant (the previous answer's `asOf`), or absent. */
export function parseSince(raw: unknown): Date | null {
  if (raw === undefined) return null;
  const time = typeof raw === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(raw) ? Date.parse(raw) : NaN;
  if (!Number.isFinite(time)) throw new AppError('validation', { fields: { since: 'invalid_choice' } });
  return new Date(time);
}
