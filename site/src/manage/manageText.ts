/**
 * Everything the manage page (/registration/<token>) says, in both languages. Field labels are the
 * registration form's own; error texts come from `@forum/shared` by code.
 */
import { EDITION, type Locale, type MailState } from '@forum/shared';

/** The mails the page names (every other kind is `other`). */
export type MailKindName = 'confirmation' | 'update' | 'link' | 'offer' | 'under_review' | 'declined' | 'other';

export interface ManageText {
  documentTitle: string;
  loading: string;
  heading: string;
  intro: string;
  /** A past edition's registration: read-only, in that edition's words. */
  editionEnded: (year: number) => string;
  /** The latest e-mail's state, naming the mail (a seat offer is not a confirmation). */
  mail: Record<MailState, (email: string, what: string) => string>;
  /** The mail's name by its kind; anything else is `mailKinds.other`. */
  mailKinds: Record<MailKindName, string>;
  /** A registration not (yet) approved: what it means for the registrant. */
  status: { pending: string; declined: string };
  /** A declined registration: the organisers' reason, and what may still be done (delete it). */
  declinedIntro: string;
  reasonHeading: string;
  deleteDeclined: string;
  /** Meetings are for approved registrations: what the page says instead of offering them. */
  meetingsNotApproved: { heading: string; pending: string; declined: string };
  change: string;
  cancelRegistration: string;
  editHeading: string;
  editIntro: string;
  emailHint: string;
  save: string;
  discard: string;
  saved: (email: string) => string;
  nothingChanged: string;
  confirmHeading: string;
  confirmText: string;
  confirmCancel: string;
  keep: string;
  cancelledHeading: string;
  cancelledText: (email: string) => string;
  home: string;
  notFoundHeading: string;
  notFoundText: string;
  lostHeading: string;
  lostText: string;
  lostSubmit: string;
  lostSent: (email: string) => string;
  loadFailed: string;
  retry: string;
  checkin: { heading: string; explanation: string; qrLabel: (code: string) => string };
  /** The waiting list: claiming an offered seat, leaving a list, and the offer's deadline (Korea time). */
  seats: {
    claim: string;
    leave: string;
    offerUntil: (when: string) => string;
    claimed: string;
    left: string;
    /** An offer that ran out: what it means, the button back onto the list, and the answer. */
    expiredNote: string;
    rejoin: string;
    rejoined: string;
    offeredAtOnce: string;
  };
}

