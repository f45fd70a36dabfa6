import type { RegistrationStatus } from './approval';
/**
 * Seats per session and the waiting list (docs/api.md, "Capacity and the waiting list"): what the
 * public form, the manage page, the e-mails and the admin read about a registrant's place in a
 * session, and the words for it in both languages.
 */
import { EDITION } from './edition/edition';
import type { Locale } from './locale';
import type { SessionCode } from './sessionCodes';

/**
 * A registrant's place in one chosen session: a seat, a seat offered from the waiting list (held
 * until `offerExpiresAt`), a place on the waiting list, or an offer that lapsed unclaimed. The
 * fifth state, `left`, is no place at all: the session was dropped (or its list left).
 */
export const SEAT_STATUSES = ['seated', 'offered', 'waiting', 'expired'] as const;
export type SeatStatus = (typeof SEAT_STATUSES)[number];

export interface SeatState {
  status: SeatStatus;
  /** Waiting list only: 1 for the next person to be offered a seat. */
  number?: number;
  /** Offers only: ISO-8601 UTC. */
  offerExpiresAt?: string;
}

export type SeatStates = Partial<Record<SessionCode, SeatState>>;

/**
 * `GET /api/sessions`: one entry per session. `capacity` null is unlimited; `seated` counts only
 * seated people, `offered` the seats held by open offers; the capacity is taken by both.
 */
export interface SessionAvailability {
  code: SessionCode;
  capacity: number | null;
  seated: number;
  offered: number;
  waiting: number;
  full: boolean;
}

/** The organiser's view of a session (`GET /api/admin/sessions`). */
export interface SessionSeatsSummary extends SessionAvailability {
  /** Offers that ran out unclaimed (those people are neither seated nor waiting). */
  expired: number;
  /** The edition file's default, shown beside a capacity the manager changed. */
  defaultCapacity: number | null;
  /** People checked in on the session's day who chose it. */
  checkedIn: number;
}

/** `POST /api/user` answer. */
export interface RegistrationResult {
  id: number;
  /** `pending`: the registration waits for a manager and holds no seat yet (seated and waiting empty). */
  status: RegistrationStatus;
  seated: SessionCode[];
  waiting: SessionCode[];
}

/** `GET /api/admin/stats`. */
export interface RegistrationStats {
  /** Korea-time days with at least one registration, in order, with the running total. */
  perDay: Array<{ date: string; count: number; cumulative: number }>;
  byBiztype: Array<{ biztype: number; count: number }>;
  /**
   * "How did you hear about us?" by choice: every choice's key of the edition in its order, 0
   * included (free text from before the choices counts as `other`).
   */
  byAbout: Array<{ about: string; count: number }>;
  /**
   * Registrations by approval status, every status listed (0 included). The per-day, business
   * type and "how did you hear" figures count every registration received; the sessions' figures
   * count places, which only approved registrations hold.
   */
  byStatus: Array<{ status: RegistrationStatus; count: number }>;
  sessions: SessionSeatsSummary[];
}

/** The edition file's capacity of a session, null when it gives none (unlimited). */
export function defaultCapacity(code: SessionCode): number | null {
  return EDITION.sessions.find((session) => session.code === code)?.capacity ?? null;
}

export const SEAT_WORDS: Record<
  Locale,
  {
    seated: string;
    offered: string;
    waiting: (n: number) => string;
    expired: string;
    full: string;
    /** Session cell of the admin table and export. */
    waitingCell: string;
  }
> = {
  en: {
    seated: 'confirmed',
    offered: 'seat offered - please claim it',
    waiting: (n) => `waiting list, number ${n}`,
    expired: 'seat offer expired',
    full: 'Full - join the waiting list',
    waitingCell: 'waiting',
  },
  ko: {
    seated: '확정',
    offered: '좌석 제안 - 확정해 주세요',
    waiting: (n) => `대기자 명단, ${n}번`,
    expired: '좌석 제안 기한 만료',
    full: '마감 - 대기자 명단 등록',
    waitingCell: '대기',
  },
};

/** One session's status as the confirmation and the manage page say it. */
export function seatStateText(state: SeatState, locale: Locale): string {
  const words = SEAT_WORDS[locale];
  if (state.status === 'waiting') return words.waiting(state.number ?? 0);
  return words[state.status];
}
