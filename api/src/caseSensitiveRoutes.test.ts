/**
 * Routes match only as docs/api.md writes them (lower case): `/api/Registration/<token>` is 404, for
 * one route of every feature router (each is made case-sensitive on its own; see router.ts), and
 * no log line holds a manage token, whatever spelling or escaping a probe uses.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type TestForum,
  loginToken,
  manageLinkIn,
  parseMail,
  startTestForum,
  startTestSmtpServer,
  type TestSmtpServer,
} from './testing';
import { loggablePath } from './middleware/requestLog';

let smtp: TestSmtpServer;
let forum: TestForum;
let auth: Record<string, string>;
let token: string;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  forum = await startTestForum({ smtpUrl: smtp.url, mailSender: { pollIntervalMs: 50 } });
  auth = { Authorization: `Bearer ${await loginToken(forum, forum.admin)}` };
  const res = await forum.request('/api/user', {
    json: {
      company: 'Han River Capital',
      name: 'Jane Doe',
      title: 'Partner',
      email: 'case.probe@example.com',
      phone: '+82-10-1234-5678',
      biztype: 1,
      attendext: ['day11'],
      about: 'other',
      aboutOther: 'LinkedIn',
      consent: true,
    },
  });
  expect(res.status).toBe(201);
  const [message] = await smtp.waitForMessages(1);
  token = manageLinkIn(await parseMail(message!.raw))!.token;
});

afterAll(async () => {
  await forum.close();
  await smtp.close();
});

/** One GET of each feature router that answers 200 when spelled right. */
const ROUTES = [
  '/api/health',
  '/api/site-info',
  '/api/admin/session',
  '/api/user/list',
  '/api/admin/totals',
  '/api/checkin/counts',
  '/api/admin/accounts',
  '/api/admin/access-log',
];

/** The same path with one letter after `/api/` upper-cased, and with `/API/`. */
function misspellings(path: string): string[] {
  const at = '/api/'.length;
  return [`${path.slice(0, at)}${path[at]!.toUpperCase()}${path.slice(at + 1)}`, path.replace('/api/', '/API/')];
}

describe('case-sensitive routes', () => {
  it.each(ROUTES)('%s answers 200 as written and 404 in any other case', async (path) => {
    expect((await forum.request(path, { headers: auth })).status).toBe(200);
    for (const other of misspellings(path)) {
      expect({ other, status: (await forum.request(other, { headers: auth })).status }).toEqual({ other, status: 404 });
    }
  });

  it('opens the manage link only as /api/registration/<token>', async () => {
    expect((await forum.request(`/api/registration/${token}`)).status).toBe(200);
    for (const path of [
      `/api/Registration/${token}`,
      `/api/REGISTRATION/${token}`,
      `/API/registration/${token}`,
      `/api/%72egistration/${token}`,
    ]) {
      expect({ path, status: (await forum.request(path)).status }).toEqual({ path, status: 404 });
    }
    for (const method of ['PATCH', 'DELETE']) {
      const res = await forum.request(`/api/Registration/${token}`, { method, json: {} });
      expect(res.status).toBe(404);
    }
    expect((await forum.request(`/api/registration/${token}`)).status).toBe(200);
  });
});

describe('no log line holds a token', () => {
  it('masks the token in every spelling the probes above used', () => {
    const lines = forum.logs.join('\n');
    expect(lines).toContain('/api/registration/:token');
    expect(lines).not.toContain(token);
    expect(lines).not.toContain(token.slice(0, 20));
  });

  it.each([
    ['/api/registration/abc', '/api/registration/:token'],
    ['/api/Registration/abc', '/api/Registration/:token'],
    ['/kor/REGISTRATION/abc/extra', '/kor/REGISTRATION/:token/extra'],
    ['/api/registration/resend', '/api/registration/resend'],
    [`/api/%72egistration/${'A'.repeat(43)}`, '/api/%72egistration/:token'],
    [`/api/registration%2F${'b'.repeat(43)}`, '/api/registration%:token'],
    [`/somewhere/${'c_-'.repeat(15)}.html`, '/somewhere/:token.html'],
    ['/assets/index-4f9a1c2b.js', '/assets/index-4f9a1c2b.js'],
  ])('loggablePath(%j) is %j', (path, logged) => {
    expect(loggablePath(path)).toBe(logged);
  });
});
