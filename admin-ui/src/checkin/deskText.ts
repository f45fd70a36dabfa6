/**
 * What the offline banner and the walk-in dialog say, in both languages (the check-in screen's own
 * words live with the screen). Times are Korea time, where the forum is.
 */
import type { ForumDay, Locale } from '@forum/shared';

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Seoul',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "09:05": a check-in's time at the venue, zero-padded as every time is written. */
export function formatDeskTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : timeFormat.format(date);
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

const EN = {
  dayLabel: (day: ForumDay) => `Day ${day}`,
  offlineHeading: 'This desk is offline.',
  offlineWaiting: (count: number) =>
    count === 0
      ? 'Check-ins are kept on this device and sent when the network returns.'
      : `${plural(count, 'check-in')} waiting to be sent. They are kept on this device and sent when the network returns.`,
  sending: (count: number) => `Back online: sending ${plural(count, 'check-in')}…`,
  conflictsHeading: 'Check-ins made offline that did not count',
  conflictElsewhere: (name: string, desk: string, time: string, day: ForumDay) =>
    `${name} was already checked in at ${desk} at ${time} (Day ${day}).`,
  conflictRemoved: (name: string, day: ForumDay) =>
    `${name} was checked in here offline (Day ${day}), but the registration has since been deleted.`,
  conflictRefused: (name: string, day: ForumDay) =>
    `The server refused the check-in of ${name} made here offline (Day ${day}).`,
  dismiss: 'Dismiss',
  dismissLabel: (name: string) => `Dismiss the notice about ${name}`,

  walkInTitle: 'Walk-in registration',
  walkInIntro: (day: ForumDay, desk: string) =>
    `Registers a visitor at the venue with the pre-registration form. They are checked in for Day ${day} at ${desk} at once.`,
  walkInHandOver: 'Let the visitor read the notice and tick the box themselves.',
  allRequired: 'All fields are required.',
  mailLanguage: 'Language of the confirmation e-mail',
  languages: { en: 'English', ko: 'Korean' },
  register: 'Register and check in',
  registering: 'Registering…',
  offline:
    'This desk is offline. Walk-in registration needs the network; what you typed is kept. Try again when the network returns.',
  noticeUnavailable: 'The consent notice could not be loaded (no network). Try again when the network returns.',
  notSaved: 'The registration was not saved.',
  searchInstead: 'Search for this person instead',
  walkInDone: (name: string, day: ForumDay, desk: string, time: string) =>
    `${name} is registered and checked in (Day ${day}, ${desk}, ${time}).`,
};

export type DeskText = typeof EN;

// Typed as the English text: a key missing in Korean does not compile.
const KO: DeskText = {
  dayLabel: (day: ForumDay) => `${day}일차`,
  offlineHeading: '이 데스크는 오프라인 상태입니다.',
  offlineWaiting: (count: number) =>
    count === 0
      ? '체크인은 이 기기에 저장되었다가 네트워크가 돌아오면 전송됩니다.'
      : `전송 대기 중인 체크인 ${count}건. 이 기기에 저장되었다가 네트워크가 돌아오면 전송됩니다.`,
  sending: (count: number) => `다시 연결되었습니다. 체크인 ${count}건 전송 중…`,
  conflictsHeading: '오프라인 중 처리했지만 반영되지 않은 체크인',
  conflictElsewhere: (name: string, desk: string, time: string, day: ForumDay) =>
    `${name} 님은 ${time}에 ${desk}에서 이미 체크인했습니다 (${day}일차).`,
  conflictRemoved: (name: string, day: ForumDay) =>
    `${name} 님은 오프라인 중 이곳에서 체크인했지만(${day}일차) 그 사이 등록이 삭제되었습니다.`,
  conflictRefused: (name: string, day: ForumDay) =>
    `오프라인 중 이곳에서 처리한 ${name} 님의 체크인(${day}일차)을 서버가 거부했습니다.`,
  dismiss: '닫기',
  dismissLabel: (name: string) => `${name} 님 알림 닫기`,

  walkInTitle: '현장 등록',
  walkInIntro: (day: ForumDay, desk: string) =>
    `사전등록과 같은 양식으로 현장 방문객을 등록합니다. 등록과 동시에 ${desk}에서 ${day}일차 체크인됩니다.`,
  walkInHandOver: '안내문은 방문객이 직접 읽고 동의란에 표시하도록 해 주세요.',
  allRequired: '모든 항목은 필수 입력 항목입니다.',
  mailLanguage: '확인 메일 언어',
  languages: { en: '영어', ko: '한국어' },
  register: '등록하고 체크인',
  registering: '등록하는 중…',
  offline:
    '이 데스크는 오프라인 상태입니다. 현장 등록에는 네트워크가 필요하며, 입력한 내용은 그대로 남아 있습니다. 네트워크가 돌아오면 다시 시도해 주세요.',
  noticeUnavailable: '개인정보 수집 안내를 불러오지 못했습니다(네트워크 없음). 네트워크가 돌아오면 다시 시도해 주세요.',
  notSaved: '등록하지 못했습니다.',
  searchInstead: '등록된 사람 검색하기',
  walkInDone: (name: string, day: ForumDay, desk: string, time: string) =>
    `${name} 님을 현장 등록하고 체크인했습니다 (${day}일차, ${desk}, ${time}).`,
};

export const DESK_TEXT: Record<Locale, DeskText> = { en: EN, ko: KO };
