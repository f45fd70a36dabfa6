/**
 * The current edition across processes: a publish in one process is served by another on the same
 * database within its watch interval, and a server refuses to start on an invalid current edition,
 * naming each problem.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITION, type EditionDocument } from '@forum/shared';
import { REPO_ROOT } from '../../config';
import {
  type TestDatabase,
  type TestServer,
  TEST_ACCESS_LOG_KEY_TEXT,
  bearer,
  createTestAdmin,
  createTestDatabase,
  loginToken,
  startServerProcess,
  parseMail,
  startTestServer,
  validRegistration,
} from '../../testing';

const SHIPPED = EDITION;
let dir: string;
let testDb: TestDatabase;
let server: TestServer;
let child: ChildProcess | undefined;
const now = new Date(`${SHIPPED.days[2]}T15:00:00Z`); // the day after the shipped forum, Korea time

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forum-editions-'));
  testDb = await createTestDatabase({ sqliteFile: path.join(dir, 'forum.sqlite') });
  server = await startTestServer(await testDb.db, { clock: () => now });
}, 60_000);

afterAll(async () => {
  child?.kill('SIGKILL');
  await server?.close();
  await testDb?.drop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** Polls `probe` until it holds (an event, not a sleep: the other process's watch reads the table). */
async function eventually(probe: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > until) throw new Error('not seen in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the current edition across processes', () => {
  it('a publish in one process is served by the other', async () => {
    const db = await testDb.db;
    const token = await loginToken(server, await createTestAdmin(db));
    const other = await startServerProcess({ DATABASE_URL: testDb.url, SITE_DIST: dir, MAIL_DIR: dir });
    child = other.child;
    const codesAt = async (url: string) => JSON.stringify(await (await fetch(`${url}/api/sessions`)).json());
    expect(await codesAt(other.url)).not.toContain('day29');

    const call = (route: string, method: string, json?: unknown) =>
      fetch(`${server.url}${route}`, {
        method,
        headers: { ...bearer(token), 'Content-Type': 'application/json' },
        ...(json === undefined ? {} : { body: JSON.stringify(json) }),
      });
    expect((await call('/api/admin/editions', 'POST', { from: SHIPPED.year, year: 2026 })).status).toBe(201);
    const { state: _state, ...draft } = (await (
      await call('/api/admin/editions/2026', 'GET')
    ).json()) as EditionDocument & {
      state: string;
    };
    const added = { ...draft.sessions[0]!, code: 'day29', title: { en: 'Added in 2026', ko: '2026 추가 세션' } };
    const document: EditionDocument = {
      ...draft,
      contact: { ...draft.contact, email: 'forum2026@example.org' },
      sessions: [...draft.sessions, added],
      programme: { ...draft.programme, 1: [...draft.programme[1], { session: 'day29', speakers: [] }] },
    };
    expect((await call('/api/admin/editions/2026', 'PUT', document)).status).toBe(200);
    const published = await call('/api/admin/editions/2026/publish', 'POST', { confirm: 2026 });
    expect(published.status, await published.clone().text()).toBe(200);

    expect(await codesAt(server.url)).toContain('day29');
    await eventually(async () => (await codesAt(other.url)).includes('day29'));
    expect(other.output.join('')).toContain('current edition changed');

    // What the edition sets follows it in the running process, without a restart: the contact and
    // the retention date the consent notice promises, in the site's details and in a new
    // registrant's confirmation.
    expect(document.retentionUntil).not.toBe(SHIPPED.retentionUntil);
    const info = (await (await fetch(`${other.url}/api/site-info`)).json()) as {
      contact: { email: string };
      retentionUntil: string;
    };
    expect(info).toMatchObject({
      contact: { email: 'forum2026@example.org' },
      retentionUntil: document.retentionUntil,
    });
    const email = 'after.publish@example.com';
    const registered = await fetch(`${other.url}/api/user`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(validRegistration({ email })),
    });
    expect(registered.status, await registered.clone().text()).toBe(201);
    let confirmation = '';
    await eventually(async () => {
      const files = fs.readdirSync(dir).filter((file) => file.endsWith('.eml'));
      const mails = await Promise.all(files.map(async (file) => parseMail(fs.readFileSync(path.join(dir, file)))));
      confirmation = mails.find((mail) => JSON.stringify(mail.to).includes(email))?.text ?? '';
      return confirmation !== '';
    });
    expect(confirmation).toContain('forum2026@example.org');
    expect(confirmation).toContain(document.retentionUntil.slice(0, 4));
    expect(confirmation).not.toContain(SHIPPED.contact.email);
  }, 90_000);

  it('refuses to start on an invalid current edition, naming each problem', async () => {
    child?.kill('SIGKILL');
    child = undefined;
    const db = await testDb.db;
    const row = (await db('editions').where({ year: 2026 }).first('document')) as { document: string };
    const broken = JSON.parse(row.document) as EditionDocument;
    broken.sessions = broken.sessions.map((session, index) =>
      index === 1 ? { ...session, code: broken.sessions[0]!.code } : session,
    );
    broken.name = { ...broken.name, ko: '' };
    await db('editions')
      .where({ year: 2026 })
      .update({ document: JSON.stringify(broken) });

    const started = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'api/src/server.ts')], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        ACCESS_LOG_KEY: TEST_ACCESS_LOG_KEY_TEXT,
        DATABASE_URL: testDb.url,
        SITE_DIST: dir,
        MAIL_DIR: dir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: string[] = [];
    started.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    started.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    const code = await new Promise<number | null>((resolve) => started.on('exit', resolve));
    const text = output.join('');
    expect(code).toBe(1);
    expect(text).toMatch(/The current edition \(2026\) has \d+ problem\(s\)/);
    expect(text).toContain('sessions.1.code');
    expect(text).toContain('name.ko');
    expect(text).not.toContain('listening on');
  }, 60_000);
});
