/**
 * The words of messages to registrants, in both languages: why the person receives it (these are
 * transactional messages about the forum they registered for), the automatic reminder's text,
 * how a session reads in `{sessions}`, and the marks of a test sent to a manager.
 */
import type { Locale } from '@forum/shared';

interface MessageWords {
  /** Under every message: why this person receives it. */
  why(forum: string, dates: string): string;
  /** Under a message to an invitee who has not registered: the invitation, and where their contact came from (PIPA Art. 20). */
  whyInvited(forum: string, dates: string, source: string): string;
  contact(email: string, phone: string): string;
  koreaTime: string;
  checkinHeading: string;
  checkinAlt(code: string): string;
  testPrefix: string;
  /** The `{manageLink}` of a test or a preview: not a working link. */
  sampleLinkNote: string;
  noSessions: string;
  reminder: {
    subject(forum: string): string;
    body(forum: string, date: string, venue: string): string;
  };
}

export const MESSAGE_TEXT: Record<Locale, MessageWords> = {
  en: {
    why: (forum, dates) =>
      `You are receiving this e-mail because you registered for ${forum} (${dates}). It is about the forum you registered for; we send such messages only to the people they concern.`,
    whyInvited: (forum, dates, source) =>
      `You are receiving this e-mail because the organisers invited you to ${forum} (${dates}). Where we got your contact: ${source}. If you would rather not hear from us, reply to this e-mail.`,
    contact: (email, phone) => `Questions: ${email} · ${phone}`,
    koreaTime: 'Korea time',
    checkinHeading: 'Your check-in code',
    checkinAlt: (code) => `QR code of check-in code ${code}`,
    testPrefix: '[Test] ',
    sampleLinkNote: '(your personal link; this test shows no working link)',
    noSessions: '(no sessions)',
    reminder: {
      subject: (forum) => `See you tomorrow at ${forum}`,
      body: (forum, date, venue) =>
        [
          'Dear {name},',
          '',
          `This is a reminder that ${forum} is tomorrow, ${date}. We look forward to seeing you.`,
          '',
          'Your sessions tomorrow:',
          '{sessions}',
          '',
          `Venue: ${venue}`,
          '',
          'At the registration desk, please show the QR code in this e-mail (check-in code {checkinCode}).',
          '',
          'To view or change your registration: {manageLink}',
        ].join('\n'),
    },
  },
  ko: {
    why: (forum, dates) =>
      `${forum}(${dates})에 사전등록하셨기 때문에 받으시는 메일입니다. 등록하신 포럼에 관한 안내이며, 해당되는 분들께만 보내 드립니다.`,
    whyInvited: (forum, dates, source) =>
      `${forum}(${dates})에 초청받으셨기 때문에 받으시는 메일입니다. 연락처 수집 출처: ${source}. 더 이상 받기를 원하지 않으시면 이 메일에 회신해 주세요.`,
    contact: (email, phone) => `문의: ${email} · ${phone}`,
    koreaTime: '한국 시간',
    checkinHeading: '체크인 코드',
    checkinAlt: (code) => `체크인 코드 ${code}의 QR 코드`,
    testPrefix: '[테스트] ',
    sampleLinkNote: '(개인 링크 자리입니다. 테스트 메일에는 실제 링크가 없습니다)',
    noSessions: '(참가 세션 없음)',
    reminder: {
      subject: (forum) => `내일 ${forum}에서 뵙겠습니다`,
      body: (forum, date, venue) =>
        [
          '{name} 님, 안녕하세요.',
          '',
          `내일(${date}) ${forum}이 열립니다. 뵙기를 기대합니다.`,
          '',
          '내일 참가하실 세션:',
          '{sessions}',
          '',
          `장소: ${venue}`,
          '',
          '등록 데스크에서 이 메일의 QR 코드(체크인 코드 {checkinCode})를 보여 주세요.',
          '',
          '등록 내용 확인·변경: {manageLink}',
        ].join('\n'),
    },
  },
};
