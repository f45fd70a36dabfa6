/**
 * One invitation link, forwarded: 20 registrations through it with other addresses, sent at once
 * to two API processes (this test's app and the real server entry point in a child process) on one
 * database, register nobody; the invitee's own two tabs at the same moment register once. On
 * MariaDB (TEST_DATABASE_URL; the API's mysql project), where the invitation row is locked FOR
 * UPDATE; on SQLite, a file shared by the two processes.
 *
 * Without the address check in admission.ts (an invitation registering any e-mail, as before
 * issue 36) the first of the 20 registers and the invitee is then refused: this test fails.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EDITION } from '@forum/shared';
import {
  type TestDatabase,
  type TestServer,
  createTestDatabase,
  startServerProcess,
  startTestServer,
  validRegistration,
} from '../../testing';
import { hashManageToken, newManageToken } from '../mail';
import { registrationEmailKey } from '../registrations';

const onMysql = process.env.TEST_DB === 'mysql' && Boolean(process.env.TEST_DATABASE_URL);
const OTHERS = 20;
const INVITEE = 'kim.invitee@example.com';

let cleanups: Array<() => Promise<void> | void> = [];

afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

async function post(base: string, body: unknown): Promise<{ status: number; code: string | null; message: string }> {
  // Many transactions wait on one invitation row: a 503 (the pool's wait ran out on a loaded
  // machine) stored nothing and is sent again, as the form would.
  for (let attempt = 1; ; attempt += 1) {
    const res = await fetch(`${base}/api/user`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (res.status === 503 && attempt < 5) {
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      continue;
    }
    const answer = (await res.json()) as { error?: { code: string; message: string } };
    return { status: res.status, code: answer.error?.code ?? null, message: answer.error?.message ?? '' };
  }
}

describe.runIf(onMysql || process.env.TEST_DB !== 'mysql')(
  'one invitation used by many at once, on two processes',
  () => {
    it('registers nobody with another address, and its invitee once', async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forum-invitation-race-'));
      cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
      const testDb: TestDatabase = await createTestDatabase(
        onMysql ? { kind: 'mysql' } : { kind: 'sqlite', sqliteFile: path.join(dir, 'forum.sqlite') },
      );
      cleanups.push(() => testDb.drop());
      // An invitation as the import and the send leave it: a row, and the link's token kept as its hash.
      const token = newManageToken();
      const now = new Date();
      await testDb.db('invitations').insert({
        email: INVITEE,
        email_normalized: registrationEmailKey(INVITEE),
        name: '김초청',
        company: 'Race Capital',
        locale: 'ko',
        sessions: '',
        note: '',
        source: 'Race test',
        token_hash: hashManageToken(token),
        sent_at: now,
        created_at: now,
        updated_at: now,
        edition: EDITION.year,
      });
      const inProcess: TestServer = await startTestServer(testDb.db);
      cleanups.push(() => inProcess.close());
      const { child, url } = await startServerProcess({ DATABASE_URL: testDb.url, SITE_DIST: dir, MAIL_DIR: dir });
      cleanups.push(() => {
        child.kill('SIGKILL');
      });
      const bases = [inProcess.url, url];

      const others = Array.from({ length: OTHERS }, (_, i) =>
        validRegistration({ email: `forwarded.${i}@example.com`, invitation: token }),
      );
      const own = [1, 2].map(() => validRegistration({ email: INVITEE, name: '김초청', invitation: token }));
      const answers = await Promise.all([...others, ...own].map((body, i) => post(bases[i % 2]!, body)));

      const forwarded = answers.slice(0, OTHERS);
      expect(forwarded.map((answer) => [answer.status, answer.code])).toEqual(
        Array.from({ length: OTHERS }, () => [400, 'validation']),
      );
      // The refusal names the invited address masked, never whole.
      for (const answer of forwarded) {
        expect(answer.message).toContain('k***@example.com');
        expect(answer.message).not.toContain(INVITEE);
      }
      const mine = answers
        .slice(OTHERS)
        .map((answer) => answer.status)
        .sort();
      expect(mine).toEqual([201, 409]);

      const registered = (await testDb.db('registrants').select('email', 'status')) as Array<{
        email: string;
        status: string;
      }>;
      expect(registered).toEqual([{ email: INVITEE, status: 'approved' }]);
      const invitation = (await testDb.db('invitations').first('registration_id')) as { registration_id: number };
      expect(invitation.registration_id).not.toBeNull();
    }, 120_000);
  },
);
