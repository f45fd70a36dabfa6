/**
 * Words of the console's shell in both languages: the page title and the bar (the brand, the
 * sections, who is logged in with which role, the language switch, Log out). Names the tests rely
 * on (the brief's accessible names table) are marked.
 */
import { type AdminRole, EDITION, type Locale } from '@forum/shared';

export const APP_TEXT = {
  ko: {
    documentTitle: `관리자 | ${EDITION.name.ko}`,
    brand: EDITION.name.ko,
    /** Names the other language, in that language (brief: 'English' on the Korean page). */
    languageSwitch: 'English',
    languageSwitchLang: 'en',
    logOut: '로그아웃',
    checkingSession: '로그인 정보를 확인하는 중…',
    // Sections and who is logged in.
    sections: '관리 메뉴',
    registrants: '등록자',
    accounts: '관리자 계정',
    accessLog: '접속기록',
    roles: { manager: '관리 책임자', staff: '담당자' } satisfies Record<AdminRole, string>,
    signedInAs: (email: string, role: string) => `${email} (${role})`,
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
    roles: { manager: 'Manager', staff: 'Staff' } satisfies Record<AdminRole, string>,
    signedInAs: (email: string, role: string) => `${email} (${role})`,
  },
} as const satisfies Record<Locale, unknown>;
