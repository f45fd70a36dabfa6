/**
 * One registrant e-mail (confirmation, update, cancellation or a new link): its model, a snapshot of
 * everything the message says taken when it is queued, and the rendering of that model into
 * subject, plain text, HTML and calendar files.
 *
 * The outbox keeps the model (a few hundred bytes of JSON), and the sender renders it when it
 * delivers: the message is fixed when the registration commits, even if the registrant changes
 * again or is deleted (a cancellation is sent after the data is gone), while the registration's
 * request neither spends the calendar library's time nor writes 10 KB of HTML per registrant.
 */
import {
  EDITION,
  REGISTRANT_FIELDS,
  type RegistrantField,
  type SessionCode,
  businessTypeLabel,
  formatKoreaDateTime,
  formatCheckinCode,
  formatLongDate,
  fromWire,
  heardFromWords,
  toWire,
  mailSubject,
} from '@forum/shared';
import { type CalendarRequest, registrationCalendar } from './calendar';
import { checkinQrImage } from './checkinQr';
import { renderMailHtml } from './mailHtml';
import { renderMailText } from './mailPlainText';
import { renderApprovalMail } from './approvalMail';
import { renderEmailChangedMail } from './emailChangedMail';
import { renderMeetingMail } from './meetingMail';
import { MAIL_TEXT } from './mailText';
import type {
  ApprovalMailKind,
  FullMailKind,
  MailAttachment,
  MailRegistrant,
  MeetingMailKind,
  RegistrationMailModel,
  RenderedMail,
  StoredMailModel,
} from './mailTypes';
import type { MailView } from './mailView';
import { unlinkable } from './unlinkable';
import { editionDates, sessionLines, sessionName } from './sessionLines';

export type {
  MailAttachment,
  MailRegistrant,
  MeetingMailKind,
  MeetingMailPart,
  RegistrationMailKind,
  RegistrationMailModel,
  RenderedMail,
  StoredMailModel,
} from './mailTypes';
export type { MailView } from './mailView';

const MEETING_KINDS: readonly string[] = ['meeting_request', 'meeting', 'meeting_cancel'] satisfies MeetingMailKind[];
function isMeetingMail(model: RegistrationMailModel): model is RegistrationMailModel & { kind: MeetingMailKind } {
  return MEETING_KINDS.includes(model.kind);
}
const APPROVAL_KINDS: readonly string[] = ['under_review', 'declined'] satisfies ApprovalMailKind[];
function isApprovalMail(model: RegistrationMailModel): model is RegistrationMailModel & { kind: ApprovalMailKind } {
  return APPROVAL_KINDS.includes(model.kind);
}

/**
 * The outbox keeps the registrant's snapshot under the names the wire uses (`biztype`,
 * `attendext`), as it did before the code's own names changed: mails queued by an older process
 * read the same.
 */
export function storeMailModel(model: RegistrationMailModel): string {
  const stored = { ...model, registrant: toWire(model.registrant), now: model.now.toISOString() };
  return JSON.stringify(stored satisfies StoredMailModel);
}

export function readMailModel(json: string): RegistrationMailModel {
  const stored = JSON.parse(json) as StoredMailModel;
  return { ...stored, registrant: fromWire(stored.registrant), now: new Date(stored.now) };
}

const SUMMARY_FIELDS = REGISTRANT_FIELDS.filter(
  (field): field is Exclude<RegistrantField, 'sessions'> => field !== 'sessions',
);

function uidDomain(siteUrl: string): string {
  return new URL(siteUrl).hostname || 'localhost';
}

/** The QR image's content id; `<img src="cid:…">` in the HTML part points at the attachment. */
function checkinQrCid(siteUrl: string): string {
  return `checkin-code@${uidDomain(siteUrl)}`;
}

