/**
 * What bounds a message's work (brief, "Hardening, second round"): its text for each recipient,
 * placeholders filled, is at most MESSAGE_TEXT_LIMIT_BYTES (a `{sessions}` repeated 500 times
 * would otherwise make megabytes per mail and never leave "sending"); and a message that cannot
 * be queued says why, by a code that names the error without quoting it.
 */
import { LOCALES, type Locale, MESSAGE_TEXT_LIMIT_BYTES, type Registrant, manageUrl } from '@forum/shared';
import { isDatabaseUnavailable } from '../../db/unavailable';
import { AppError } from '../../errors';
import { newManageToken } from '../mail';
import { type MessageTexts, filledMessage } from './messageMail';

function tooLong(locale: Locale): AppError {
  return new AppError(400, 'validation', { fields: { [`body.${locale}`]: 'message_too_long' } });
}

/**
 * Refuses (`400 validation`, `message_too_long` on the body the recipient would read) a message
 * whose subject and body for any of `recipients` would be over the limit. `{manageLink}` counts as
 * long as a real link.
 */
export function assertMessageFits(texts: MessageTexts, recipients: readonly Registrant[], siteUrl: string): void {
  const token = newManageToken();
  const links = Object.fromEntries(LOCALES.map((locale) => [locale, manageUrl(siteUrl, token, locale)])) as Record<
    Locale,
    string
  >;
  for (const registrant of recipients) {
    const { subject, body } = filledMessage(texts, registrant, links[registrant.locale]);
    if (Buffer.byteLength(subject) + Buffer.byteLength(body) > MESSAGE_TEXT_LIMIT_BYTES) {
      const locale = texts.body[registrant.locale] ? registrant.locale : registrant.locale === 'en' ? 'ko' : 'en';
      throw tooLong(locale);
    }
  }
}

/** One recipient's rendered text over the limit, found while queuing (the audience changed since it was sent). */
export function assertRenderedFits(text: { subject: string; text: string }, locale: Locale): void {
  if (Buffer.byteLength(text.subject) + Buffer.byteLength(text.text) > MESSAGE_TEXT_LIMIT_BYTES + 4096)
    throw tooLong(locale);
}

/**
 * The code a failure is known by, for the log and the admin: `message_too_long`, an API error's
 * code, a driver's (`ER_…`, `SQLITE_…`), or else the error's name. Never its message.
 */
export function errorCodeOf(error: unknown): string {
  if (error instanceof AppError) {
    const field = Object.values(error.options.fields ?? {})[0];
    return field ?? error.code;
  }
  const value = error as { code?: unknown; errno?: unknown; name?: unknown } | null;
  if (typeof value?.code === 'string' && value.code) return value.code;
  if (typeof value?.errno === 'number') return `errno_${value.errno}`;
  return typeof value?.name === 'string' && value.name ? value.name : 'unknown';
}

/** A failure that passes (the database away, a deadlock): the message waits for the next pass instead of failing. */
export function isPassingFailure(error: unknown): boolean {
  const code = errorCodeOf(error);
  return (
    isDatabaseUnavailable(error) ||
    code === 'ER_LOCK_DEADLOCK' ||
    code === 'ER_LOCK_WAIT_TIMEOUT' ||
    code.startsWith('SQLITE_BUSY')
  );
}

/** Thrown by queueDue when a message could not be queued and is now `failed`: the dispatcher logs it. */
export class MessageNotQueued extends Error {
  override name = 'MessageNotQueued';

  constructor(
    readonly messageId: number,
    readonly code: string,
  ) {
    super(`message ${messageId} could not be queued: ${code}`);
  }
}
