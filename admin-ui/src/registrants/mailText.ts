/** The admin console's words about registrants' e-mails, in both languages (kept apart from adminText). */
import type { Locale, MailState } from '@forum/shared';
import { formatCount } from '../components/commonText';

export const MAIL_TEXT = {
  ko: {
    state: { queued: '발송 대기', sent: '발송 완료', failed: '발송 실패' } satisfies Record<MailState, string>,
    none: '메일 없음',
    /** Prefix for screen readers: which e-mail the state is about. */
    label: '확인 메일',
    resend: '확인 메일 재발송',
    resending: '재발송 요청 중…',
    resent: (name: string) => `${name} 님에게 확인 메일을 다시 보내도록 요청했습니다.`,
    resendFailed: '확인 메일을 다시 보내지 못했습니다.',
    failedCount: (count: number) => `메일 발송 실패 ${formatCount(count, 'ko')}건`,
  },
  en: {
    state: { queued: 'Queued', sent: 'Sent', failed: 'Failed' } satisfies Record<MailState, string>,
    none: 'No e-mail',
    label: 'Confirmation e-mail',
    resend: 'Resend confirmation',
    resending: 'Requesting…',
    resent: (name: string) => `A new confirmation e-mail to ${name} has been queued.`,
    resendFailed: 'The confirmation could not be resent.',
    failedCount: (count: number) => `${formatCount(count, 'en')} failed e-mail${count === 1 ? '' : 's'}`,
  },
} as const satisfies Record<Locale, unknown>;
