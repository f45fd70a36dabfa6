/**
 * The desktop console's own words (the server screen, the status line, save failures), Korean and
 * English like the admin UI. Everything else on screen comes from the site's admin text.
 */
import type { Locale } from '@forum/shared';
import type { SaveFailureCode, ServerAddressProblem } from '../ipcContract';

export const DESKTOP_TEXT = {
  ko: {
    documentTitle: '서버 주소 | 글로벌 투자자 포럼 2025 관리자',
    brand: '글로벌 투자자 포럼 2025',
    languageSwitch: 'English',
    languageSwitchLang: 'en',
    serverHeading: '서버 주소',
    serverIntroFirstRun: '관리자 콘솔이 연결할 포럼 서버의 주소를 입력하세요. 연결을 확인한 뒤 저장합니다.',
    serverIntroChange: '연결할 포럼 서버의 주소를 바꿉니다. 주소를 바꾸면 다시 로그인해야 합니다.',
    serverLabel: '서버 주소',
    serverHint:
      '예: https://forum.example.com — https:// 주소만 사용할 수 있습니다(테스트용 http://localhost, http://127.0.0.1 허용).',
    checkAndSave: '연결 확인 후 저장',
    checking: '서버 연결을 확인하는 중…',
    cancel: '취소',
    loading: '설정을 불러오는 중…',
    connectedTo: '연결된 서버',
    changeServer: '서버 주소 변경',
    noBridge: '이 화면은 데스크톱 관리자 콘솔 안에서만 동작합니다.',
    problems: {
      empty: '서버 주소를 입력해 주세요.',
      invalid: '올바른 주소가 아닙니다. 예: https://forum.example.com',
      unsupported_scheme: 'https:// 로 시작하는 주소만 사용할 수 있습니다.',
      insecure_http: 'http:// 주소는 localhost 와 127.0.0.1 에만 쓸 수 있습니다. https:// 주소를 입력해 주세요.',
      credentials: '주소에 사용자 이름이나 비밀번호를 넣을 수 없습니다.',
      unreachable: '서버에 연결할 수 없습니다. 주소와 네트워크 연결을 확인해 주세요.',
      timeout: '서버가 제때 응답하지 않았습니다. 잠시 후 다시 시도해 주세요.',
      bad_status: '서버가 오류로 응답했습니다. 포럼 서버의 주소가 맞는지 확인해 주세요.',
      not_forum_api: '응답은 받았지만 포럼 서버가 아닙니다. 주소를 확인해 주세요.',
      save_failed: '주소를 저장하지 못했습니다. 다시 시도해 주세요.',
    } satisfies Record<ServerAddressProblem, string>,
    statusDetail: (status: number) => `(응답 코드 ${status})`,
    saveFailures: {
      read_only:
        '이 폴더에는 저장할 수 없습니다. 읽기 전용이거나 쓰기 권한이 없습니다(또는 같은 이름의 파일이 다른 프로그램에서 열려 있습니다). 다른 폴더를 선택해 주세요.',
      disk_full: '디스크 공간이 부족해 저장하지 못했습니다. 공간을 확보하거나 다른 드라이브를 선택해 주세요.',
      failed: '파일을 저장하지 못했습니다. 다시 시도해 주세요.',
    } satisfies Record<SaveFailureCode, string>,
  },
  en: {
    documentTitle: 'Server address | Global Investor Forum 2025 admin',
    brand: 'Global Investor Forum 2025',
    languageSwitch: '한국어',
    languageSwitchLang: 'ko',
    serverHeading: 'Server address',
    serverIntroFirstRun:
      'Enter the address of the forum server this console connects to. The connection is checked before it is saved.',
    serverIntroChange: 'Change the forum server this console connects to. After a change you log in again.',
    serverLabel: 'Server address',
    serverHint:
      'For example https://forum.example.com — only https:// addresses (http://localhost and http://127.0.0.1 for testing).',
    checkAndSave: 'Check and save',
    checking: 'Checking the connection…',
    cancel: 'Cancel',
    loading: 'Loading settings…',
    connectedTo: 'Server',
    changeServer: 'Change server address',
    noBridge: 'This page works only inside the desktop admin console.',
    problems: {
      empty: 'Please enter the server address.',
      invalid: 'This is not a valid address. Example: https://forum.example.com',
      unsupported_scheme: 'Only addresses starting with https:// can be used.',
      insecure_http: 'http:// is allowed only for localhost and 127.0.0.1. Please enter an https:// address.',
      credentials: 'The address must not contain a user name or password.',
      unreachable: 'The server could not be reached. Check the address and your network connection.',
      timeout: 'The server did not answer in time. Please try again shortly.',
      bad_status: 'The server answered with an error. Check that this is the forum server’s address.',
      not_forum_api: 'The server answered, but it is not the forum server. Check the address.',
      save_failed: 'The address could not be saved. Please try again.',
    } satisfies Record<ServerAddressProblem, string>,
    statusDetail: (status: number) => `(status ${status})`,
    saveFailures: {
      read_only:
        'This folder cannot be written to: it is read-only or you lack permission (or a file with that name is open in another program). Please choose another folder.',
      disk_full: 'There is not enough free disk space. Free up some space or choose another drive.',
      failed: 'The file could not be saved. Please try again.',
    } satisfies Record<SaveFailureCode, string>,
  },
} as const;

export type DesktopText = (typeof DESKTOP_TEXT)[Locale];

export function serverProblemText(problem: ServerAddressProblem, locale: Locale, status?: number): string {
  const t = DESKTOP_TEXT[locale];
  const text = t.problems[problem];
  return problem === 'bad_status' && status !== undefined ? `${text} ${t.statusDetail(status)}` : text;
}
