/**
 * A message's audience in words, the one way the composer, the message's page and the list say
 * it: "All approved registrants", or each filter that holds ("Session: Opening · Seat status: Seated ·
 * Language: Korean"). Also a first look at whether one registrant is in it (what the screen can
 * tell from the list: sessions, business type, language and registration date; seat status and
 * check-in are the server's to judge, and its preview says so).
 */
import {
  APPROVAL_FILTER_LABEL,
  type Locale,
  STATUS_WORDS,
  type MessageAudience,
  type MessageSummary,
  type Registrant,
  SESSIONS,
  audienceStatuses,
  businessTypeLabel,
  formatKoreaDateTime,
} from '@forum/shared';
import { MESSAGES_TEXT } from './messagesText';

/** No filter at all: every approved registration (the server's default, `audienceStatuses`). */
export function isEveryone(audience: MessageAudience): boolean {
  return Object.keys(audience).length === 0;
}

export function audienceInWords(audience: MessageAudience, locale: Locale): string {
  const t = MESSAGES_TEXT[locale];
  if (audience.invitation === 'not_registered') return t.inviteesNotRegistered;
  const parts: string[] = [];
  const list = (items: string[]) => items.join(locale === 'ko' ? ', ' : ' or ');
  if (audience.sessions?.length)
    parts.push(
      `${t.session}: ${list(audience.sessions.map((code) => SESSIONS.find((s) => s.code === code)?.column[locale] ?? code))}`,
    );
  if (audience.status?.length) parts.push(`${t.status}: ${list(audience.status.map((status) => t[status]))}`);
  if (audience.approval?.length)
    parts.push(
      `${APPROVAL_FILTER_LABEL[locale]}: ${list(audience.approval.map((status) => STATUS_WORDS[locale][status]))}`,
    );
  if (audience.biztypes?.length)
    parts.push(`${t.businessType}: ${list(audience.biztypes.map((code) => businessTypeLabel(code, locale)))}`);
  if (audience.locales?.length)
    parts.push(`${t.language}: ${list(audience.locales.map((code) => (code === 'ko' ? t.korean : t.english)))}`);
  if (audience.checkedIn)
    parts.push(
      audience.checkedIn.value ? t.checkedInOn(audience.checkedIn.day) : t.notCheckedInOn(audience.checkedIn.day),
    );
  if (audience.registeredAfter) parts.push(t.registeredAfterWords(formatKoreaDateTime(audience.registeredAfter)));
  return parts.length === 0 ? t.everyone : parts.join(' · ');
}

/** False when the list alone shows the person is outside the audience; true when it may hold them. */
export function mayBeInAudience(audience: MessageAudience, person: Registrant): boolean {
  // Invitees who have not registered: no registrant is one of them.
  if (audience.invitation) return false;
  // Approved only, unless the audience names the statuses it is for.
  if (!audienceStatuses(audience.approval).includes(person.status)) return false;
  if (audience.sessions?.length && !audience.sessions.some((code) => person.sessions.includes(code))) return false;
  if (audience.biztypes?.length && !audience.biztypes.includes(person.businessType)) return false;
  if (audience.locales?.length && !audience.locales.includes(person.locale)) return false;
  if (audience.registeredAfter && !(Date.parse(person.createdAt) > Date.parse(audience.registeredAfter))) return false;
  return true;
}

/**
 * Why a reminder did not go: it was turned off, or its time had already passed when the forum's
 * reminders were first set up (the server never sends one late). Null for anything else.
 */
export function reminderNotSentReason(message: MessageSummary, locale: Locale): string | null {
  if (message.kind !== 'reminder' || message.state !== 'cancelled') return null;
  const t = MESSAGES_TEXT[locale];
  const late = message.sendAt !== null && Date.parse(message.sendAt) <= Date.parse(message.createdAt);
  return late ? t.reminderTooLate(formatKoreaDateTime(message.sendAt ?? '')) : t.reminderTurnedOff;
}