/** `qrSize`: the QR image's shown width in CSS pixels (it depends on the code's symbol size). */
export function mailView(model: RegistrationMailModel & { kind: FullMailKind }, qrSize = 0): MailView {
  const { kind, registrant } = model;
  const locale = registrant.locale;
  const t = MAIL_TEXT[locale];
  const forum = EDITION.name[locale];
  const until = formatLongDate(model.retentionUntil, locale);
  const venue = EDITION.venue[locale];
  const removed = model.removedSessions ?? [];
  const linkOnly = kind === 'link';
  const waitingOnly = kind === 'confirmation' && isWaitingOnly(registrant);
  return {
    locale,
    kind,
    subject: mailSubject(locale, EDITION.year, waitingOnly ? t.waitingOnly.subject(forum) : t.subject[kind](forum)),
    preheader: waitingOnly ? t.waitingOnly.preheader : t.preheader[kind],
    brand: `${forum} · ${editionDates(locale)}`,
    heading: t.heading[kind],
    greeting: t.greeting(unlinkable(registrant.name)),
    // A claimed seat is not "your changes": the intro says which seat is now theirs.
    intro:
      kind === 'update' && model.claimedSession
        ? t.claimedIntro(forum, sessionName(model.claimedSession, locale))
        : t.intro[kind](forum),
    offer: offerLine(model),
    summary:
      kind === 'cancellation' || linkOnly
        ? null
        : {
            heading: t.summaryHeading,
            // Every field but the sessions, which have their own section with dates and rooms.
            rows: SUMMARY_FIELDS.map((field) => [
              t.labels[field],
              field === 'businessType'
                ? businessTypeLabel(registrant.businessType, locale)
                : // The e-mail address is the one this mail goes to: a mail client may link it as itself.
                  field === 'email'
                  ? registrant.email
                  : field === 'about'
                    ? unlinkable(heardFromWords(registrant.about, registrant.aboutOther, locale))
                    : unlinkable(registrant[field]),
            ]),
          },
    sessions: linkOnly
      ? null
      : { heading: t.sessionsHeading[kind], lines: sessionLines(registrant.sessions, locale, registrant.seats) },
    removedSessions:
      removed.length > 0
        ? { heading: t.removedSessionsHeading, lines: sessionLines(removed, locale), note: t.removedCalendarNote }
        : null,
    koreaTime: t.koreaTime,
    roomLabel: t.room,
    // No seat, no calendar file: a confirmation of waiting places promises none.
    calendarNote: waitingOnly ? '' : t.calendarNote[kind],
    checkin:
      kind !== 'cancellation' && !linkOnly && registrant.checkinCode
        ? {
            heading: t.checkin.heading,
            code: formatCheckinCode(registrant.checkinCode),
            note: t.checkin.note,
            textNote: t.checkin.textNote,
            qr: {
              cid: checkinQrCid(model.siteUrl),
              alt: t.checkin.qrAlt(formatCheckinCode(registrant.checkinCode)),
              size: qrSize,
            },
          }
        : null,
    event: {
      heading: t.eventHeading,
      rows: [
        [t.dates, editionDates(locale)],
        [t.venue, `${venue.name}, ${venue.address}`],
      ],
    },
    manage: model.manageUrl
      ? {
          heading: t.manageHeading,
          button: t.manageButton,
          url: model.manageUrl,
          note: t.manageNote(until),
          fallback: t.manageFallback,
        }
      : null,
    registerAgain: kind === 'cancellation' ? t.registerAgain(model.siteUrl) : null,
    retention: t.retention[kind](until),
    contact: { heading: t.contactHeading, line: t.contactLine, email: model.contactEmail, phone: model.contactPhone },
    footer: t.footer(model.siteUrl),
  };
}

