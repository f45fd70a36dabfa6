/**
 * Everything the manage page's meetings section says, in both languages. Sector, stage and role
 * words come from `@forum/shared` (the e-mails and the admin use the same); errors by code.
 */
import type { Locale } from '@forum/shared';

export interface MeetingsText {
  heading: string;
  intro: string;
  join: string;
  joinHeading: string;
  editProfile: string;
  role: string;
  organisation: string;
  pitch: string;
  pitchHint: string;
  sectors: string;
  stages: string;
  ticketSize: string;
  ticketMin: string;
  ticketMax: string;
  ticketHint: string;
  currency: string;
  consent: string;
  consentText: string;
  saveProfile: string;
  back: string;
  leave: string;
  leaveConfirm: string;
  leaveYes: string;
  keep: string;
  yourProfile: string;
  directory: string;
  directoryEmpty: string;
  suggested: string;
  note: string;
  sendRequest: string;
  requestSent: string;
  received: string;
  sent: string;
  noRequests: string;
  accept: string;
  decline: string;
  status: Record<'pending' | 'accepted' | 'declined' | 'cancelled', string>;
  agenda: string;
  noMeetings: string;
  day: (day: number) => string;
  table: (table: number) => string;
  cancelMeeting: string;
  accepted: (when: string) => string;
  loadFailed: string;
  /** A 429 on a request while the person's open requests are at the limit. */
  openRequestsLimit: (limit: number) => string;
}

export const MEETINGS_TEXT: Record<Locale, MeetingsText> = {
  en: {
    heading: 'One-to-one meetings',
    intro:
      'Investors and companies can book short one-to-one meetings at the forum. Join with a profile, find the other side, and ask for a meeting.',
    join: 'Join the meetings',
    joinHeading: 'Your meeting profile',
    editProfile: 'Change profile',
    role: 'I take part as',
    organisation: 'Organisation',
    pitch: 'One-line pitch or investment focus',
    pitchHint: 'At most 160 characters.',
    sectors: 'Sectors',
    stages: 'Stages',
    ticketSize: 'Ticket size (investors)',
    ticketMin: 'From',
    ticketMax: 'To',
    ticketHint: 'Write amounts as you would say them: 1억, 5,000만, 1.5억, USD 2M or 2,000,000.',
    currency: 'Currency',
    consent: 'Consent to show your profile',
    consentText:
      'I agree that my meeting profile (organisation, pitch, sectors, stages, ticket size) is shown to other meeting participants so that they can ask me for a meeting. It is kept until I leave the meetings or the retention date of my registration.',
    saveProfile: 'Save profile',
    back: 'Back',
    leave: 'Leave the meetings',
    leaveConfirm: 'Leave the meetings? Your profile is removed and your meetings are cancelled.',
    leaveYes: 'Leave and cancel meetings',
    keep: 'Keep',
    yourProfile: 'Your profile',
    directory: 'Find participants',
    directoryEmpty: 'Nobody on the other side has joined yet.',
    suggested: 'Suggested match',
    note: 'Note (optional)',
    sendRequest: 'Ask for a meeting',
    requestSent: 'Request sent',
    received: 'Requests to you',
    sent: 'Your requests',
    noRequests: 'None yet.',
    accept: 'Accept',
    decline: 'Decline',
    status: { pending: 'Waiting for an answer', accepted: 'Accepted', declined: 'Declined', cancelled: 'Cancelled' },
    agenda: 'Your meetings',
    noMeetings: 'No meetings booked yet.',
    day: (day) => `Day ${day}`,
    table: (table) => `Table ${table}`,
    cancelMeeting: 'Cancel meeting',
    accepted: (when) => `Meeting booked: ${when}. A calendar invitation is on its way by e-mail.`,
    loadFailed: 'The meetings could not be loaded.',
    openRequestsLimit: (limit) =>
      `You have ${limit} meeting requests waiting for an answer. Please wait for replies before asking someone else.`,
  },
  ko: {
    heading: '1:1 미팅',
    intro:
      '투자자와 기업은 포럼 현장에서 짧은 1:1 미팅을 예약할 수 있습니다. 프로필을 등록하고 상대를 찾아 미팅을 요청해 보세요.',
    join: '미팅 참여하기',
    joinHeading: '미팅 프로필',
    editProfile: '프로필 수정',
    role: '참여 구분',
    organisation: '소속 기관',
    pitch: '한 줄 소개 또는 투자 분야',
    pitchHint: '160자 이내로 입력해 주세요.',
    sectors: '분야',
    stages: '투자 단계',
    ticketSize: '투자 규모 (투자자)',
    ticketMin: '최소',
    ticketMax: '최대',
    ticketHint: '1억, 5,000만, 1.5억, USD 2M, 2,000,000처럼 입력하세요.',
    currency: '통화',
    consent: '프로필 공개 동의',
    consentText:
      '미팅 요청을 받을 수 있도록 내 미팅 프로필(소속, 소개, 분야, 단계, 투자 규모)을 다른 미팅 참가자에게 공개하는 데 동의합니다. 미팅 참여를 취소하거나 등록 정보 보유 기간이 끝나면 삭제됩니다.',
    saveProfile: '프로필 저장',
    back: '돌아가기',
    leave: '미팅 참여 취소',
    leaveConfirm: '미팅 참여를 취소할까요? 프로필이 삭제되고 예약된 미팅이 모두 취소됩니다.',
    leaveYes: '참여 취소 및 미팅 취소',
    keep: '유지하기',
    yourProfile: '내 프로필',
    directory: '참가자 찾기',
    directoryEmpty: '아직 상대편 참가자가 없습니다.',
    suggested: '추천',
    note: '메모 (선택)',
    sendRequest: '미팅 요청',
    requestSent: '요청함',
    received: '받은 요청',
    sent: '보낸 요청',
    noRequests: '아직 없습니다.',
    accept: '수락',
    decline: '거절',
    status: { pending: '답변 대기 중', accepted: '수락됨', declined: '거절됨', cancelled: '취소됨' },
    agenda: '내 미팅 일정',
    noMeetings: '예약된 미팅이 없습니다.',
    day: (day) => `${day}일차`,
    table: (table) => `${table}번 테이블`,
    cancelMeeting: '미팅 취소',
    accepted: (when) => `미팅이 확정되었습니다: ${when}. 캘린더 초대가 이메일로 발송됩니다.`,
    loadFailed: '미팅 정보를 불러오지 못했습니다.',
    openRequestsLimit: (limit) =>
      `답변을 기다리는 미팅 요청이 ${limit}건 있습니다. 답변을 받은 뒤 다른 참가자에게 요청해 주세요.`,
  },
};
