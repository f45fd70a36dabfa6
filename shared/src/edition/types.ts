/**
 * The shape of one edition of the forum (edition.ts, programme.ts). Facts are language-neutral and
 * written once; anything a visitor reads is `Words`, both languages side by side.
 */
import type { ForumDay } from '../checkin';
import type { Locale } from '../locale';
import type { SessionCode } from '../sessionCodes';

export type Words = Record<Locale, string>;

export interface EditionVenue {
  name: string;
  /** Full postal form, for the e-mail and the calendar file. */
  address: string;
  /** Short form for headlines: 'Yeouido, Seoul' / '서울 여의도'. */
  area: string;
}

export interface EditionSession {
  /** Unique in its edition: the wire format of the registration form and the stored registrations. */
  code: SessionCode;
  day: ForumDay;
  /** `HH:MM`, Korea time */
  start: string;
  end: string;
  /** A key of `rooms`. */
  room: string;
  /** The session's name: the programme's title, the form's option after its date and time, the e-mail's. */
  title: Words;
  /**
   * The session's short title ('AI'): the admin columns, filters and spreadsheet headers show it after
   * the date and the session's number that day.
   */
  shortTitle: Words;
  /**
   * The seed's word for the session where it differs from the short title ('Oracle' for the second AI
   * session): organisers know the column by it, so the header keeps it in brackets, `AI (Oracle)`.
   */
  seedWord?: Words;
  /** Seats, by default (a manager may change it in the admin's Sessions screen); absent: unlimited. */
  capacity?: number;
  /**
   * `invitation`: only invitees may choose it (through their invitation link); the public form does
   * not show it and the API refuses it without an invitation. Absent: open to everyone.
   */
  access?: 'invitation';
}

/** One answer to "How did you hear about us?": a stable key (stored with registrations) and its words. */
export interface HeardFromChoice {
  key: string;
  words: Words;
}

export interface Edition {
  year: number;
  /**
   * `YYYY-MM-DD`: the last day (Korea) this edition's personal data is kept, as its consent notice
   * and mails promised; the purge removes this edition's records from the next day.
   */
  retentionUntil: string;
  name: Words;
  /** Forum day number to its date, `YYYY-MM-DD` (Korea). */
  days: Readonly<Record<ForumDay, string>>;
  venue: Readonly<Record<Locale, EditionVenue>>;
  /**
   * Defaults of the pre-registration window, ISO-8601 with offset; null means open from the start /
   * never closing. REGISTRATION_OPENS_AT / REGISTRATION_CLOSES_AT override them.
   */
  registrationWindow: { opensAt: string | null; closesAt: string | null };
  /** Defaults of CONTACT_EMAIL / CONTACT_PHONE. */
  contact: { email: string; phone: string };
  /** The admin export's file and sheet names: the seed's, kept from year to year. */
  export: { fileName: string; sheetName: string };
  /** Room names by key; sessions and programme items name a room by its key. */
  rooms: Readonly<Record<string, Words>>;
  /**
   * The registrable sessions, in column order (the seed's six first in 2025). Codes are this
   * edition's: a later edition may drop some and add others.
   */
  sessions: readonly EditionSession[];
  /**
   * The choices of "How did you hear about us?", in the form's order; `other` (the one with the
   * person's own words) is always offered. Absent: the defaults of heardFrom.ts.
   */
  heardFrom?: readonly HeardFromChoice[];
}

export interface EditionSpeaker {
  /** Photo: an uploaded picture's url (`/media/<hash>.<ext>`) or a file under site/public; none shows the placeholder silhouette. */
  image?: string;
  /** false marks the moderator. */
  panel: boolean;
  name: Words;
  title: Words;
  affiliation: Words;
  subject?: Words;
}

interface ProgrammeItemDetails {
  /** Co-host line under the title. */
  partner?: Words;
  note?: Words;
  topics?: Words[];
  panelTitle?: Words;
  speakers: EditionSpeaker[];
  /** Company names separated by ' / ' (line breaks kept); `counter` shows 'IR of N Companies :'. */
  companies?: { title?: Words; list: Words; counter: boolean };
}

/** A registrable session: its time, room and title come from `Edition.sessions`. */
export interface SessionProgrammeItem extends ProgrammeItemDetails {
  session: SessionCode;
}

/** Anything else on the programme (a workshop, the networking evening): time, room and title here. */
export interface OtherProgrammeItem extends ProgrammeItemDetails {
  start: string;
  end: string;
  room: string;
  title: Words;
}

export type ProgrammeItem = SessionProgrammeItem | OtherProgrammeItem;

export type EditionProgramme = Readonly<Record<ForumDay, readonly ProgrammeItem[]>>;