/** The line of an e-mail about one place: the seat offered and until when, the offer that ran out, the number in line. */
function offerLine(model: RegistrationMailModel): string | null {
  const session = model.offeredSession;
  if (!session) return null;
  const locale = model.registrant.locale;
  const state = model.registrant.seats?.[session];
  const name = sessionName(session, locale);
  const t = MAIL_TEXT[locale];
  if (model.kind === 'offer' && state?.offerExpiresAt)
    return t.offerLine(name, formatKoreaDateTime(state.offerExpiresAt));
  if (model.kind === 'offer_expired') return t.expiredLine(name);
  if (model.kind === 'rejoined' && state?.status === 'waiting') return t.rejoinedLine(name, state.number ?? 0);
  return null;
}

/** A registrant with places known, none of them a seat: a confirmation of waiting places only. */
function isWaitingOnly(registrant: MailRegistrant): boolean {
  const seats = registrant.seats;
  return (
    !!seats && registrant.sessions.length > 0 && registrant.sessions.every((code) => seats[code]?.status !== 'seated')
  );
}

/** The sessions the calendar holds: the seated ones (all chosen ones in messages from before seats). */
function seatedSessions(registrant: MailRegistrant): SessionCode[] {
  const seats = registrant.seats;
  if (!seats) return [...registrant.sessions];
  return registrant.sessions.filter((code) => seats[code]?.status === 'seated');
}

function calendarAttachment(filename: string, request: CalendarRequest): MailAttachment {
  return {
    filename,
    contentType: `text/calendar; charset=utf-8; method=${request.method}`,
    content: registrationCalendar(request),
  };
}

export async function renderRegistrationMail(stored: RegistrationMailModel): Promise<RenderedMail> {
  const { kind } = stored;
  if (kind === 'email_changed') return renderEmailChangedMail(stored);
  if (isMeetingMail(stored)) return renderMeetingMail(stored);
  if (isApprovalMail(stored)) return renderApprovalMail(stored);
  const model = { ...stored, kind: kind as FullMailKind };
  const { registrant } = model;
  const qr =
    model.kind !== 'cancellation' && model.kind !== 'link' && registrant.checkinCode
      ? await checkinQrImage(registrant.checkinCode)
      : null;
  const view = mailView(model, qr?.shownSize);
  const calendar = (filename: string, method: 'REQUEST' | 'CANCEL', sessions: readonly SessionCode[]) =>
    calendarAttachment(filename, {
      method,
      locale: registrant.locale,
      registrantId: registrant.id,
      sequence: registrant.revision,
      sessions,
      attendee: { name: registrant.name, email: registrant.email },
      organizer: model.organizer,
      uidDomain: uidDomain(model.siteUrl),
      manageUrl: model.manageUrl,
      now: model.now,
    });
  const calendarIfAny = (filename: string, method: 'REQUEST' | 'CANCEL', sessions: readonly SessionCode[]) =>
    sessions.length > 0 ? [calendar(filename, method, sessions)] : [];
  const attachments = {
    confirmation: () => calendarIfAny('invite.ics', 'REQUEST', seatedSessions(registrant)),
    update: () => calendarIfAny('invite.ics', 'REQUEST', seatedSessions(registrant)),
    cancellation: () => calendarIfAny('cancel.ics', 'CANCEL', seatedSessions(registrant)),
    // Not seated yet: the calendar file comes with the claim's update.
    offer: (): MailAttachment[] => [],
    offer_expired: (): MailAttachment[] => [],
    rejoined: (): MailAttachment[] => [],
    // The link message changes nothing in a calendar.
    link: (): MailAttachment[] => [],
  }[model.kind]();
  // One calendar object has one METHOD: the sessions a change dropped are cancelled in a second file.
  if (model.kind === 'update' && model.removedSessions && model.removedSessions.length > 0) {
    attachments.push(calendar('cancel.ics', 'CANCEL', model.removedSessions));
  }
  if (qr && view.checkin) {
    attachments.push({
      filename: 'checkin-code.png',
      contentType: 'image/png',
      content: qr.png,
      cid: view.checkin.qr.cid,
      contentDisposition: 'inline',
    });
  }
  return { subject: view.subject, text: renderMailText(view), html: renderMailHtml(view), attachments };
}
