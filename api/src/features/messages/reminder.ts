/**
 * The automatic reminder: the day before each forum day at 10:00 Korea time, everyone seated in
 * that day's sessions gets those sessions (date, time, room), the venue and their check-in QR code,
 * in their language. Each day's reminder is an ordinary scheduled message (kind `reminder`), so the
 * Messages screen lists it, a manager can preview it or turn it off, and it goes through the same
 * outbox, pacing and delivery log as any other message.
 */
import {
  EDITION,
  FORUM_DAYS,
  type ForumDay,
  type MessageAudience,
  SESSIONS,
  type SessionCode,
  formatLongDate,
  koreaDayStart,
} from '@forum/shared';
import { MESSAGE_TEXT } from './messageText';

/** Korea has no daylight saving: 10:00 there is 01:00 UTC. */
const REMINDER_HOUR_KOREA = 10;

export interface ReminderDefinition {
  day: ForumDay;
  sendAt: Date;
  audience: MessageAudience;
  subject: { en: string; ko: string };
  body: { en: string; ko: string };
}

export function daySessions(day: ForumDay): SessionCode[] {
  return SESSIONS.filter((session) => session.day === day).map((session) => session.code);
}

/** 10:00 Korea time on the day before `isoDate` (a `YYYY-MM-DD` in Korea). */
export function dayBeforeAtTen(isoDate: string): Date {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day - 1, REMINDER_HOUR_KOREA - 9));
}

/**
 * A reminder says "see you tomorrow": from 00:00 Korea time on its forum day that is no longer
 * true, so from then it is never sent, whoever asks and however late the dispatcher gets to it.
 */
export function reminderDayHasBegun(day: ForumDay, now: Date): boolean {
  return koreaDayStart(EDITION.days[day]).getTime() <= now.getTime();
}

export function reminderDefinitions(): ReminderDefinition[] {
  return FORUM_DAYS.map((day) => {
    const date = EDITION.days[day];
    const venue = (locale: 'en' | 'ko') => `${EDITION.venue[locale].name}, ${EDITION.venue[locale].address}`;
    return {
      day,
      sendAt: dayBeforeAtTen(date),
      audience: { sessions: daySessions(day), status: ['seated'] },
      subject: {
        en: MESSAGE_TEXT.en.reminder.subject(EDITION.name.en),
        ko: MESSAGE_TEXT.ko.reminder.subject(EDITION.name.ko),
      },
      body: {
        en: MESSAGE_TEXT.en.reminder.body(EDITION.name.en, formatLongDate(date, 'en'), venue('en')),
        ko: MESSAGE_TEXT.ko.reminder.body(EDITION.name.ko, formatLongDate(date, 'ko'), venue('ko')),
      },
    };
  });
}
