/**
 * When and where each registrable session takes place, derived from the edition file: the
 * confirmation e-mail and its calendar file read it, the site's programme and form read the same
 * facts through their own views.
 */
import type { Locale } from '../locale';
import type { SessionCode } from '../sessionCodes';
import { EDITION, onEditionChange } from './edition';
import { editionSession, roomWords } from './lookup';
import type { Edition } from './types';

/** Every time in the edition is Korea time; Korea has no daylight saving, so +09:00 is exact. */
export const EDITION_TIME_ZONE = 'Asia/Seoul';
export const EDITION_UTC_OFFSET = '+09:00';

export interface SessionSchedule {
  day: 1 | 2;
  /** `YYYY-MM-DD` */
  date: string;
  /** `HH:MM`, Korea time */
  start: string;
  end: string;
  room: Record<Locale, string>;
}

export function sessionSchedule(edition: Edition): Record<SessionCode, SessionSchedule> {
  const entries = edition.sessions.map(({ code }) => {
    const session = editionSession(edition, code);
    const schedule: SessionSchedule = {
      day: session.day,
      date: edition.days[session.day],
      start: session.start,
      end: session.end,
      room: roomWords(edition, session.room),
    };
    return [code, schedule] as const;
  });
  return Object.fromEntries(entries) as Record<SessionCode, SessionSchedule>;
}

export let SESSION_SCHEDULE: Record<SessionCode, SessionSchedule> = /* @__PURE__ */ sessionSchedule(EDITION);
onEditionChange(() => {
  SESSION_SCHEDULE = sessionSchedule(EDITION);
});

/** The instant a session starts or ends, from its Korea date and time. */
export function sessionInstant(session: SessionSchedule, which: 'start' | 'end'): Date {
  return new Date(`${session.date}T${session[which]}:00${EDITION_UTC_OFFSET}`);
}

/** One session's schedule in `edition` (the current one by default); an unknown code is a caller's mistake. */
export function scheduleOf(code: SessionCode, edition: Edition = EDITION): SessionSchedule {
  const session = editionSession(edition, code);
  return {
    day: session.day,
    date: edition.days[session.day],
    start: session.start,
    end: session.end,
    room: roomWords(edition, session.room),
  };
}
