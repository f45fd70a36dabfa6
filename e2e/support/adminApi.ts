import type { APIRequestContext } from '@playwright/test';
import { type Registrant, type Wire, fromWire } from '@forum/shared';
import { forgetOtpUseInSqliteFile, otpCode } from '@forum/api/testing';
import { E2E_ADMIN, E2E_DATABASE_FILE } from './env';

/**
 * What `who`'s authenticator app shows now, as a code the server has not yet accepted: the server
 * takes each code once (RFC 6238, 5.2) and a spec logs in more often than every 30 seconds, so the
 * account's last accepted step is forgotten first (in the test database; only this worker logs in
 * as its admin, so no other login can spend the code in between). The rule itself is tested in
 * api/src/features/auth/otpReplay.test.ts.
 */
export function freshOtp(who: { email: string; otpSecret: string }): string {
  forgetOtpUseInSqliteFile(E2E_DATABASE_FILE, who.email);
  return otpCode(who.otpSecret);
}

/** What this worker's e2e admin's authenticator app shows now (a code not yet used: see freshOtp). */
export function adminOtp(): string {
  return freshOtp(E2E_ADMIN);
}

/**
 * One session per admin per test worker, as a person keeps theirs: logging in for every call would
 * put several logins from this one address in flight at once, and the login throttle reserves an
 * attempt per login before checking it (five per address), so parallel specs could be refused.
 */
const sessions = new Map<string, string>();

/**
 * Whether the server still knows the token. The check is a GET, so it is sent again once when the
 * kept-alive connection it went out on was being closed by the server (idle for its 5 s keep-alive
 * timeout, `read ECONNRESET`): the API request context reuses idle connections without knowing that.
 */
async function sessionIsValid(request: APIRequestContext, token: string): Promise<boolean> {
  const check = () => request.get('/api/admin/session', { headers: { Authorization: `Bearer ${token}` } });
  try {
    return (await check()).ok();
  } catch (error) {
    if (!/ECONNRESET|EPIPE|socket hang up/.test(String(error))) throw error;
    return (await check()).ok();
  }
}

/** Logs in through the API with the current one-time password (once per worker); answers the bearer token. */
export async function adminToken(
  request: APIRequestContext,
  admin: { email: string; password: string; otpSecret: string } = E2E_ADMIN,
): Promise<string> {
  const known = sessions.get(admin.email);
  if (known && (await sessionIsValid(request, known))) return known;
  const login = await request.post('/api/user/login', {
    data: { email: admin.email, password: admin.password, otp: freshOtp(admin) },
  });
  if (!login.ok()) throw new Error(`admin login failed: ${login.status()} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  sessions.set(admin.email, token);
  return token;
}

/**
 * The registrant list as the API serves it to an admin, read with the code's names (the wire's
 * `biztype` and `attendext` become `businessType` and `sessions`): the truth a browser test checks against.
 */
export async function listRegistrants(request: APIRequestContext): Promise<Registrant[]> {
  const token = await adminToken(request);
  const list = await request.get('/api/user/list', { headers: { Authorization: `Bearer ${token}` } });
  return ((await list.json()) as Wire<Registrant>[]).map((registrant) => fromWire(registrant) as Registrant);
}

/** A unique e-mail per test run, so specs can share one database. */
export function uniqueEmail(tag: string): string {
  return `${tag}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/** A new admin account made by the e2e manager through the Accounts API; answers its initial password. */
export async function createAccount(
  request: APIRequestContext,
  email: string,
  role: 'staff' | 'manager',
): Promise<{ id: number; password: string }> {
  const token = await adminToken(request);
  const res = await request.post('/api/admin/accounts', {
    data: { email, role },
    headers: { Authorization: `Bearer ${token}` },
  });
  if (res.status() !== 201) throw new Error(`account not created: ${res.status()} ${await res.text()}`);
  const body = (await res.json()) as { account: { id: number }; initialPassword: string };
  return { id: body.account.id, password: body.initialPassword };
}

/** Sets up an authenticator for an account through the API, as the enrolment screen would; answers its secret. */
export async function enrolThroughApi(request: APIRequestContext, email: string, password: string): Promise<string> {
  const login = await request.post('/api/user/login', { data: { email, password } });
  const { token } = (await login.json()) as { token: string };
  const auth = { Authorization: `Bearer ${token}` };
  const { secret } = (await (await request.post('/api/admin/otp', { headers: auth })).json()) as { secret: string };
  const confirmed = await request.post('/api/admin/otp/confirm', { data: { otp: otpCode(secret) }, headers: auth });
  if (!confirmed.ok()) throw new Error(`enrolment failed: ${confirmed.status()}`);
  await request.post('/api/user/logout', { headers: auth });
  return secret;
}
