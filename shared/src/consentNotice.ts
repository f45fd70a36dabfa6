/**
 * The consent notice the Personal Information Protection Act (Art. 15(2)) requires before consent
 * (purpose, items collected, retention, the right to refuse and its consequence), written once for
 * the public registration form and the check-in desk's walk-in form, where the visitor ticks it on
 * the staff's screen. The retention date is the RETENTION_UNTIL setting the API's purge obeys.
 */
import { formatLongDate } from './dates';
import type { Locale } from './locale';
import { REGISTRANT_FIELDS, REGISTRANT_FIELD_WORDS } from './registrantFields';

export interface ConsentNoticeText {
  heading: string;
  purposeTerm: string;
  purpose: string;
  itemsTerm: string;
  items: string;
  retentionTerm: string;
  /** `until` is `YYYY-MM-DD`. */
  retention: (until: string) => string;
  refusalTerm: string;
  refusal: string;
  checkbox: string;
}

export const CONSENT_NOTICE_TEXT: Record<Locale, ConsentNoticeText> = {
  en: {
    heading: 'Consent to the collection and use of personal information',
    purposeTerm: 'Purpose',
    purpose:
      'Registration for the forum and communication about the event: a confirmation e-mail with a calendar file and a personal link to view, change or cancel your registration, then programme changes and on-site information.',
    itemsTerm: 'Items collected',
    items: 'Company, name, job title, e-mail, phone, business type, chosen sessions and how you heard about the forum.',
    retentionTerm: 'Retention',
    retention: (until) => `Kept until ${formatLongDate(until, 'en')}, then deleted.`,
    refusalTerm: 'Right to refuse',
    refusal: 'You may refuse to give consent. If you refuse, registration is not possible.',
    checkbox: 'I agree to the collection and use of my personal information',
  },
  ko: {
    heading: '개인정보 수집 및 이용 동의',
    purposeTerm: '수집·이용 목적',
    purpose:
      '포럼 사전등록 및 행사 관련 안내(등록 확인 메일과 캘린더 파일, 등록 내용을 확인·변경·취소할 수 있는 개인 링크 발송, 프로그램 변경, 현장 안내)',
    itemsTerm: '수집 항목',
    // The Korean notice names the items by the form's own words.
    items: REGISTRANT_FIELDS.map((field) => REGISTRANT_FIELD_WORDS.ko[field]).join(', '),
    retentionTerm: '보유 및 이용 기간',
    retention: (until) => `${formatLongDate(until, 'ko')}까지 보유하며, 이후 지체 없이 파기합니다.`,
    refusalTerm: '동의를 거부할 권리',
    refusal: '개인정보 수집 및 이용에 대한 동의를 거부할 수 있으며, 거부하실 경우 사전등록이 불가합니다.',
    checkbox: '개인정보 수집 및 이용에 동의합니다',
  },
};
