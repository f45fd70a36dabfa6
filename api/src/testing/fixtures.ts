/** What most API tests need beside a server: an admin, a logged-in token, a valid registration. */
import { type AdminRole, EDITION, type LoginResponse, PUBLIC_SESSIONS, type SessionCode } from '@forum/shared';
import type { Database } from '../db/database';
import { createAccessLog } from '../features/accessLog';
import { createAccountsService } from '../features/accounts';
import { currentOtp } from '../features/auth';
import { TEST_ACCESS_LOG_KEY, TEST_PASSWORD_COST, type TestServer } from './testServer';

export interface TestAdmin {
  email: string;
  password: string;
  /**
   * Base32 TOTP secret of an enrolled admin (the harness plays the authenticator app with it);
   * absent for an admin who has not set one up yet.
   */
  otpSecret?: string;
}

/** The authenticator secret every enrolled test admin has unless told otherwise. */
export const TEST_OTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

export const DEFAULT_TEST_ADMIN: TestAdmin = {
  email: 'admin@forum.test',
  password: 'correct horse battery',
  otpSecret: TEST_OTP_SECRET,
};

export interface TestAdminOptions {
  /** Default `manager` (the first account is a manager anyway). */
  role?: AdminRole;
  /** Default true: the account has an authenticator with `otpSecret` (default TEST_OTP_SECRET). */
  enrolled?: boolean;
  otpSecret?: string;
}

/** The one-time password of `secret` at `at` (default now), as the admin's authenticator app shows it. */
export function otpCode(secret: string = TEST_OTP_SECRET, at: Date = new Date()): string {
  return currentOtp(secret, at);
}

/**
 * An admin account, created the way the CLI creates one (and access-logged like it), then given
 * the known authenticator secret, as if it had enrolled.
 */
export async function createTestAdmin(
  db: Database,
  email = DEFAULT_TEST_ADMIN.email,
  password = DEFAULT_TEST_ADMIN.password,
  passwordCost = TEST_PASSWORD_COST,
  options: TestAdminOptions = {},
): Promise<TestAdmin> {
  const clock = () => new Date();
  const accounts = createAccountsService({
    db,
    accessLog: createAccessLog(db, clock, TEST_ACCESS_LOG_KEY),
    clock,
    passwordCost,
  });
  const { account } = await accounts.create(
    { email, password, role: options.role ?? 'manager' },
    { adminId: null, account: 'cli:test-harness', address: null },
  );
  if (options.enrolled === false) return { email, password };
  const otpSecret = options.otpSecret ?? TEST_OTP_SECRET;
  await db('admins').where({ id: account.id }).update({ otp_secret: otpSecret, otp_enrolled_at: new Date() });
  return { email, password, otpSecret };
}

/**
 * Logs in through HTTP, like a client, typing the current one-time password when the admin has an
 * authenticator: `server` is a TestServer (whose clock the code follows) or the base URL of any
 * running API. Answers the login body (`otpEnrolment: true` for an admin not yet enrolled).
 *
 * The server accepts each code once (RFC 6238, 5.2); a TestServer is first told to forget the
 * admin's last accepted code, so a test may log in as often as it likes. Against a URL, one login
 * per admin per 30 seconds (otpReplay.test.ts checks the rule itself).
 */
export async function loginAdmin(
  server: TestServer | string,
  credentials: TestAdmin,
  options: { at?: Date; headers?: Record<string, string> } = {},
): Promise<LoginResponse> {
  const base = typeof server === 'string' ? server : server.url;
  if (typeof server !== 'string' && credentials.otpSecret) await server.forgetOtpUse(credentials.email);
  const at = options.at ?? (typeof server === 'string' ? new Date() : server.staffNow());
  const body = {
    email: credentials.email,
    password: credentials.password,
    ...(credentials.otpSecret ? { otp: otpCode(credentials.otpSecret, at) } : {}),
  };
  const res = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...options.headers },
    body: JSON.stringify(body),
  });
  if (res.status !== 200) throw new Error(`login failed with ${res.status}: ${await res.text()}`);
  return (await res.json()) as LoginResponse;
}

/** The bearer token of a full login (see loginAdmin). */
export async function loginToken(
  server: TestServer | string,
  credentials: TestAdmin,
  options: { at?: Date; headers?: Record<string, string> } = {},
): Promise<string> {
  return (await loginAdmin(server, credentials, options)).token;
}

/**
 * The current edition's last public session (2025: day23, Middle East), for a test that needs
 * "another session" than validRegistration's: taken from the edition file, so the test passes on
 * the next edition too (a year may drop a code).
 */
export const LAST_PUBLIC_SESSION: SessionCode = PUBLIC_SESSIONS[PUBLIC_SESSIONS.length - 1]!.code;

/**
 * validRegistration's sessions, from the current edition: its first public session and the second
 * public one of day 2 (day11 and day22 in 2025 and in the tests' sample 2026).
 */
const DAY_TWO_PUBLIC = PUBLIC_SESSIONS.filter((session) => session.day === 2);
const VALID_SESSIONS: SessionCode[] = [
  PUBLIC_SESSIONS[0]!.code,
  (DAY_TWO_PUBLIC[1] ?? DAY_TWO_PUBLIC[0] ?? PUBLIC_SESSIONS[PUBLIC_SESSIONS.length - 1]!).code,
];

/** A registration body that passes validation; override what a test is about. */
export function validRegistration(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    company: 'Han River Capital',
    name: 'Jane Doe',
    title: 'Partner',
    email: `jane.${Math.random().toString(36).slice(2)}@example.com`,
    phone: '+82-10-1234-5678',
    biztype: 1,
    attend: '',
    attendext: [...VALID_SESSIONS],
    about: 'colleague',
    consent: true,
    locale: 'en',
    ...overrides,
  };
}

/**
 * The purge's report lines about the current edition, as one edition's report reads: when the
 * purge reports several editions (a run on the next edition) it prefixes each line with the year
 * and adds a line for each other edition; those are left out here.
 */
export function currentEditionPurgeLines(out: string): string[] {
  return out.split('\n').flatMap((line) => {
    const year = /^(\d{4}) /.exec(line)?.[1];
    if (year) return Number(year) === EDITION.year ? [line.slice(year.length + 1)] : [];
    const edition = /^Edition (\d{4}):/.exec(line)?.[1];
    return edition && Number(edition) !== EDITION.year ? [] : [line];
  });
}
