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
  type Locale,
  MEETING_ROLE_WORDS,
  formatLongDate,
} from '@forum/shared';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { calendarParameterValue } from './calendar';
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

interface Words {
  subject: Record<MeetingMailKind, (forum: string) => string>;
  greeting: (name: string) => string;
  body: Record<MeetingMailKind, (other: string) => string>;
  note: string;
  when: string;
  table: (table: number) => string;
  koreaTime: string;
  manage: string;
  summary: (other: string) => string;
}

const WORDS: Record<Locale, Words> = {
  en: {
    subject: {
      meeting_request: (forum) => `${forum}: a meeting request for you`,
      meeting: (forum) => `${forum}: your one-to-one meeting is booked`,
      meeting_cancel: (forum) => `${forum}: a one-to-one meeting was cancelled`,
    },
    greeting: (name) => `Dear ${name},`,
    body: {
      meeting_request: (other) =>
        `${other} would like to meet you at the forum. You can accept or decline the request on your registration page.`,
      meeting: (other) =>
        `Your one-to-one meeting with ${other} is booked. The calendar file adds it to your calendar.`,
      meeting_cancel: (other) =>
        `Your one-to-one meeting with ${other} was cancelled. The calendar file removes it from your calendar.`,
    },
    note: 'Their note',
    when: 'When',
    table: (table) => `Meeting table ${table}`,
    koreaTime: 'Korea time',
    manage: 'Your registration page (meetings)',
    summary: (other) => `Meeting: ${other}`,
  },
  ko: {
    subject: {
      meeting_request: (forum) => `[${forum}] 1:1 미팅 요청이 도착했습니다`,
      meeting: (forum) => `[${forum}] 1:1 미팅이 확정되었습니다`,
      meeting_cancel: (forum) => `[${forum}] 1:1 미팅이 취소되었습니다`,
    },
    greeting: (name) => `${name} 님, 안녕하세요.`,
    body: {
      meeting_request: (other) =>
        `${other}에서 포럼 현장에서의 1:1 미팅을 요청했습니다. 등록 확인 페이지에서 수락하거나 거절할 수 있습니다.`,
      meeting: (other) => `${other}과(와)의 1:1 미팅이 확정되었습니다. 첨부된 캘린더 파일로 일정에 추가할 수 있습니다.`,
      meeting_cancel: (other) =>
        `${other}과(와)의 1:1 미팅이 취소되었습니다. 첨부된 캘린더 파일로 일정에서 삭제됩니다.`,
    },
    note: '요청 메모',
    when: '일시',
    table: (table) => `미팅 테이블 ${table}번`,
    koreaTime: '한국 시간',
    manage: '등록 확인 페이지 (미팅)',
    summary: (other) => `1:1 미팅: ${other}`,
  },
};

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
    summary: `${EDITION.name[locale]}: ${WORDS[locale].summary(other)}`,
    location: `${WORDS[locale].table(slot.table)}, ${venue.name}, ${venue.address}`,
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
  const t = WORDS[locale];
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
    [`${model.contactEmail} · ${model.contactPhone}`, { link: model.siteUrl }],
  ];
  const plain = (line: Line) => (typeof line === 'string' ? line : line.link);
  const text = `${blocks.map((lines) => lines.map(plain).join('\n')).join('\n\n')}\n`;
  const lineHtml = (line: Line) =>
    typeof line === 'string'
      ? escapeHtml(line).replace(/\n/g, '<br>')
      : `<a href="${escapeHtml(line.link)}">${escapeHtml(line.link)}</a>`;
  const html =
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(t.subject[model.kind](forum))}</title></head>` +
    `<body style="font-family:sans-serif;line-height:1.6">` +
    blocks.map((lines) => `<p>${lines.map(lineHtml).join('<br>')}</p>`).join('') +
    `</body></html>`;
  const attachments =
    slot && model.kind !== 'meeting_request' ? [meetingCalendar(model, meeting, model.kind === 'meeting_cancel')] : [];
  return { subject: t.subject[model.kind](forum), text, html, attachments };
}
