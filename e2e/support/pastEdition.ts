/**
 * The real past edition the screen audit shows (issue 28): the shipped 2025 forum, ended, on the
 * second e2e server (pastEditionServer.ts), whose current edition is the sample 2026. Its database
 * holds these registrants, registered through a 2025 server process before the 2026 one started,
 * as after a real rollover; their confirmation mails (with their manage links) are in its mailbox.
 * Fixed pair whatever edition the first server runs, so the audit shows the same screens on every run.
 */
import type { APIRequestContext } from '@playwright/test';
import { type Locale, editionOf, sessionInfos } from '@forum/shared';
import { SAMPLE_EDITION_2026 } from '@forum/shared/testing';
import { forgetOtpUseInSqliteFile, otpCode } from '@forum/api/testing';
import { E2E_ADMIN, E2E_PAST_BASE_URL, E2E_PAST_DATABASE_FILE } from './env';
import type { Visitor } from './registrationForm';

export const CURRENT_EDITION = SAMPLE_EDITION_2026;
export const PAST_EDITION = editionOf(SAMPLE_EDITION_2026.year - 1)!;

const pastSessions = sessionInfos(PAST_EDITION)
  .filter((session) => !session.invitationOnly)
  .map((session) => session.code) as Visitor['sessions'];

/** One registrant of the past edition per language, with the long words the layouts must hold. */
export const PAST_REGISTRANTS: Record<Locale, Visitor> = {
  en: {
    company: 'Northwind International Venture Partners Ltd.',
    name: 'Alexandra Montgomery-Whitfield',
    title: 'Managing Director, Strategic Investments',
    email: 'audit-past-en@forum.test',
    phone: '+82-10-1234-5678',
    biztype: 1,
    sessions: [pastSessions[0]!, pastSessions[pastSessions.length - 1]!],
    about: 'other',
    aboutOther: 'LinkedIn',
  },
  ko: {
    company: '주식회사 한빛글로벌벤처파트너스 투자심사본부',
    name: '남궁민준',
    title: '수석 심사역 겸 파트너',
    email: 'audit-past-ko@forum.test',
    phone: '010-9876-5432',
    biztype: 5,
    sessions: pastSessions.slice(0, 3),
    about: 'other',
    aboutOther: '지인 추천',
  },
};

/** The body of `POST /api/user` for a registrant. */
export function registrationBody(person: Visitor, locale: Locale): Record<string, unknown> {
  const { sessions, ...fields } = person;
  return { ...fields, attend: '', attendext: sessions, consent: true, locale };
}

/**
 * A session of this worker's manager on the past-edition server (its database has the same
 * managers as the first one's). A fresh login each time, its code forgotten first as adminApi.ts
 * does: the audit logs in there once per test.
 */
export async function pastAdminToken(request: APIRequestContext): Promise<string> {
  forgetOtpUseInSqliteFile(E2E_PAST_DATABASE_FILE, E2E_ADMIN.email);
  const login = await request.post(`${E2E_PAST_BASE_URL}/api/user/login`, {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password, otp: otpCode(E2E_ADMIN.otpSecret) },
  });
  if (!login.ok()) throw new Error(`admin login failed: ${login.status()} ${await login.text()}`);
  return ((await login.json()) as { token: string }).token;
}
