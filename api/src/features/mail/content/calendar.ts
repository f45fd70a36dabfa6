/**
 * The calendar file of a registrant e-mail (iTIP over e-mail, RFC 6047): one VEVENT per session,
 * in Asia/Seoul time with its VTIMEZONE, UIDs that stay the same for a registrant and session so a
 * changed registration updates the events already in a calendar (higher SEQUENCE) and a cancelled
 * one removes them (METHOD:CANCEL).
 */
import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { EDITION, EDITION_TIME_ZONE, type Locale, scheduleOf, type SessionCode, sessionInstant } from '@forum/shared';
import { sessionName } from './sessionLines';

export interface CalendarRequest {
  method: 'REQUEST' | 'CANCEL';
  locale: Locale;
  registrantId: number;
  /** The registration's revision: 0 at registration, raised by every change and the cancel. */
  sequence: number;
  sessions: readonly SessionCode[];
  attendee: { name: string; email: string };
  organizer: { name: string; email: string };
  /** Host name the UIDs are scoped to (the site's). */
  uidDomain: string;
  manageUrl: string | null;
  now: Date;
}

let vtimezone: string | null | undefined;
/** The zone file is read from disk by the library; Korea's one rule never changes, so once is enough. */
function seoulTimezone(zone: string): string | null {
  if (vtimezone === undefined) vtimezone = getVtimezoneComponent(zone);
  return zone === EDITION_TIME_ZONE ? vtimezone : getVtimezoneComponent(zone);
}

/** Stable per registrant and session: the same event in every e-mail about this registration. */
export function sessionEventUid(registrantId: number, code: SessionCode, uidDomain: string): string {
  return `forum${EDITION.year}-registrant${registrantId}-${code}@${uidDomain}`;
}

/**
 * A parameter value (CN) for ical-generator, which quotes it but escapes `"` with a backslash:
 * RFC 5545 has no escapes inside a quoted parameter, so `CN="Jane \"JD\" Doe"` ends at the
 * second quote and calendar apps misread the rest of the line. RFC 6868's caret encoding is the
 * standard way to carry `"` (and `^`) in a parameter; `;`, `,` and `:` are safe inside the quotes.
 */
export function calendarParameterValue(value: string): string {
  return value.replace(/\^/g, '^^').replace(/"/g, "^'").replace(/\r?\n/g, '^n');
}

/**
 * The instant as a Seoul wall-clock time: with an event time zone, ical-generator writes a native
 * Date in the process's own zone, a TZDate in the zone it carries (`DTSTART;TZID=Asia/Seoul:…`).
 */
function seoulTime(instant: Date): TZDate {
  return new TZDate(instant.getTime(), EDITION_TIME_ZONE);
}

export function registrationCalendar(request: CalendarRequest): string {
  const { locale } = request;
  const cancel = request.method === 'CANCEL';
  const venue = EDITION.venue[locale];
  const calendar = ical({
    prodId: { company: 'Global Investors Forum', product: 'Registration', language: locale === 'ko' ? 'KO' : 'EN' },
    method: cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    // No calendar-wide zone (it would also write DTSTAMP in it, which must be UTC); the generator
    // adds the VTIMEZONE the events name.
    timezone: { name: null, generator: seoulTimezone },
  });
  for (const code of request.sessions) {
    const schedule = scheduleOf(code);
    calendar.createEvent({
      id: sessionEventUid(request.registrantId, code, request.uidDomain),
      sequence: request.sequence,
      stamp: request.now,
      start: seoulTime(sessionInstant(schedule, 'start')),
      end: seoulTime(sessionInstant(schedule, 'end')),
      timezone: EDITION_TIME_ZONE,
      summary: `${EDITION.name[locale]}: ${sessionName(code, locale)}`,
      location: `${schedule.room[locale]}, ${venue.name}, ${venue.address}`,
      ...(request.manageUrl ? { description: request.manageUrl, url: request.manageUrl } : {}),
      status: cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      organizer: { ...request.organizer, name: calendarParameterValue(request.organizer.name) },
      attendees: [
        {
          email: request.attendee.email,
          name: calendarParameterValue(request.attendee.name),
          role: ICalAttendeeRole.REQ,
          // Registered is registered: no accept/decline buttons that would mail the organisers.
          rsvp: false,
          status: cancel ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
        },
      ],
    });
  }
  return calendar.toString();
}
