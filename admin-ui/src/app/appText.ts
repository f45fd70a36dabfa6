/**
 * Words of the console's shell in both languages: the page title and the bar (the brand, the
 * sections, who is logged in with which role, the language switch, Log out). Names the tests rely
 * on (the accessible names the browser tests rely on) are marked.
 */
import { EDITION, type Locale } from '@forum/shared';
import { ROLE_WORDS } from '../lib/roleWords';

export const APP_TEXT = {
  ko: {
    documentTitle: `관리자 | ${EDITION.name.ko}`,
    brand: EDITION.name.ko,
    /** Names the other language, in that language ('English' on the Korean page, as readers of the other language look for it). */
    languageSwitch: 'English',
    languageSwitchLang: 'en',
    logOut: '로그아웃',
    checkingSession: '로그인 정보를 확인하는 중…',
    // Sections and who is logged in.
    sections: '관리 메뉴',
    registrants: '등록자',
    accounts: '관리자 계정',
    accessLog: '접속기록',
    roles: ROLE_WORDS.ko,
    signedInAs: (email: string, role: string) => `${email} (${role})`,
    // The edition switcher and the banner of a past edition.
    editions: '포럼 연도',
    editionButton: (year: number) => `${year} 포럼`,
    editionCurrent: '현재',
    editionEnded: '종료',
    editionRegistrants: (count: number) => `등록자 ${count.toLocaleString('ko-KR')}명`,
    editionKeptUntil: (date: string) => `${date}까지 보관`,
    pastEditionBanner: (year: number) => `${year} 포럼(종료)을 보고 있습니다 — 읽기 전용`,
    pastEditionDetail: '목록, 집계와 내보내기만 볼 수 있습니다. 수정, 발송, 체크인은 현재 포럼에서만 할 수 있습니다.',
    backToCurrent: (year: number) => `${year} 포럼으로 돌아가기`,
    // The bar's notices: the forum ended (the words come with the session), a test clock.
    forumNotices: '포럼 상태',
    forumClock: (at: string) =>
      `테스트 시계: 이 서버는 실제 시각이 아닌 FORUM_CLOCK(${at}, 한국 시간)부터 흐르는 시각으로 동작합니다`,
  },
  en: {
    documentTitle: `Admin | ${EDITION.name.en}`,
    brand: EDITION.name.en,
    languageSwitch: '한국어',
    languageSwitchLang: 'ko',
    logOut: 'Log out',
    checkingSession: 'Checking your session…',
    sections: 'Admin sections',
    registrants: 'Registrants',
    accounts: 'Accounts',
    accessLog: 'Access log',
    roles: ROLE_WORDS.en,
    signedInAs: (email: string, role: string) => `${email} (${role})`,
    editions: 'Forum year',
    editionButton: (year: number) => `Forum ${year}`,
    editionCurrent: 'current',
    editionEnded: 'ended',
    editionRegistrants: (count: number) => `${count.toLocaleString('en-US')} registrants`,
    editionKeptUntil: (date: string) => `kept until ${date}`,
    pastEditionBanner: (year: number) => `Viewing the ${year} forum (ended) — read-only`,
    pastEditionDetail: 'Lists, counts and exports only: editing, sending and check-in belong to the current forum.',
    backToCurrent: (year: number) => `Back to ${year}`,
    forumNotices: 'Forum status',
    forumClock: (at: string) =>
      `Test clock: this server runs on FORUM_CLOCK, from ${at} (Korea time), not on the real time`,
  },
} as const satisfies Record<Locale, unknown>;
