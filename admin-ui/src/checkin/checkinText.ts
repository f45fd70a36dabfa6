/**
 * Every word of the check-in screen in both languages. The e2e specs find controls by these names
 * (the field's label, "Check in", "Undo", "Scan with camera"), so a change here is a change there.
 */
import { FORUM_WORDS, type ForumDay, type Locale, REGISTRANT_FIELD_WORDS, formatLongDate } from '@forum/shared';

const countEn = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

export const CHECKIN_TEXT = {
  en: {
    section: 'Check-in',
    heading: 'Check-in',
    setup: 'Desk and day',
    desk: 'Desk name',
    defaultDesk: 'Desk 1',
    day: 'Forum day',
    dayOption: (day: ForumDay, date: string) => `Day ${day} · ${formatLongDate(date, 'en').replace(/ \d{4}$/, '')}`,
    dayShort: (day: ForumDay) => `Day ${day}`,
    loadingRoster: 'Loading the registrant list…',
    // The one field.
    input: 'Code, name, company, e-mail or phone',
    inputHint:
      'Scan a QR code with a USB scanner, type a code and press Enter, or type a name to search. Enter in the empty field checks in the person shown.',
    find: 'Find',
    results: 'Matching registrants',
    resultCount: (n: number) =>
      n === 0 ? 'No registrant matches.' : `${countEn(n, 'match', 'matches')}; use the arrow keys to choose.`,
    scanWithCamera: 'Scan with camera',
    // Camera.
    cameraTitle: 'Scan a QR code',
    cameraHint: 'Hold the QR code inside the frame.',
    cameraStarting: 'Starting the camera…',
    closeCamera: 'Close camera',
    cameraDenied:
      'The camera is blocked for this page. Allow camera access in the browser’s site settings, then try again, or scan or type the code in the field.',
    cameraMissing: 'No camera was found on this device. Scan or type the code in the field.',
    cameraFailed: 'The camera could not be started. Scan or type the code in the field.',
    cameraInsecure: 'The camera works only on a secure (https) page. Scan or type the code in the field.',
    // The person.
    person: 'Registrant',
    // The card's fields under the registrant's one set of words.
    company: REGISTRANT_FIELD_WORDS.en.company,
    title: REGISTRANT_FIELD_WORDS.en.title,
    type: REGISTRANT_FIELD_WORDS.en.businessType,
    todaysSessions: (day: ForumDay) => `Sessions on day ${day}`,
    noSessions: 'No session chosen for this day',
    noSeats: 'No seat: not approved',
    code: 'Check-in code',
    onsite: 'Registered on site',
    checkIn: 'Check in',
    checkingIn: 'Checking in…',
    checkedIn: 'Checked in',
    checkedInAt: (time: string, desk: string) => `Checked in at ${time} at ${desk}.`,
    already: 'Already checked in today',
    alreadyAt: (time: string, desk: string) => `First checked in at ${time} at ${desk}.`,
    queued: 'Saved on this device, will be sent',
    queuedDetail: 'The desk is offline. This check-in is kept on this device and sent when the network returns.',
    undo: FORUM_WORDS.en.undo,
    undoFor: (seconds: number) => `${FORUM_WORDS.en.undo} (${seconds} s)`,
    undoing: 'Undoing…',
    undone: (name: string) => `Check-in of ${name} undone.`,
    undoFailed: 'The check-in could not be undone.',
    unknown: 'Unknown code',
    unknownDetail: (code: string) => `No registrant has the code “${code}”. Check the code, or search by name.`,
    failed: 'The check-in did not go through.',
    notApproved: {
      pending:
        'Not approved yet: this registration is still under review. Do not check in; please send the person to the organisers.',
      declined:
        'Not approved: this registration was declined. Do not check in; please send the person to the organisers.',
    },
    // Announcements (live region).
    announceFound: (name: string, company: string) => `${name}, ${company}. Ready to check in.`,
    announceCheckedIn: (name: string) => `${name} checked in.`,
    announceAlready: (name: string, time: string, desk: string) =>
      `${name} was already checked in today, at ${time} at ${desk}.`,
    announceQueued: (name: string) => `${name} saved on this device; it will be sent when the network returns.`,
    // Counts.
    counts: 'Checked in',
    dayCount: (checkedIn: number, registered: number) =>
      `${checkedIn.toLocaleString('en-US')} of ${registered.toLocaleString('en-US')}`,
    expected: (n: number) => `${countEn(n, 'person', 'people')} chose a session this day`,
    sessionCount: (checkedIn: number, registered: number) =>
      `${checkedIn.toLocaleString('en-US')} / ${registered.toLocaleString('en-US')}`,
    walkIns: (n: number) => `Walk-ins: ${n.toLocaleString('en-US')}`,
    countsAsOf: (time: string) => `As of ${time}`,
    countsLoading: 'Counting…',
    walkIn: 'Register a walk-in',
  },
  ko: {
    section: '체크인',
    heading: '체크인',
    setup: '데스크와 날짜',
    desk: '데스크 이름',
    defaultDesk: '데스크 1',
    day: '포럼 날짜',
    dayOption: (day: ForumDay, date: string) => `${day}일차 · ${formatLongDate(date, 'ko').replace(/^\d{4}년 /, '')}`,
    dayShort: (day: ForumDay) => `${day}일차`,
    loadingRoster: '등록자 명단을 불러오는 중…',
    input: '코드, 이름, 회사, 이메일 또는 전화번호',
    inputHint:
      'USB 스캐너로 QR 코드를 스캔하거나, 코드를 입력하고 Enter를 누르거나, 이름을 입력해 검색하세요. 빈 칸에서 Enter를 누르면 표시된 사람이 체크인됩니다.',
    find: '찾기',
    results: '검색된 등록자',
    resultCount: (n: number) =>
      n === 0 ? '일치하는 등록자가 없습니다.' : `${n.toLocaleString('ko-KR')}명 검색됨. 화살표 키로 선택하세요.`,
    scanWithCamera: '카메라로 스캔',
    cameraTitle: 'QR 코드 스캔',
    cameraHint: 'QR 코드를 화면의 틀 안에 맞춰 주세요.',
    cameraStarting: '카메라를 켜는 중…',
    closeCamera: '카메라 닫기',
    cameraDenied:
      '이 페이지에서 카메라 사용이 차단되어 있습니다. 브라우저의 사이트 설정에서 카메라를 허용한 뒤 다시 시도하거나, 입력란에 코드를 스캔하거나 입력하세요.',
    cameraMissing: '이 기기에서 카메라를 찾을 수 없습니다. 입력란에 코드를 스캔하거나 입력하세요.',
    cameraFailed: '카메라를 켤 수 없습니다. 입력란에 코드를 스캔하거나 입력하세요.',
    cameraInsecure: '카메라는 보안(https) 페이지에서만 사용할 수 있습니다. 입력란에 코드를 스캔하거나 입력하세요.',
    person: '등록자',
    company: REGISTRANT_FIELD_WORDS.ko.company,
    title: REGISTRANT_FIELD_WORDS.ko.title,
    type: REGISTRANT_FIELD_WORDS.ko.businessType,
    todaysSessions: (day: ForumDay) => `${day}일차 세션`,
    noSessions: '이 날 선택한 세션 없음',
    noSeats: '좌석 없음: 승인되지 않음',
    code: '체크인 코드',
    onsite: '현장 등록',
    checkIn: '체크인',
    checkingIn: '체크인 중…',
    checkedIn: '체크인 완료',
    checkedInAt: (time: string, desk: string) => `${time}, ${desk}에서 체크인했습니다.`,
    already: '오늘 이미 체크인함',
    alreadyAt: (time: string, desk: string) => `${time}, ${desk}에서 먼저 체크인했습니다.`,
    queued: '이 기기에 저장됨, 곧 전송됩니다',
    queuedDetail: '데스크가 오프라인입니다. 이 체크인은 이 기기에 보관되었다가 네트워크가 다시 연결되면 전송됩니다.',
    // 되돌리기, not 취소 (Cancel): the check-in just made is taken back.
    undo: FORUM_WORDS.ko.undo,
    undoFor: (seconds: number) => `${FORUM_WORDS.ko.undo} (${seconds}초)`,
    undoing: '되돌리는 중…',
    undone: (name: string) => `${name} 님의 체크인을 되돌렸습니다.`,
    undoFailed: '체크인을 되돌리지 못했습니다.',
    unknown: '알 수 없는 코드',
    unknownDetail: (code: string) => `“${code}” 코드로 등록된 사람이 없습니다. 코드를 확인하거나 이름으로 검색하세요.`,
    failed: '체크인하지 못했습니다.',
    notApproved: {
      pending: '아직 승인되지 않았습니다. 검토 중인 등록이므로 체크인하지 말고 운영 사무국으로 안내해 주세요.',
      declined: '승인되지 않았습니다. 거절된 등록이므로 체크인하지 말고 운영 사무국으로 안내해 주세요.',
    },
    announceFound: (name: string, company: string) => `${name}, ${company}. 체크인할 수 있습니다.`,
    announceCheckedIn: (name: string) => `${name} 님 체크인 완료.`,
    announceAlready: (name: string, time: string, desk: string) =>
      `${name} 님은 오늘 이미 ${time}, ${desk}에서 체크인했습니다.`,
    announceQueued: (name: string) => `${name} 님 체크인을 이 기기에 저장했습니다. 네트워크가 연결되면 전송됩니다.`,
    counts: '체크인 현황',
    dayCount: (checkedIn: number, registered: number) =>
      `${registered.toLocaleString('ko-KR')}명 중 ${checkedIn.toLocaleString('ko-KR')}명`,
    expected: (n: number) => `이 날 세션을 선택한 사람 ${n.toLocaleString('ko-KR')}명`,
    sessionCount: (checkedIn: number, registered: number) =>
      `${checkedIn.toLocaleString('ko-KR')} / ${registered.toLocaleString('ko-KR')}`,
    walkIns: (n: number) => `현장 등록: ${n.toLocaleString('ko-KR')}명`,
    countsAsOf: (time: string) => `${time} 기준`,
    countsLoading: '집계하는 중…',
    walkIn: '현장 등록',
  },
} satisfies Record<Locale, Record<string, unknown>>;

export type CheckinText = (typeof CHECKIN_TEXT)['en'];
