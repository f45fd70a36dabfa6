/** Words of the managers' approval screen, in both languages. Status words come from `@forum/shared`. */
import type { Locale } from '@forum/shared';

export const APPROVAL_TEXT = {
  en: {
    section: 'Approval',
    heading: 'Registrations to review',
    intro:
      'Under the policy below, some registrations wait for your review. They hold no seat until approved: approving takes their seats (or places in line) at that moment and sends the confirmation with the QR code; declining sends a short e-mail, with your reason in their language if you give one. Each decision is recorded in the access log.',
    policyHeading: 'Approval policy',
    modes: {
      off: 'Off: everyone is approved at once',
      all: 'Review every registration',
      biztypes: 'Review these business types only',
    },
    savePolicy: 'Save policy',
    policySaved: 'Approval policy saved.',
    counts: (c: { pending: number; approved: number; declined: number }) =>
      `Under review: ${c.pending} · Approved: ${c.approved} · Declined: ${c.declined}`,
    show: 'Show',
    showPending: 'Under review (oldest first)',
    showDeclined: 'Declined',
    selectAll: 'Select all',
    select: (name: string) => `Select ${name}`,
    registeredAt: 'Registered',
    sessions: 'Sessions',
    empty: 'Nothing to review.',
    reasonHeading: 'Reason for a decline (optional; each registrant gets the one in their language)',
    reasonEn: 'Reason in English',
    reasonKo: 'Reason in Korean',
    approve: (n: number) => `Approve selected (${n})`,
    decline: (n: number) => `Decline selected (${n})`,
    confirmDecline: (n: number) => `Decline ${n} registration${n === 1 ? '' : 's'}?`,
    confirmDeclineText: 'Each person is told by e-mail. You can approve them later.',
    done: (approved: number, declined: number, skipped: number) =>
      `Approved: ${approved} · Declined: ${declined}${skipped > 0 ? ` · Left as they were: ${skipped}` : ''}.`,
    loading: 'Loading…',
  },
  ko: {
    section: '등록 승인',
    heading: '검토할 등록',
    intro:
      '아래 정책에 따라 일부 등록은 검토를 기다립니다. 승인 전에는 좌석이 배정되지 않습니다. 승인하면 그 시점에 좌석(또는 대기 순번)이 배정되고 QR 코드가 담긴 확인 메일이 발송됩니다. 거절하면 짧은 안내 메일이 발송되며, 사유를 입력하면 등록자의 언어로 함께 전달됩니다. 모든 결정은 접속기록에 남습니다.',
    policyHeading: '승인 정책',
    modes: {
      off: '사용 안 함: 모든 등록을 바로 승인',
      all: '모든 등록을 검토',
      biztypes: '선택한 참가자 유형만 검토',
    },
    savePolicy: '정책 저장',
    policySaved: '승인 정책을 저장했습니다.',
    counts: (c: { pending: number; approved: number; declined: number }) =>
      `검토 중: ${c.pending} · 승인: ${c.approved} · 거절: ${c.declined}`,
    show: '보기',
    showPending: '검토 중 (오래된 순)',
    showDeclined: '거절됨',
    selectAll: '모두 선택',
    select: (name: string) => `${name} 선택`,
    registeredAt: '등록일시',
    sessions: '참가 세션',
    empty: '검토할 등록이 없습니다.',
    reasonHeading: '거절 사유 (선택, 등록자의 언어로 전달됩니다)',
    reasonEn: '영문 사유',
    reasonKo: '국문 사유',
    approve: (n: number) => `선택 승인 (${n})`,
    decline: (n: number) => `선택 거절 (${n})`,
    confirmDecline: (n: number) => `${n}건의 등록을 거절할까요?`,
    confirmDeclineText: '각 등록자에게 이메일로 안내됩니다. 나중에 승인할 수도 있습니다.',
    done: (approved: number, declined: number, skipped: number) =>
      `승인 ${approved}건 · 거절 ${declined}건${skipped > 0 ? ` · 변경 없음 ${skipped}건` : ''}.`,
    loading: '불러오는 중…',
  },
} satisfies Record<Locale, unknown>;
