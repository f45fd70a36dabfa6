/** The admin roles' words, for the bar, the Accounts screen and the access log. */
import type { AdminRole, Locale } from '@forum/shared';

export const ROLE_WORDS = {
  ko: { manager: '관리 책임자', staff: '담당자' },
  en: { manager: 'Manager', staff: 'Staff' },
} as const satisfies Record<Locale, Record<AdminRole, string>>;
