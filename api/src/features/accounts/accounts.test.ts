/**
 * The Accounts API (managers only): invite an admin with a one-time initial password, change a
 * role, disable, reset an authenticator; each change an `account_change` entry; never without an
 * active manager.
 */
import * as OTPAuth from 'otpauth';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AccessLogEntry, AdminAccount, CreatedAdminAccount } from '@forum/shared';
import { type TestAdmin, loginAdmin, loginToken, type TestForum, startTestForum, TEST_OTP_SECRET } from '../../testing';

let server: TestForum;
let manager: TestAdmin;
let token: string;
let serial = 0;

beforeAll(async () => {
  server = await startTestForum({
    admin: { email: 'manager@forum.test', password: 'manager password 1', otpSecret: TEST_OTP_SECRET },
    config: { trustProxy: true },
  });
  manager = server.admin;
  token = await loginToken(server, manager);
});

afterEach(async () => {
  await server.db('rate_limits').delete();
});

afterAll(async () => {
  await server.close();
});

const auth = (bearer: string = token) => ({ Authorization: `Bearer ${bearer}`, 'X-Forwarded-For': '203.0.113.9' });
const code = (secret: string) => new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate();

async function invite(role: 'staff' | 'manager' = 'staff'): Promise<CreatedAdminAccount> {
  serial += 1;
  const res = await server.request('/api/admin/accounts', {
    json: { email: `New.Person${serial}@Forum.test`, role },
    headers: auth(),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as CreatedAdminAccount;
}

async function change(id: number, body: unknown, bearer = token) {
  return server.request(`/api/admin/accounts/${id}`, { method: 'PATCH', json: body, headers: auth(bearer) });
}

async function accountChanges(): Promise<AccessLogEntry[]> {
  const res = await server.request('/api/admin/access-log?action=account_change&limit=20', { headers: auth() });
  return ((await res.json()) as { entries: AccessLogEntry[] }).entries;
}

describe('invite', () => {
  it('creates the account with a one-time initial password that logs in to enrolment, and logs the grant', async () => {
    const { account, initialPassword } = await invite();
    expect(account).toMatchObject({
      email: `new.person${serial}@forum.test`,
      role: 'staff',
      enrolled: false,
      disabled: false,
      lastLoginAt: null,
    });
    expect(initialPassword).toMatch(/^[A-Za-z2-9]{4}(-[A-Za-z2-9]{4}){3}$/);
    // Shown once: the API never answers it again.
    expect(
      JSON.stringify(await (await server.request('/api/admin/accounts', { headers: auth() })).json()),
    ).not.toContain(initialPassword);

    const first = await loginAdmin(server, { email: account.email, password: initialPassword });
    expect(first.otpEnrolment).toBe(true);
    expect((await accountChanges())[0]).toMatchObject({
      account: manager.email,
      address: '203.0.113.9',
      detail: { target: account.email, change: 'created', role: 'staff' },
    });
  });

  it('refuses a duplicate (409) and a bad address or role (400)', async () => {
    const { account } = await invite();
    const again = await server.request('/api/admin/accounts', {
      json: { email: account.email.toUpperCase(), role: 'staff' },
      headers: auth(),
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: { code: 'account_exists' } });
    const bad = await server.request('/api/admin/accounts', {
      json: { email: 'nope', role: 'owner' },
      headers: auth(),
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { fields: { role: 'invalid_choice' } } });
    const badEmail = await server.request('/api/admin/accounts', {
      json: { email: 'nope', role: 'staff' },
      headers: auth(),
    });
    expect(await badEmail.json()).toMatchObject({ error: { fields: { email: 'invalid_email' } } });
  });
});

describe('changes', () => {
  it('changes a role, which applies to the running session at once', async () => {
    const { account, initialPassword } = await invite('staff');
    await server.db('admins').where({ id: account.id }).update({ otp_secret: 'JBSWY3DPEHPK3PXP' });
    const staffToken = await loginToken(server, {
      email: account.email,
      password: initialPassword,
      otpSecret: 'JBSWY3DPEHPK3PXP',
    });
    expect((await server.request('/api/admin/accounts', { headers: auth(staffToken) })).status).toBe(403);
    const res = await change(account.id, { role: 'manager' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as AdminAccount).role).toBe('manager');
    expect((await server.request('/api/admin/accounts', { headers: auth(staffToken) })).status).toBe(200);
    expect((await accountChanges())[0]).toMatchObject({
      detail: { target: account.email, change: 'role', from: 'staff', role: 'manager' },
    });
  });

  it('disables an account: its sessions end and it cannot log in until enabled again', async () => {
    const { account, initialPassword } = await invite();
    await server.db('admins').where({ id: account.id }).update({ otp_secret: 'JBSWY3DPEHPK3PXP' });
    const credentials = { email: account.email, password: initialPassword, otpSecret: 'JBSWY3DPEHPK3PXP' };
    const theirs = await loginToken(server, credentials);
    expect(((await (await change(account.id, { disabled: true })).json()) as AdminAccount).disabled).toBe(true);
    expect((await server.request('/api/user/list', { headers: auth(theirs) })).status).toBe(401);
    const refused = await server.request('/api/user/login', {
      json: { email: account.email, password: initialPassword, otp: code('JBSWY3DPEHPK3PXP') },
      headers: { 'X-Forwarded-For': '203.0.113.60' },
    });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ error: { code: 'invalid_credentials' } });
    await change(account.id, { disabled: false });
    expect(await loginToken(server, credentials)).toBeTruthy();
    const [enabled, disabled] = await accountChanges();
    expect(enabled).toMatchObject({ detail: { change: 'enabled' } });
    expect(disabled).toMatchObject({ detail: { change: 'disabled' } });
  });

  it('resets an authenticator: sessions end and the next login enrols a new one', async () => {
    const { account, initialPassword } = await invite();
    await server.db('admins').where({ id: account.id }).update({ otp_secret: 'JBSWY3DPEHPK3PXP' });
    const theirs = await loginToken(server, {
      email: account.email,
      password: initialPassword,
      otpSecret: 'JBSWY3DPEHPK3PXP',
    });
    const res = await server.request(`/api/admin/accounts/${account.id}/reset-otp`, {
      method: 'POST',
      headers: auth(),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as AdminAccount).enrolled).toBe(false);
    expect((await server.request('/api/user/list', { headers: auth(theirs) })).status).toBe(401);
    expect((await loginAdmin(server, { email: account.email, password: initialPassword })).otpEnrolment).toBe(true);
    expect((await accountChanges())[0]).toMatchObject({ detail: { target: account.email, change: 'otp_reset' } });
  });

  it('never leaves the console without an active manager: 409 last_manager, nothing changed', async () => {
    const self = (await (await server.request('/api/admin/session', { headers: auth() })).json()) as {
      account: { id: number };
    };
    const others = await server.db('admins').where({ role: 'manager' }).whereNot({ id: self.account.id }).select('id');
    for (const other of others) await change(Number(other.id), { role: 'staff' });
    const before = await accountChanges();
    for (const body of [{ role: 'staff' }, { disabled: true }]) {
      const res = await change(self.account.id, body);
      expect(res.status, JSON.stringify(body)).toBe(409);
      expect(await res.json()).toMatchObject({ error: { code: 'last_manager' } });
    }
    expect(await accountChanges()).toEqual(before);
    // With a second active manager, stepping down is fine.
    await invite('manager');
    expect((await change(self.account.id, { role: 'staff' })).status).toBe(200);
    // Put things back for the other tests.
    await server.db('admins').where({ id: self.account.id }).update({ role: 'manager' });
  });

  it('answers 404 for an unknown account and 400 for an empty change', async () => {
    expect((await change(999_999, { role: 'staff' })).status).toBe(404);
    expect((await change(1, {})).status).toBe(400);
    expect((await change(1, { disabled: 'yes' })).status).toBe(400);
  });
});

describe('who may manage accounts', () => {
  it('answers 403 forbidden to staff and 401 without a login', async () => {
    const { account, initialPassword } = await invite('staff');
    await server.db('admins').where({ id: account.id }).update({ otp_secret: 'JBSWY3DPEHPK3PXP' });
    const staffToken = await loginToken(server, {
      email: account.email,
      password: initialPassword,
      otpSecret: 'JBSWY3DPEHPK3PXP',
    });
    for (const [method, path] of [
      ['GET', '/api/admin/accounts'],
      ['POST', `/api/admin/accounts/${account.id}/reset-otp`],
    ] as const) {
      expect((await server.request(path, { method, headers: auth(staffToken) })).status).toBe(403);
    }
    expect((await change(account.id, { role: 'manager' }, staffToken)).status).toBe(403);
    expect((await server.request('/api/admin/accounts')).status).toBe(401);
  });
});
