/**
 * The one-to-one meeting messages: a request to answer (with a link to the manage page, where the
 * receiver accepts or declines), a booked or moved meeting (with its `.ics`), and a cancelled one
 * (`METHOD:CANCEL`). Calendar UIDs follow the confirmation's rules: one stable UID per meeting,
 * SEQUENCE raised by every move and by the cancel.
 */
import { TZDate } from '@date-fns/tz';
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import {
  EDITION,
  escapeHtml,
  EDITION_TIME_ZONE,
  EDITION_UTC_OFFSET,
  MEETING_ROLE_WORDS,
  formatLongDate,
  mailSubject,
} from '@forum/shared';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { calendarParameterValue } from './calendar';
import { MAIL_COLORS, mailDocument, paragraphHtml, smallPrintHtml, textWithFooter } from './mailLayout';
import { MAIL_TEXT } from './mailText';
import type {
  MailAttachment,
  MeetingMailKind,
  MeetingMailPart,
  RegistrationMailModel,
  RenderedMail,
} from './mailTypes';
import { unlinkable } from './unlinkable';

export type { MeetingMailKind, MeetingMailPart } from './mailTypes';

/** A line of the message: words, or a link the forum itself writes (the only kind that is linked). */
type Line = string | { link: string };

function uidDomain(siteUrl: string): string {
  return new URL(siteUrl).hostname || 'localhost';
}

/** Stable per meeting: a move updates the event already in a calendar, a cancel removes it. */
export function meetingEventUid(meetingId: number, domain: string): string {
  return `forum${EDITION.year}-meeting${meetingId}@${domain}`;
}

function dateOfDay(day: number): string {
  return EDITION.days[day === 2 ? 2 : 1];
}

function instant(day: number, time: string): TZDate {
  return new TZDate(new Date(`${dateOfDay(day)}T${time}:00${EDITION_UTC_OFFSET}`).getTime(), EDITION_TIME_ZONE);
}

function meetingCalendar(model: RegistrationMailModel, meeting: MeetingMailPart, cancel: boolean): MailAttachment {
  const { registrant } = model;
  const locale = registrant.locale;
  const slot = meeting.slot!;
  const venue = EDITION.venue[locale];
  const other = `${meeting.other.organisation} (${MEETING_ROLE_WORDS[locale][meeting.other.role]})`;
  const calendar = ical({
    prodId: { company: 'Global Investors Forum', product: 'Meetings', language: locale === 'ko' ? 'KO' : 'EN' },
    method: cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  calendar.createEvent({
    id: meetingEventUid(meeting.id, uidDomain(model.siteUrl)),
    sequence: meeting.revision ?? 0,
    stamp: model.now,
    start: instant(slot.day, slot.start),
    end: instant(slot.day, slot.end),
    timezone: EDITION_TIME_ZONE,
    summary: `${EDITION.name[locale]}: ${MAIL_TEXT[locale].meeting.summary(other)}`,
    location: `${MAIL_TEXT[locale].meeting.table(slot.table)}, ${venue.name}, ${venue.address}`,
    ...(model.manageUrl ? { description: model.manageUrl, url: model.manageUrl } : {}),
    status: cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { ...model.organizer, name: calendarParameterValue(model.organizer.name) },
    attendees: [
      {
        email: registrant.email,
        name: calendarParameterValue(registrant.name),
        role: ICalAttendeeRole.REQ,
        rsvp: false,
        status: cancel ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
      },
    ],
  });
  const method = cancel ? 'CANCEL' : 'REQUEST';
  return {
    filename: cancel ? 'meeting-cancel.ics' : 'meeting.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: calendar.toString(),
  };
}

export function renderMeetingMail(model: RegistrationMailModel & { kind: MeetingMailKind }): RenderedMail {
  const meeting = model.meeting;
  if (!meeting) throw new Error('a meeting message without its meeting');
  const locale = model.registrant.locale;
  const t = MAIL_TEXT[locale].meeting;
  const forum = EDITION.name[locale];
  // What the other person and this one typed is never a link (see unlinkable).
  const other = `${unlinkable(meeting.other.organisation)} (${MEETING_ROLE_WORDS[locale][meeting.other.role]})`;
  const slot = meeting.slot;
  const when = slot
    ? `${formatLongDate(dateOfDay(slot.day), locale)} ${slot.start}-${slot.end} (${t.koreaTime}), ${t.table(slot.table)}`
    : null;
  const blocks: Line[][] = [
    [t.greeting(unlinkable(model.registrant.name))],
    [t.body[model.kind](other)],
    ...(meeting.note ? [[`${t.note}:`, unlinkable(meeting.note)]] : []),
    ...(when ? [[`${t.when}: ${when}`]] : []),
    ...(model.manageUrl ? [[`${t.manage}:`, { link: model.manageUrl }]] : []),
  ];
  const footer: Line[] = [`${model.contactEmail} · ${model.contactPhone}`, { link: model.siteUrl }];
  const plain = (line: Line) => (typeof line === 'string' ? line : line.link);
  const asText = (lines: Line[]) => lines.map(plain).join('\n');
  // The contact and the site close the message, as the small print under the layout's rule.
  const text = textWithFooter(blocks.map(asText).join('\n\n'), [asText(footer)]);
  const lineHtml = (line: Line) =>
    typeof line === 'string'
      ? escapeHtml(line).replace(/\n/g, '<br>')
      : `<a href="${escapeHtml(line.link)}" style="color:${MAIL_COLORS.accent};">${escapeHtml(line.link)}</a>`;
  const subject = mailSubject(locale, EDITION.year, t.subject[model.kind](forum));
  const html = mailDocument({
    locale,
    title: subject,
    brand: forum,
    body: blocks.map((lines) => paragraphHtml(lines.map(lineHtml).join('<br>'))).join('\n'),
    footer: smallPrintHtml(footer.map(lineHtml).join('<br>'), true),
  });
  const attachments =
    slot && model.kind !== 'meeting_request' ? [meetingCalendar(model, meeting, model.kind === 'meeting_cancel')] : [];
  return { subject, text, html, attachments };
}
