/**
 * Every word of the registrant e-mails (the registration mails, the e-mail-changed notice and the
 * meeting messages), in both languages, in one table. Labels of the registration's fields are
 * the registrant's one set of words (the form's, `@forum/shared` registrantFields), session titles
 * and business types come from `@forum/shared`, and the edition's facts from its edition file.
 */
import { type Locale, REGISTRANT_FIELD_WORDS } from '@forum/shared';

import { APPROVAL_MAIL_TEXT } from './approvalMailText';
import type { MailText } from './mailTypes';

export type { FullMailKind, MailText, RegistrationMailKind } from './mailTypes';

export const MAIL_TEXT: Record<Locale, MailText> = {
  en: {
    subject: {
      confirmation: () => 'Your registration is confirmed',
      update: () => 'Your registration has been updated',
      cancellation: () => 'Your registration has been cancelled',
      link: () => 'Your registration link',
      offer: () => 'A seat is free for you',
      offer_expired: () => 'Your seat offer has expired',
      rejoined: () => 'You are on the waiting list again',
    },
    preheader: {
      confirmation: 'Your sessions, the venue, a calendar file and your personal link to change or cancel.',
      update: 'Your registration as it now stands, with an updated calendar file.',
      cancellation: 'We have cancelled your pre-registration and deleted your personal data.',
      link: 'Your personal link to view, change or cancel your registration. Earlier links no longer work.',
      offer: 'A seat has become free in a session you are waiting for. Claim it on your registration page.',
      offer_expired: 'The seat held for you was not claimed in time. You can join the waiting list again.',
      rejoined: 'You are back on the waiting list, at the end of the line.',
    },
    heading: {
      confirmation: 'Thank you for registering',
      update: 'Your registration has been updated',
      cancellation: 'Your registration has been cancelled',
      link: 'Your registration link',
      offer: 'A seat is free for you',
      offer_expired: 'Your seat offer has expired',
      rejoined: 'You are on the waiting list again',
    },
    greeting: (name) => `Dear ${name},`,
    intro: {
      confirmation: (forum) =>
        `Your pre-registration for ${forum} has been received. We look forward to seeing you at the forum.`,
      update: (forum) =>
        `Your changes have been saved. These are your registration details for ${forum} as they now stand.`,
      cancellation: (forum) =>
        `As you asked, we have cancelled your pre-registration for ${forum} and deleted the personal information you gave us.`,
      link: (forum) =>
        `You asked for the link to your pre-registration for ${forum}. Here it is: use it to view, change or cancel your registration. The links we sent you before no longer work. If you did not ask for it, you can ignore this e-mail; your registration stays as it is.`,
      offer: (forum) =>
        `Good news: a seat has become free at ${forum} in a session you are on the waiting list for, and we are holding it for you. Open your registration page to claim it before the offer ends; after that it passes to the next person waiting.`,
      offer_expired: (forum) =>
        `The seat we held for you at ${forum} was not claimed before the offer ended, so it is no longer yours. If you still want to attend, you can join the waiting list again from your registration page; you will be at the end of the line.`,
      rejoined: (forum) =>
        `You have joined the waiting list again at ${forum}, at the end of the line. We will e-mail you if a seat becomes free for you.`,
    },
    summaryHeading: 'Your registration',
    labels: REGISTRANT_FIELD_WORDS.en,
    sessionsHeading: {
      confirmation: 'Your sessions',
      update: 'Your sessions',
      cancellation: 'Cancelled sessions',
      link: 'Your sessions',
      offer: 'Your sessions',
      offer_expired: 'Your sessions',
      rejoined: 'Your sessions',
    },
    removedSessionsHeading: 'Sessions you removed',
    removedCalendarNote: 'The attached cancel.ics removes them from your calendar.',
    koreaTime: 'Korea time',
    room: 'Room',
    calendarNote: {
      confirmation: 'The attached invite.ics adds each session to your calendar.',
      update: 'The attached invite.ics updates the sessions already in your calendar.',
      cancellation: 'The attached cancel.ics removes these sessions from your calendar.',
      link: '',
      offer: 'Once you claim the seat, we send you a calendar file for it.',
      offer_expired: '',
      rejoined: '',
    },
    checkin: {
      heading: 'Your check-in code',
      note: 'Show this QR code at the registration desk when you arrive; the staff scan it to check you in. If it cannot be scanned, show or read out the code below it.',
      textNote:
        'Show this code at the registration desk when you arrive (the HTML version of this e-mail has it as a QR code to scan).',
      qrAlt: (code) => `QR code of your check-in code ${code}`,
    },
    eventHeading: 'Dates and venue',
    dates: 'Dates',
    venue: 'Venue',
    manageHeading: 'View, change or cancel',
    manageButton: 'Manage your registration',
    manageNote: (until) =>
      `This link is personal: anyone who has it can see and change your registration, so please do not forward this e-mail. It works until ${until}.`,
    manageFallback: 'If the button does not work, copy this address into your browser:',
    registerAgain: (siteUrl) =>
      `If you change your mind, you are welcome to register again at ${siteUrl} while pre-registration is open.`,
    retention: {
      confirmation: (until) =>
        `We keep your personal information until ${until} and then delete it, as stated in the consent notice.`,
      update: (until) =>
        `We keep your personal information until ${until} and then delete it, as stated in the consent notice.`,
      cancellation: () => 'Nothing you entered is kept. This message is the last we send you about this registration.',
      link: (until) =>
        `We keep your personal information until ${until} and then delete it, as stated in the consent notice.`,
      offer: (until) =>
        `We keep your personal information until ${until} and then delete it, as stated in the consent notice.`,
      offer_expired: (until) =>
        `We keep your personal information until ${until} and then delete it, as stated in the consent notice.`,
      rejoined: (until) =>
        `We keep your personal information until ${until} and then delete it, as stated in the consent notice.`,
    },
    contactHeading: 'Questions?',
    contactLine: 'Contact the organisers',
    footer: (siteUrl) => `You receive this e-mail because this address was used to pre-register at ${siteUrl}.`,
    weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    offerLine: (session, until) => `Seat offered in: ${session}. Claim it by ${until} (Korea time).`,
    expiredLine: (session) =>
      `Offer expired in: ${session}. Use "Join the waiting list again" on your registration page.`,
    rejoinedLine: (session, number) => `Waiting list: ${session}, number ${number}.`,
    waitingOnly: {
      subject: () => 'You are on the waiting list',
      preheader: 'Your place on the waiting list, the venue and your personal link. We e-mail you when a seat is free.',
    },
    claimedIntro: (forum, session) =>
      `You have claimed the seat offered to you: ${session} is now yours. These are your registration details for ${forum} as they now stand.`,
    emailChanged: {
      subject: () => 'The e-mail address of your registration was changed',
      greeting: (name) => `Dear ${name},`,
      body: (forum) =>
        `The organisers of ${forum} changed the e-mail address of your pre-registration to another address. From now on, messages about it go there, and this address no longer receives them.`,
      notYou: 'If you did not ask for this, please contact us:',
    },
    meeting: {
      subject: {
        meeting_request: () => 'A meeting request for you',
        meeting: () => 'Your one-to-one meeting is booked',
        meeting_cancel: () => 'A one-to-one meeting was cancelled',
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
    approval: APPROVAL_MAIL_TEXT.en,
  },
  ko: {
    subject: {
      confirmation: () => '사전등록이 완료되었습니다',
      update: () => '사전등록 내용이 변경되었습니다',
      cancellation: () => '사전등록이 취소되었습니다',
      link: () => '사전등록 관리 링크',
      offer: () => '대기하신 세션에 좌석이 생겼습니다',
      offer_expired: () => '좌석 제안 기한이 만료되었습니다',
      rejoined: () => '대기자 명단에 다시 등록되었습니다',
    },
    preheader: {
      confirmation:
        '참가 세션, 행사 장소, 캘린더 파일, 등록 내용을 확인·변경·취소할 수 있는 개인 링크를 보내 드립니다.',
      update: '변경된 사전등록 내용과 새 캘린더 파일을 보내 드립니다.',
      cancellation: '사전등록을 취소하고 개인정보를 삭제했습니다.',
      link: '등록 내용을 확인·변경·취소할 수 있는 개인 링크입니다. 이전 링크는 더 이상 사용할 수 없습니다.',
      offer: '대기 중인 세션에 빈 좌석이 생겼습니다. 등록 관리 페이지에서 확정해 주세요.',
      offer_expired: '확보해 둔 좌석이 기한 안에 확정되지 않았습니다. 대기자 명단에 다시 등록하실 수 있습니다.',
      rejoined: '대기자 명단 맨 끝에 다시 등록되었습니다.',
    },
    heading: {
      confirmation: '사전등록이 완료되었습니다',
      update: '사전등록 내용이 변경되었습니다',
      cancellation: '사전등록이 취소되었습니다',
      link: '사전등록 관리 링크',
      offer: '좌석이 생겼습니다',
      offer_expired: '좌석 제안 기한이 만료되었습니다',
      rejoined: '대기자 명단에 다시 등록되었습니다',
    },
    greeting: (name) => `${name} 님, 안녕하세요.`,
    intro: {
      confirmation: (forum) => `${forum} 사전등록을 접수했습니다. 포럼에서 뵙기를 기대합니다.`,
      update: (forum) => `변경하신 내용을 저장했습니다. 현재 ${forum} 사전등록 내용은 다음과 같습니다.`,
      cancellation: (forum) => `요청하신 대로 ${forum} 사전등록을 취소하고, 입력하신 개인정보를 삭제했습니다.`,
      link: (forum) =>
        `요청하신 ${forum} 사전등록 관리 링크를 보내 드립니다. 이 링크에서 등록 내용을 확인·변경·취소할 수 있습니다. 이전에 보내 드린 링크는 더 이상 사용할 수 없습니다. 요청하지 않으셨다면 이 메일은 무시하셔도 되며, 등록 내용은 그대로 유지됩니다.`,
      offer: (forum) =>
        `${forum}에서 대기하신 세션에 빈 좌석이 생겨 확보해 두었습니다. 제안 기한 안에 등록 관리 페이지에서 확정해 주세요. 기한이 지나면 다음 대기자에게 넘어갑니다.`,
      offer_expired: (forum) =>
        `${forum}에서 확보해 두었던 좌석이 제안 기한 안에 확정되지 않아 더 이상 유효하지 않습니다. 참석을 원하시면 등록 관리 페이지에서 대기자 명단에 다시 등록하실 수 있으며, 명단 맨 끝에 등록됩니다.`,
      rejoined: (forum) => `${forum} 대기자 명단 맨 끝에 다시 등록되었습니다. 좌석이 생기면 이메일로 알려 드립니다.`,
    },
    summaryHeading: '등록 내용',
    labels: REGISTRANT_FIELD_WORDS.ko,
    sessionsHeading: {
      confirmation: '참가 세션',
      update: '참가 세션',
      cancellation: '취소된 세션',
      link: '참가 세션',
      offer: '참가 세션',
      offer_expired: '참가 세션',
      rejoined: '참가 세션',
    },
    removedSessionsHeading: '취소하신 세션',
    removedCalendarNote: '첨부한 cancel.ics 파일을 열면 캘린더에서 이 세션들이 삭제됩니다.',
    koreaTime: '한국 시간',
    room: '장소',
    calendarNote: {
      confirmation: '첨부한 invite.ics 파일을 열면 각 세션이 캘린더에 추가됩니다.',
      update: '첨부한 invite.ics 파일을 열면 캘린더에 있는 세션이 변경된 내용으로 바뀝니다.',
      cancellation: '첨부한 cancel.ics 파일을 열면 캘린더에서 이 세션들이 삭제됩니다.',
      link: '',
      offer: '좌석을 확정하시면 캘린더 파일을 보내 드립니다.',
      offer_expired: '',
      rejoined: '',
    },
    checkin: {
      heading: '체크인 코드',
      note: '행사 당일 등록 데스크에서 이 QR 코드를 보여 주세요. 직원이 스캔해 체크인해 드립니다. 스캔이 되지 않으면 아래 코드를 보여 주시거나 불러 주세요.',
      textNote:
        '행사 당일 등록 데스크에서 이 코드를 보여 주세요. (HTML로 보시면 스캔할 수 있는 QR 코드가 함께 있습니다.)',
      qrAlt: (code) => `체크인 코드 ${code}의 QR 코드`,
    },
    eventHeading: '행사 일시 및 장소',
    dates: '일시',
    venue: '장소',
    manageHeading: '등록 내용 확인·변경·취소',
    manageButton: '내 사전등록 관리',
    manageNote: (until) =>
      `이 링크는 본인 전용입니다. 링크를 가진 사람은 누구나 등록 내용을 보고 바꿀 수 있으니 이 메일을 다른 사람에게 전달하지 마세요. 링크는 ${until}까지 사용할 수 있습니다.`,
    manageFallback: '버튼이 작동하지 않으면 아래 주소를 복사해 브라우저에 붙여 넣으세요.',
    registerAgain: (siteUrl) => `마음이 바뀌시면 사전등록 기간 중 ${siteUrl}에서 다시 등록하실 수 있습니다.`,
    retention: {
      confirmation: (until) => `개인정보는 동의서에 안내한 대로 ${until}까지 보유하며, 이후 지체 없이 파기합니다.`,
      update: (until) => `개인정보는 동의서에 안내한 대로 ${until}까지 보유하며, 이후 지체 없이 파기합니다.`,
      cancellation: () => '입력하신 정보는 남아 있지 않으며, 이 등록과 관련해 보내 드리는 마지막 메일입니다.',
      link: (until) => `개인정보는 동의서에 안내한 대로 ${until}까지 보유하며, 이후 지체 없이 파기합니다.`,
      offer: (until) => `개인정보는 동의서에 안내한 대로 ${until}까지 보유하며, 이후 지체 없이 파기합니다.`,
      offer_expired: (until) => `개인정보는 동의서에 안내한 대로 ${until}까지 보유하며, 이후 지체 없이 파기합니다.`,
      rejoined: (until) => `개인정보는 동의서에 안내한 대로 ${until}까지 보유하며, 이후 지체 없이 파기합니다.`,
    },
    contactHeading: '문의',
    contactLine: '포럼 사무국',
    footer: (siteUrl) => `이 메일은 ${siteUrl}에서 이 주소로 사전등록하셨기에 발송되었습니다.`,
    weekdays: ['일', '월', '화', '수', '목', '금', '토'],
    offerLine: (session, until) => `좌석 제안 세션: ${session}. ${until}(한국 시간)까지 확정해 주세요.`,
    expiredLine: (session) =>
      `제안 만료 세션: ${session}. 등록 관리 페이지의 "대기자 명단에 다시 등록"을 이용해 주세요.`,
    rejoinedLine: (session, number) => `대기자 명단: ${session}, ${number}번.`,
    waitingOnly: {
      subject: () => '대기자 명단에 올랐습니다',
      preheader: '대기 순번, 행사 장소, 개인 링크를 보내 드립니다. 좌석이 생기면 이메일로 알려 드립니다.',
    },
    claimedIntro: (forum, session) =>
      `제안받은 좌석을 확정하셨습니다. 이제 ${session} 좌석이 확보되었습니다. 아래는 현재 ${forum} 등록 내용입니다.`,
    emailChanged: {
      subject: () => '사전등록 이메일 주소가 변경되었습니다',
      greeting: (name) => `${name} 님, 안녕하세요.`,
      body: (forum) =>
        `${forum} 운영 사무국에서 사전등록 이메일 주소를 다른 주소로 변경했습니다. 앞으로 등록 관련 안내는 새 주소로 발송되며, 이 주소로는 더 이상 발송되지 않습니다.`,
      notYou: '요청하신 적이 없다면 아래로 연락해 주세요:',
    },
    meeting: {
      subject: {
        meeting_request: () => '1:1 미팅 요청이 도착했습니다',
        meeting: () => '1:1 미팅이 확정되었습니다',
        meeting_cancel: () => '1:1 미팅이 취소되었습니다',
      },
      greeting: (name) => `${name} 님, 안녕하세요.`,
      body: {
        meeting_request: (other) =>
          `${other}에서 포럼 현장에서의 1:1 미팅을 요청했습니다. 등록 확인 페이지에서 수락하거나 거절할 수 있습니다.`,
        meeting: (other) =>
          `${other}과(와)의 1:1 미팅이 확정되었습니다. 첨부된 캘린더 파일로 일정에 추가할 수 있습니다.`,
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
    approval: APPROVAL_MAIL_TEXT.ko,
  },
};