export const MANAGE_TEXT: Record<Locale, ManageText> = {
  en: {
    seats: {
      claim: 'Claim this seat',
      leave: 'Leave the waiting list',
      offerUntil: (when) => `Held for you until ${when} (Korea time).`,
      claimed: 'The seat is yours. An updated confirmation with the calendar file is on its way.',
      left: 'You have left the waiting list.',
      expiredNote: 'The seat was not claimed in time. You can join the waiting list again, at the end of the line.',
      rejoin: 'Join the waiting list again',
      rejoined: 'You are on the waiting list again. We will e-mail you if a seat becomes free for you.',
      offeredAtOnce: 'You are back on the waiting list, and a seat is free for you now: claim it below.',
    },
    documentTitle: `Your registration | ${EDITION.name.en}`,
    loading: 'Loading your registration…',
    heading: 'Your registration',
    editionEnded: (year) =>
      `The ${year} forum has ended. This is your ${year} registration as it was; it can no longer be changed.`,
    intro: `This is your pre-registration for ${EDITION.name.en}. You can change or cancel it here.`,
    status: {
      pending:
        'Your registration is under review by the organisers. No seat is held yet; once it is approved, we will e-mail your confirmation with your check-in QR code. You may change or cancel it meanwhile.',
      declined: 'The organisers could not accept this registration. We have e-mailed you about it.',
    },
    declinedIntro: `This registration for ${EDITION.name.en} was not accepted, so it can no longer be changed. You may delete it with your personal data; otherwise it is deleted at the latest on the retention date.`,
    reasonHeading: "The organisers' note",
    deleteDeclined: 'Delete my registration and data',
    meetingsNotApproved: {
      heading: 'One-to-one meetings',
      pending: 'Meetings open once your registration is approved: it is still under review.',
      declined: 'One-to-one meetings are for approved registrations, so they are not offered here.',
    },
    mail: {
      sent: (email, what) => `${what} sent to ${email}.`,
      queued: (email, what) => `${what} being sent to ${email}.`,
      failed: (email, what) =>
        `The ${what.toLowerCase()} could not be delivered to ${email}. Please contact the organisers.`,
    },
    mailKinds: {
      confirmation: 'Confirmation e-mail',
      update: 'Updated confirmation e-mail',
      link: 'E-mail with your link',
      offer: 'Seat offer e-mail',
      under_review: 'Confirmation of receipt (under review)',
      declined: 'E-mail about the decision',
      other: 'E-mail',
    },
    change: 'Change registration',
    cancelRegistration: 'Cancel registration',
    editHeading: 'Change your registration',
    editIntro: 'All fields are required.',
    emailHint: 'The e-mail address cannot be changed. To use another one, cancel this registration and register again.',
    save: 'Save changes',
    discard: 'Back without saving',
    saved: (email) => `Your changes are saved. An updated confirmation is on its way to ${email}.`,
    nothingChanged: 'Nothing was changed.',
    confirmHeading: 'Cancel your registration?',
    confirmText:
      'Your pre-registration will be cancelled and the personal information you gave us deleted. This cannot be undone; you can register again while pre-registration is open.',
    confirmCancel: 'Yes, cancel my registration',
    keep: 'No, keep my registration',
    cancelledHeading: 'Your registration has been cancelled',
    cancelledText: (email) =>
      `We have deleted your personal information. A confirmation of the cancellation is on its way to ${email}, with a calendar file that removes the sessions from your calendar.`,
    home: 'Go to the forum home page',
    notFoundHeading: 'This link does not work',
    notFoundText:
      'The address may be incomplete, the registration may have been cancelled, or the link may have expired with the end of the data retention period.',
    lostHeading: 'Lost your link?',
    lostText: 'Enter the e-mail address you registered with and we will send you a new link.',
    lostSubmit: 'Send me my link',
    lostSent: (email) =>
      `If ${email} is registered, a new link is on its way to it. Please check your inbox, and your spam folder.`,
    loadFailed: 'Your registration could not be loaded.',
    retry: 'Try again',
    checkin: {
      heading: 'Your check-in code',
      explanation:
        'Show this QR code at the registration desk when you arrive; the staff scan it to check you in. If it cannot be scanned, show them the code under it.',
      qrLabel: (code) => `QR code of your check-in code ${code}`,
    },
  },
  ko: {
    seats: {
      claim: '좌석 확정하기',
      leave: '대기 취소',
      offerUntil: (when) => `${when}(한국 시간)까지 좌석을 확보해 두었습니다.`,
      claimed: '좌석이 확정되었습니다. 캘린더 파일이 포함된 변경 확인 메일을 보내 드립니다.',
      left: '대기자 명단에서 빠졌습니다.',
      expiredNote: '기한 안에 좌석을 확정하지 않으셨습니다. 대기자 명단 맨 끝에 다시 등록하실 수 있습니다.',
      rejoin: '대기자 명단에 다시 등록',
      rejoined: '대기자 명단에 다시 등록되었습니다. 좌석이 생기면 이메일로 알려 드립니다.',
      offeredAtOnce: '대기자 명단에 다시 등록되었고, 지금 빈 좌석이 있어 바로 제안해 드립니다. 아래에서 확정해 주세요.',
    },
    documentTitle: `내 사전등록 | ${EDITION.name.ko}`,
    loading: '등록 내용을 불러오는 중…',
    heading: '내 사전등록',
    editionEnded: (year) => `${year} 포럼이 종료되었습니다. ${year}년 등록 내용이며 더 이상 변경할 수 없습니다.`,
    intro: `${EDITION.name.ko} 사전등록 내용입니다. 이 페이지에서 변경하거나 취소할 수 있습니다.`,
    status: {
      pending:
        '운영 사무국에서 등록을 검토하고 있습니다. 아직 좌석이 배정되지 않았으며, 승인되면 체크인 QR 코드가 담긴 확인 메일을 보내 드립니다. 그동안 등록 내용을 변경하거나 취소할 수 있습니다.',
      declined: '운영 사무국에서 이 등록을 승인하지 못했습니다. 자세한 내용은 이메일로 안내해 드렸습니다.',
    },
    declinedIntro: `${EDITION.name.ko} 사전등록이 승인되지 않아 더 이상 변경할 수 없습니다. 등록과 개인정보를 직접 삭제할 수 있으며, 삭제하지 않으면 보유 기간이 끝날 때 삭제됩니다.`,
    reasonHeading: '운영 사무국 안내',
    deleteDeclined: '등록 및 개인정보 삭제',
    meetingsNotApproved: {
      heading: '1:1 미팅',
      pending: '등록이 승인되면 미팅을 신청할 수 있습니다. 아직 검토 중입니다.',
      declined: '1:1 미팅은 승인된 등록자만 이용할 수 있어 이곳에서는 제공되지 않습니다.',
    },
    mail: {
      sent: (email, what) => `${what}을 ${email}(으)로 보냈습니다.`,
      queued: (email, what) => `${what}을 ${email}(으)로 보내는 중입니다.`,
      failed: (email, what) => `${what}을 ${email}(으)로 보내지 못했습니다. 포럼 사무국에 문의해 주세요.`,
    },
    mailKinds: {
      confirmation: '확인 메일',
      update: '변경 확인 메일',
      link: '등록 링크 메일',
      offer: '좌석 제안 메일',
      under_review: '접수 확인 메일(검토 중)',
      declined: '검토 결과 안내 메일',
      other: '메일',
    },
    change: '등록 내용 변경',
    cancelRegistration: '사전등록 취소',
    editHeading: '등록 내용 변경',
    editIntro: '모든 항목은 필수 입력 항목입니다.',
    emailHint: '이메일 주소는 변경할 수 없습니다. 다른 주소로 등록하려면 이 등록을 취소한 뒤 다시 등록해 주세요.',
    save: '변경 내용 저장',
    discard: '저장하지 않고 돌아가기',
    saved: (email) => `변경 내용을 저장했습니다. 변경된 확인 메일을 ${email}(으)로 보내 드립니다.`,
    nothingChanged: '변경된 내용이 없습니다.',
    confirmHeading: '사전등록을 취소하시겠습니까?',
    confirmText:
      '사전등록이 취소되고 입력하신 개인정보가 삭제됩니다. 되돌릴 수 없으며, 사전등록 기간 중에는 다시 등록하실 수 있습니다.',
    confirmCancel: '네, 사전등록을 취소합니다',
    keep: '아니요, 유지합니다',
    cancelledHeading: '사전등록이 취소되었습니다',
    cancelledText: (email) =>
      `입력하신 개인정보를 삭제했습니다. 취소 확인 메일과 캘린더에서 세션을 삭제하는 파일을 ${email}(으)로 보내 드립니다.`,
    home: '포럼 홈페이지로 가기',
    notFoundHeading: '이 링크는 사용할 수 없습니다',
    notFoundText:
      '주소가 잘못되었거나, 사전등록이 취소되었거나, 개인정보 보유 기간이 끝나 링크가 만료되었을 수 있습니다.',
    lostHeading: '링크를 잃어버리셨나요?',
    lostText: '등록하신 이메일 주소를 입력하시면 새 링크를 보내 드립니다.',
    lostSubmit: '링크 받기',
    lostSent: (email) =>
      `${email} 주소로 등록된 사전등록이 있으면 새 링크를 보내 드렸습니다. 받은편지함과 스팸함을 확인해 주세요.`,
    loadFailed: '등록 내용을 불러오지 못했습니다.',
    retry: '다시 시도',
    checkin: {
      heading: '체크인 코드',
      explanation:
        '행사 당일 등록 데스크에서 이 QR 코드를 보여 주세요. 직원이 스캔해 체크인해 드립니다. 스캔이 되지 않으면 아래 코드를 보여 주세요.',
      qrLabel: (code) => `체크인 코드 ${code}의 QR 코드`,
    },
  },
};
