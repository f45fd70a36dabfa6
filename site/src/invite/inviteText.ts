/** The invitation page's words, in both languages (the form's own words are the registration form's). */
import { EDITION, type Locale } from '@forum/shared';

export interface InviteText {
  documentTitle: string;
  loading: string;
  heading: string;
  intro: (name: string) => string;
  receptionNote: string;
  formHeading: string;
  declineHeading: string;
  declineText: string;
  decline: string;
  declineConfirm: string;
  keep: string;
  declinedHeading: string;
  declinedText: string;
  registeredHeading: string;
  /** Opened after a decline: it says so, and the invitee may still register. */
  closedDeclinedHeading: string;
  closedDeclinedText: (name: string) => string;
  registerAfterAll: string;
  /** Opened once used to register. */
  closedUsedHeading: string;
  closedUsedText: (name: string) => string;
  registerAgain: string;
  /** The form reopened on a closed invitation: the details are not filled in again. */
  reopenedIntro: (name: string) => string;
  notFoundHeading: string;
  notFoundText: string;
  loadFailed: string;
  retry: string;
  home: string;
}

export const INVITE_TEXT: Record<Locale, InviteText> = {
  en: {
    documentTitle: `Invitation · ${EDITION.name.en}`,
    loading: 'Loading your invitation…',
    heading: 'You are invited',
    intro: (name) =>
      `Dear ${name}, the organisers invite you to the ${EDITION.name.en}. Your details are filled in below: check them, choose your sessions and register. A registration through this invitation is confirmed at once.`,
    receptionNote: 'As an invitee you may also join the networking reception (by invitation only).',
    formHeading: 'Your registration',
    declineHeading: 'Cannot come?',
    declineText: 'Let the organisers know, and they will not write to you about this forum again.',
    decline: 'Decline the invitation',
    declineConfirm: 'Yes, decline',
    keep: 'Keep the invitation',
    declinedHeading: 'Invitation declined',
    declinedText: 'Thank you for letting us know. We hope to see you at another forum.',
    registeredHeading: 'Thank you for registering',
    closedDeclinedHeading: 'You declined this invitation',
    closedDeclinedText: (name) =>
      `Dear ${name}, you let the organisers know that you cannot come. If your plans have changed, you can still register with this invitation.`,
    registerAfterAll: 'Register after all',
    closedUsedHeading: 'This invitation has been used',
    closedUsedText: (name) =>
      `Dear ${name}, this invitation was used to register. Your personal link to view or change the registration is in your confirmation e-mail. If you cancelled and would like to come after all, you can register again with it.`,
    registerAgain: 'Register again',
    reopenedIntro: (name) =>
      `Dear ${name}, please fill in your details with the e-mail address this invitation was sent to, choose your sessions and register.`,
    notFoundHeading: 'Invitation not found',
    notFoundText:
      'This invitation link does not work. It may have been replaced by a newer invitation e-mail, or already used to register. Please use the link in the latest e-mail, or contact the organisers.',
    loadFailed: 'The invitation could not be loaded.',
    retry: 'Try again',
    home: 'Go to the forum site',
  },
  ko: {
    documentTitle: `초청 · ${EDITION.name.ko}`,
    loading: '초청 정보를 불러오는 중…',
    heading: '초청장',
    intro: (name) =>
      `${name} 님, ${EDITION.name.ko}에 초청합니다. 아래에 정보가 미리 입력되어 있습니다. 확인하시고 참가할 세션을 골라 등록해 주세요. 초청 링크로 등록하시면 바로 확정됩니다.`,
    receptionNote: '초청자께서는 네트워킹 리셉션(초청자에 한함)에도 참가하실 수 있습니다.',
    formHeading: '등록 정보',
    declineHeading: '참석이 어려우신가요?',
    declineText: '불참을 알려 주시면 이 포럼에 관해 다시 연락드리지 않습니다.',
    decline: '초청 사양하기',
    declineConfirm: '네, 사양합니다',
    keep: '초청 유지하기',
    declinedHeading: '초청을 사양하셨습니다',
    declinedText: '알려 주셔서 감사합니다. 다음 포럼에서 뵙기를 바랍니다.',
    registeredHeading: '사전등록이 완료되었습니다',
    closedDeclinedHeading: '초청을 사양하셨습니다',
    closedDeclinedText: (name) =>
      `${name} 님, 참석이 어렵다고 알려 주셨습니다. 일정이 바뀌셨다면 이 초청으로 지금이라도 등록하실 수 있습니다.`,
    registerAfterAll: '지금 등록하기',
    closedUsedHeading: '이미 사용된 초청입니다',
    closedUsedText: (name) =>
      `${name} 님, 이 초청으로 이미 등록하셨습니다. 등록 내용을 확인하거나 변경할 개인 링크는 확인 메일에 있습니다. 등록을 취소하셨다가 다시 참석하시려면 이 초청으로 다시 등록하실 수 있습니다.`,
    registerAgain: '다시 등록하기',
    reopenedIntro: (name) =>
      `${name} 님, 초청 메일을 받으신 이메일 주소로 정보를 입력하시고 참가할 세션을 골라 등록해 주세요.`,
    notFoundHeading: '초청 링크를 찾을 수 없습니다',
    notFoundText:
      '이 초청 링크는 사용할 수 없습니다. 새 초청 메일이 발송되었거나 이미 등록에 사용되었을 수 있습니다. 가장 최근 메일의 링크를 이용하시거나 운영 사무국에 문의해 주세요.',
    loadFailed: '초청 정보를 불러오지 못했습니다.',
    retry: '다시 시도',
    home: '포럼 사이트로 가기',
  },
};
