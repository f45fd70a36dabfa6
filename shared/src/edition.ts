/**
 * The facts of this year's edition that the API needs as much as the site: its name, dates, venue
 * and when and where each registrable session takes place. The confirmation e-mail and its calendar
 * file are built from here. Language-neutral facts once; words per language beside them.
 */
import type { Locale } from './locale';
import type { SessionCode } from './sessions';

/** Every time below is Korea time; Korea has no daylight saving, so +09:00 is exact. */
export const EDITION_TIME_ZONE = 'Asia/Seoul';
export const EDITION_UTC_OFFSET = '+09:00';

export interface EditionVenue {
  name: string;
  address: string;
}

export interface SessionSchedule {
  day: 1 | 2;
  /** `YYYY-MM-DD` */
  date: string;
  /** `HH:MM`, Korea time */
  start: string;
  end: string;
  room: Record<Locale, string>;
}

export const EDITION = {
  year: 2025,
  name: { en: 'Global Investors Forum 2025', ko: '글로벌 투자자 포럼 2025' } satisfies Record<Locale, string>,
  /** Forum day number to its date. */
  days: { 1: '2025-09-22', 2: '2025-09-23' } as const,
  venue: {
    en: { name: 'Sample Hotel', address: 'Yeouido, Yeongdeungpo-gu, Seoul' },
    ko: { name: '샘플호텔', address: '서울 영등포구 여의도' },
  } satisfies Record<Locale, EditionVenue>,
} as const;

export const SESSION_SCHEDULE: Record<SessionCode, SessionSchedule> = {
  day11: { day: 1, date: '2025-09-22', start: '09:30', end: '11:30', room: { en: '5F Park Ballroom', ko: '5층 파크볼룸' } },
  day12: { day: 1, date: '2025-09-22', start: '14:00', end: '17:00', room: { en: '5F Park Ballroom', ko: '5층 파크볼룸' } },
  day13: { day: 1, date: '2025-09-22', start: '14:00', end: '17:00', room: { en: '3F Grand Ballroom', ko: '3층 그랜드볼룸' } },
  day21: { day: 2, date: '2025-09-23', start: '09:00', end: '12:00', room: { en: '5F Park Ballroom', ko: '5층 파크볼룸' } },
  day22: { day: 2, date: '2025-09-23', start: '14:00', end: '17:00', room: { en: '5F Park Ballroom', ko: '5층 파크볼룸' } },
  day23: { day: 2, date: '2025-09-23', start: '14:00', end: '17:00', room: { en: '6F Studio 8, 9, 10', ko: '6층 스튜디오 8, 9, 10' } },
};

/** The instant a session starts or ends, from its Korea date and time. */
export function sessionInstant(session: SessionSchedule, which: 'start' | 'end'): Date {
  return new Date(`${session.date}T${session[which]}:00${EDITION_UTC_OFFSET}`);
}
