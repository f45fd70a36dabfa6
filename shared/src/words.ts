/**
 * One word per thing, in each language, for the words that screens, mails and pages share: the
 * site, the admin and the mails read these instead of writing their own, and words.test.ts fails
 * when a words file uses a second word for one of these things or a word a Korean organiser would
 * not write (BANNED_WORDS). The eight registrant fields have their own table (registrantFields.ts).
 */
import type { Locale } from './locale';

export interface ForumWords {
  /** The act, as a verb and on buttons ("Register" / "사전등록"). */
  register: string;
  /** The thing registered before the forum ("Pre-registration" / "사전등록"). */
  preRegistration: string;
  /** The invitation-only evening of day 1: one name everywhere (programme, form, columns, mails). */
  reception: string;
  /** The line for a full session. */
  waitingList: string;
  /** A seat offered to the first on the waiting list, to claim before a deadline. */
  offer: string;
  /** The desk's button that takes back a check-in just made: not Cancel. */
  undo: string;
  /** Taking something back for good (a registration, a dialog). */
  cancel: string;
  /** `{name}` and the like in a message, replaced for each recipient. */
  placeholder: string;
  /** The edition's short name, the mail subjects' prefix ("Forum 2025" / "포럼 2025"). */
  forumShort: (year: number) => string;
  /** The site footer's copyright line. */
  copyright: (year: number, owner: string) => string;
}

export const FORUM_WORDS: Record<Locale, ForumWords> = {
  en: {
    register: 'Register',
    preRegistration: 'Pre-registration',
    reception: 'Networking reception',
    waitingList: 'waiting list',
    offer: 'seat offer',
    undo: 'Undo',
    cancel: 'Cancel',
    placeholder: 'placeholder',
    forumShort: (year) => `Forum ${year}`,
    copyright: (year, owner) => `© ${year} ${owner}. All rights reserved.`,
  },
  ko: {
    register: '사전등록',
    preRegistration: '사전등록',
    reception: '네트워킹 리셉션',
    waitingList: '대기자 명단',
    offer: '좌석 제안',
    undo: '되돌리기',
    cancel: '취소',
    placeholder: '치환 문구',
    forumShort: (year) => `포럼 ${year}`,
    copyright: (year, owner) => `© ${year} ${owner}. 모든 권리 보유.`,
  },
};

/** Every mail's subject: `[Forum 2025] …` / `[포럼 2025] …`, the edition's short name first. */
export function mailSubject(locale: Locale, year: number, text: string): string {
  return `[${FORUM_WORDS[locale].forumShort(year)}] ${text}`;
}

/**
 * Words no words file may hold, each with the one to use instead: second words for a thing above,
 * and Korean that reads translated. Checked over every words file by words.test.ts.
 */
export const BANNED_WORDS: Record<Locale, ReadonlyArray<{ banned: RegExp; use: string }>> = {
  en: [
    { banned: /\bPre-register\b/, use: 'Register (the verb) or Pre-registration (the thing)' },
    { banned: /\bRegister now\b/, use: 'Register Now (the call to action, capitalised)' },
    { banned: /\bParticipant networking\b/, use: FORUM_WORDS.en.reception },
    { banned: /\bwait(?:ing)?[- ]list(?:ed)? registration\b/i, use: FORUM_WORDS.en.waitingList },
  ],
  ko: [
    { banned: /고객님/, use: '님' },
    { banned: /자리표시자/, use: FORUM_WORDS.ko.placeholder },
    { banned: /고칠 곳/, use: '수정할 항목 N개' },
    { banned: /곳 \$\{[^}]+\}건/, use: '항목 N개' },
    { banned: /늦게 보내지 않습니다/, use: '보내지 않았습니다 (짧게)' },
    { banned: /참가 신청/, use: FORUM_WORDS.ko.register },
    { banned: /사전 등록/, use: FORUM_WORDS.ko.register },
    { banned: /대기자 등록/, use: `${FORUM_WORDS.ko.waitingList}에 등록` },
    { banned: /좌석 배정 제안|좌석 제안 중|제안 중/, use: FORUM_WORDS.ko.offer },
    { banned: /참가자 네트워킹|'리셉션'|초청자 전용 리셉션/, use: FORUM_WORDS.ko.reception },
    { banned: /[가-힣][^'`]*All rights reserved/, use: '모든 권리 보유.' },
    // The desk's Undo in Korean: 취소 is Cancel.
    { banned: /undo[A-Za-z]*: [^\n]*취소/, use: FORUM_WORDS.ko.undo },
  ],
};
