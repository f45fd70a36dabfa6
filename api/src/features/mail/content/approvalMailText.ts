/**
 * The approval messages' words in both languages (a part of the one word table, mailText.ts, kept
 * in a file of its own so that table stays readable): "received, under review" and the decline.
 */
import type { Locale } from '@forum/shared';
import type { ApprovalMailWords } from './mailTypes';

export const APPROVAL_MAIL_TEXT: Record<Locale, ApprovalMailWords> = {
  en: {
    underReviewSubject: () => 'Registration received, under review',
    underReviewBody: (forum) =>
      `Thank you for registering for the ${forum}. We have received your registration, and it is under review by the organisers. We will write to you again when it has been reviewed: if it is approved, you will receive your confirmation with your check-in QR code and calendar file.`,
    underReviewManage:
      'Until then you may change or cancel your registration with your personal link. Please keep this e-mail.',
    manageButton: 'View or change your registration',
    declinedSubject: () => 'Your registration',
    declinedBody: (forum) =>
      `Thank you for your interest in the ${forum}. We are sorry that we cannot accept your registration.`,
    reason: (text) => `The organisers' note:\n${text}`,
    declinedData: (until) =>
      `Your personal data will be deleted at the latest on ${until}. Questions: reply to this e-mail.`,
    contact: (email, phone) => `Contact: ${email} · ${phone}`,
  },
  ko: {
    underReviewSubject: () => '사전등록 접수 완료, 검토 중',
    underReviewBody: (forum) =>
      `${forum}에 등록해 주셔서 감사합니다. 등록이 접수되었으며 운영 사무국에서 검토 중입니다. 검토가 끝나면 다시 안내해 드립니다. 승인되면 체크인 QR 코드와 일정 파일이 담긴 확인 메일을 보내 드립니다.`,
    underReviewManage: '그때까지 개인 링크에서 등록 내용을 변경하거나 취소할 수 있습니다. 이 메일을 보관해 주세요.',
    manageButton: '등록 내용 확인·변경',
    declinedSubject: () => '사전등록 안내',
    declinedBody: (forum) => `${forum}에 관심을 가져 주셔서 감사합니다. 죄송하지만 이번 등록은 승인되지 않았습니다.`,
    reason: (text) => `운영 사무국 안내:\n${text}`,
    declinedData: (until) => `개인정보는 늦어도 ${until}에 삭제됩니다. 문의는 이 메일에 회신해 주세요.`,
    contact: (email, phone) => `문의: ${email} · ${phone}`,
  },
};
