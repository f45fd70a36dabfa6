/**
 * Everything the registration modal says, in both languages. The `Record<Locale, ...>` type makes
 * the compiler refuse a key missing in either language. Error texts are not here: they come from
 * `@forum/shared` by code, like the API's.
 */
import {
  CONSENT_NOTICE_TEXT,
  type Locale,
  REGISTRANT_FIELD_WORDS,
  type RegistrantField,
  formatLongDate,
} from '@forum/shared';
import { RETENTION_UNTIL as RETENTION_DATE } from '../buildConfig';
import { DIALOG_FRAME_TEXT } from './dialogFrameText';

/** Registrations are deleted after this date (RETENTION_UNTIL, which the API's purge obeys too). */
export const RETENTION_UNTIL: Record<Locale, string> = {
  en: formatLongDate(RETENTION_DATE, 'en'),
  ko: formatLongDate(RETENTION_DATE, 'ko'),
};

export interface RegistrationText {
  dialogTitle: string;
  intro: string;
  closeDialog: string;
  /** The fields' words: the registrant's one set (@forum/shared registrantFields). */
  labels: Readonly<Record<RegistrantField, string>>;
  sessionsHint: string;
  /** The text field shown under "How did you hear about us?" when "Other" is chosen. */
  aboutOther: string;
  consent: {
    heading: string;
    purposeTerm: string;
    purpose: string;
    itemsTerm: string;
    items: string;
    retentionTerm: string;
    retention: string;
    refusalTerm: string;
    refusal: string;
    checkbox: string;
  };
  honeypot: string;
  register: string;
  cancel: string;
  close: string;
  /** On the thank-you screen: a fresh, empty form for the next person at this browser. */
  registerAnother: string;
  thanksHeading: string;
  thanksText: string;
  /** Under the thank-you text: the confirmation goes to the address in the summary (not repeated, it is right there). */
  confirmationSent: string;
  /** On the thank-you screen when a chosen session was full. */
  waitingNote: string;
  /** The thank-you screen of a registration left for the organisers' review (approval). */
  reviewHeading: string;
  reviewText: string;
  retryInMinutes: (minutes: number) => string;
  /** A draft's preview: the form was checked and nothing was sent. */
  previewNothingSent: string;
}

export const REGISTRATION_TEXT: Record<Locale, RegistrationText> = {
  en: {
    dialogTitle: DIALOG_FRAME_TEXT.en.dialogTitle,
    intro: 'All fields are required.',
    closeDialog: DIALOG_FRAME_TEXT.en.closeDialog,
    labels: REGISTRANT_FIELD_WORDS.en,
    sessionsHint: 'Select every session you would like to attend.',
    aboutOther: 'Where did you hear about us? (optional)',
    consent: { ...CONSENT_NOTICE_TEXT.en, retention: CONSENT_NOTICE_TEXT.en.retention(RETENTION_DATE) },
    honeypot: 'Leave this field empty',
    register: 'Register',
    cancel: 'Cancel',
    close: 'Close',
    registerAnother: 'Register another person',
    thanksHeading: 'Thank you for registering',
    thanksText: 'Your pre-registration has been received. We look forward to seeing you at the forum.',
    confirmationSent:
      'A confirmation e-mail is on its way to the e-mail address below, with a calendar file and a personal link to view, change or cancel your registration.',
    waitingNote:
      'Some sessions you chose were full: you are on their waiting lists (marked below). If a seat frees, we will e-mail you an offer to claim it.',
    retryInMinutes: (minutes) =>
      `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    reviewHeading: 'Registration received: under review',
    reviewText:
      'The organisers review registrations for this forum. We have e-mailed you that your registration was received, with a personal link to change or cancel it; once it is approved, your confirmation with your check-in QR code follows.',
    previewNothingSent: 'This is a preview: your entries are valid, and nothing was sent.',
  },
  ko: {
    dialogTitle: DIALOG_FRAME_TEXT.ko.dialogTitle,
    intro: '모든 항목은 필수 입력 항목입니다.',
    closeDialog: DIALOG_FRAME_TEXT.ko.closeDialog,
    labels: REGISTRANT_FIELD_WORDS.ko,
    sessionsHint: '참가하실 세션을 모두 선택해 주세요.',
    aboutOther: '기타 경로 (선택)',
    consent: { ...CONSENT_NOTICE_TEXT.ko, retention: CONSENT_NOTICE_TEXT.ko.retention(RETENTION_DATE) },
    honeypot: '이 칸은 비워 두세요',
    register: '등록',
    cancel: '취소',
    close: '닫기',
    registerAnother: '다른 사람 등록하기',
    thanksHeading: '사전등록이 완료되었습니다',
    thanksText: '사전등록을 접수했습니다. 포럼에서 뵙기를 기대합니다.',
    confirmationSent:
      '아래 이메일 주소로 확인 메일을 보내 드립니다. 메일에는 캘린더 파일과 등록 내용을 확인·변경·취소할 수 있는 개인 링크가 들어 있습니다.',
    waitingNote:
      '선택하신 세션 중 마감된 세션이 있어 대기자 명단에 올렸습니다(아래 표시). 자리가 나면 좌석 배정을 이메일로 안내해 드립니다.',
    retryInMinutes: (minutes) => `요청이 너무 많습니다. ${minutes}분 후 다시 시도해 주세요.`,
    previewNothingSent: '미리보기입니다. 입력하신 내용은 올바르지만 아무것도 제출되지 않았습니다.',
    reviewHeading: '등록 접수 완료: 검토 중',
    reviewText:
      '이 포럼은 운영 사무국이 등록을 검토합니다. 등록 접수 안내와 변경·취소용 개인 링크를 이메일로 보내 드렸습니다. 승인되면 체크인 QR 코드가 담긴 확인 메일을 보내 드립니다.',
  },
};
