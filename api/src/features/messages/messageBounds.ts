/**
 * What bounds a message's work: its text for each recipient,
 * placeholders filled, is at most MESSAGE_TEXT_LIMIT_BYTES (a `{sessions}` repeated 500 times
 * would otherwise make megabytes per mail and never leave "sending"); and a message that cannot
 * be queued says why, by a code that names the error without quoting it.
 */
import { LOCALES, type Locale, MESSAGE_TEXT_LIMIT_BYTES, manageUrl } from '@forum/shared';
import { isDatabaseUnavailable } from '../../db/unavailable';
import { AppError } from '../../errors';
import { newManageToken, unlinkable } from '../mail';
import { type MessagePerson, type MessageTexts, filledMessage } from './messageMail';

function tooLong(locale: Locale): AppError {
  return new AppError('validation', { fields: { [`body.${locale}`]: 'message_too_long' } });
}

/**
 * Refuses (`400 validation`, `message_too_long` on the body the recipient would read) a message
 * whose subject and body for any of `recipients` would be over the limit. `{manageLink}` counts as
 * long as a real link.
 *
 * Filling the text for each of 100,000 recipients takes seconds (their `{sessions}` lines), so the
 * recipients are grouped by what `{sessions}` reads (language, sessions, seat states, a check-in
 * code): one text per group with the group's longest name and company is an upper bound for all
 * of them, and only a group whose bound is over the limit is checked person by person.
 */
export function assertMessageFits(texts: MessageTexts, recipients: readonly MessagePerson[], siteUrl: string): void {
  const token = newManageToken();
  const links = Object.fromEntries(LOCALES.map((locale) => [locale, manageUrl(siteUrl, token, locale)])) as Record<
    Locale,
    string
  >;
  const over = (registrant: MessagePerson) => {
    const link = links[registrant.locale];
    // An invitation link is as long as a manage link (the same token in a path as short).
    const { subject, body } = filledMessage(texts, registrant, { manageLink: link, inviteLink: link }, siteUrl);
    return Buffer.byteLength(subject) + Buffer.byteLength(body) > MESSAGE_TEXT_LIMIT_BYTES;
  };
  const refuse = (registrant: MessagePerson): never => {
    const locale = texts.body[registrant.locale] ? registrant.locale : registrant.locale === 'en' ? 'ko' : 'en';
    throw tooLong(locale);
  };
  // Only text with a character unlinkable marks grows; the rest is as long as it is.
  const length = (text: string) => (/[.@:]/.test(text) ? Buffer.byteLength(unlinkable(text)) : Buffer.byteLength(text));
  const groups = new Map<
    string,
    { members: MessagePerson[]; name: string; nameLength: number; company: string; companyLength: number }
  >();
  for (const registrant of recipients) {
    const seats = (registrant as { seats?: unknown }).seats;
    const key = `${registrant.locale}|${registrant.sessions.join()}|${seats ? JSON.stringify(seats) : ''}|${registrant.checkinCode ? 1 : 0}`;
    const nameLength = length(registrant.name);
    const companyLength = length(registrant.company);
    const group = groups.get(key);
    if (!group) {
      groups.set(key, {
        members: [registrant],
        name: registrant.name,
        nameLength,
        company: registrant.company,
        companyLength,
      });
      continue;
    }
    group.members.push(registrant);
    if (nameLength > group.nameLength) Object.assign(group, { name: registrant.name, nameLength });
    if (companyLength > group.companyLength) Object.assign(group, { company: registrant.company, companyLength });
  }
  for (const { members, name, company } of groups.values()) {
    const first = members[0]!;
    if (!over({ ...first, name, company })) continue;
    for (const registrant of members) if (over(registrant)) refuse(registrant);
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
