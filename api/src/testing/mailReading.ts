/**
 * Reading a delivered e-mail back in the tests: the manage link in it, and its calendar files
 * parsed with an iCalendar parser (ical.js), times resolved through the VTIMEZONE they carry.
 */
import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';

export interface CalendarEvent {
  uid: string;
  sequence: number;
  status: string;
  summary: string;
  /** TZID of DTSTART. */
  timezone: string;
  start: Date;
  end: Date;
  /** DTSTART as written, e.g. 2025-09-22T09:30:00 (Seoul wall time). */
  localStart: string;
}

export interface ParsedCalendar {
  method: string;
  events: CalendarEvent[];
}

export function parseCalendar(text: string): ParsedCalendar {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  }
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      sequence: event.sequence,
      status: String(component.getFirstPropertyValue('status')),
      summary: event.summary,
      timezone: String(component.getFirstProperty('dtstart')?.getParameter('tzid') ?? event.startDate.zone?.tzid ?? ''),
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
      localStart: event.startDate.toString(),
    };
  });
  return { method: String(calendar.getFirstPropertyValue('method')), events };
}

/** The calendar attachments of a message, by file name. */
export function calendarsIn(mail: ParsedMail): Record<string, ParsedCalendar> {
  const calendars: Record<string, ParsedCalendar> = {};
  for (const attachment of mail.attachments) {
    if (attachment.contentType === 'text/calendar')
      calendars[attachment.filename ?? ''] = parseCalendar(attachment.content.toString('utf8'));
  }
  return calendars;
}

/** The token of the manage link in the plain-text part, and the link's language. */
export function manageLinkIn(mail: ParsedMail): { url: string; token: string; locale: 'en' | 'ko' } | null {
  const match = /https?:\/\/\S+?\/(kor\/)?registration\/([A-Za-z0-9_-]+)/.exec(mail.text ?? '');
  if (!match) return null;
  return { url: match[0], token: match[2] ?? '', locale: match[1] ? 'ko' : 'en' };
}
