/**
 * A forum of a spec's own for the organiser's browser tests: publishing changes the server's
 * current edition, which every other spec relies on, so such a spec runs the real server entry in
 * a process of its own (own SQLite file, this worker's manager, the site the first e2e server
 * built) on a clock a week after the shipped edition's last forum day: publishing next year is
 * refused while the current forum is still ahead. Call once at the top of the spec file: it starts
 * the server before the file's first test and stops it after the last.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, type Locator, type Page, test } from '@playwright/test';
import { EDITION, type Locale } from '@forum/shared';
import {
  type ServerProcess,
  createTestAdmin,
  forgetOtpUseInSqliteFile,
  otpCode,
  prepareTestDatabase,
  startServerProcess,
} from '@forum/api/testing';
import { E2E_ADMIN, E2E_PORT, REPO_ROOT } from './env';

/** 10:00 Korea time, a week after the shipped edition's last forum day. */
export const ORGANISER_CLOCK = new Date(Date.parse(`${EDITION.days[2]}T10:00:00+09:00`) + 7 * 86_400_000);

export interface OrganiserForum {
  /** The server's address (its own port, so a preview link names it). */
  readonly url: string;
  /** A bearer token of this worker's manager. */
  managerToken(): Promise<string>;
  /** The console in `context` logged in as the manager, in `locale`. */
  signIn(context: BrowserContext, locale: Locale): Promise<void>;
}

/** `name` names the temporary folder; `portOffset` (from the first e2e server's port) is the spec's own. */
export function organiserForum(name: string, portOffset: number): OrganiserForum {
  const port = E2E_PORT + portOffset;
  const url = `http://127.0.0.1:${port}`;
  let dir = '';
  let sqliteFile = '';
  let server: ServerProcess | undefined;

  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), `forum-e2e-${name}-`));
    sqliteFile = path.join(dir, 'forum.sqlite');
    const { database } = await prepareTestDatabase({
      database: { kind: 'sqlite', sqliteFile },
      admin: null,
      seed: async (db) => {
        await createTestAdmin(db, E2E_ADMIN.email, E2E_ADMIN.password, undefined, { otpSecret: E2E_ADMIN.otpSecret });
      },
    });
    // Closes the harness's pool; the file stays for the server.
    await database.drop();
    server = await startServerProcess({
      PORT: String(port),
      DATABASE_URL: database.url,
      SITE_DIST: path.join(REPO_ROOT, 'site', 'dist'),
      SITE_URL: url,
      MAIL_DIR: dir,
      FORUM_CLOCK: ORGANISER_CLOCK.toISOString(),
      REGISTRATION_OPENS_AT: '',
      REGISTRATION_CLOSES_AT: '',
    });
  });

  test.afterAll(async () => {
    if (server) {
      const exited = new Promise((resolve) => server!.child.once('exit', resolve));
      server.child.kill('SIGTERM');
      await exited;
    }
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  async function managerToken(): Promise<string> {
    // One-time passwords follow the real time even on FORUM_CLOCK; each is accepted once.
    forgetOtpUseInSqliteFile(sqliteFile, E2E_ADMIN.email);
    const login = await fetch(`${url}/api/user/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: E2E_ADMIN.email, password: E2E_ADMIN.password, otp: otpCode(E2E_ADMIN.otpSecret) }),
    });
    if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
    return ((await login.json()) as { token: string }).token;
  }

  return {
    url,
    managerToken,
    async signIn(context, locale) {
      const token = await managerToken();
      const session = JSON.stringify({
        token,
        expiresAt: new Date(ORGANISER_CLOCK.getTime() + 3_600_000).toISOString(),
      });
      await context.addInitScript(
        ([value, lang]) => {
          window.localStorage.setItem('forum.admin.session', value);
          window.localStorage.setItem('forum.admin.locale', lang);
        },
        [session, locale] as const,
      );
    },
  };
}

/** What the organiser does, counted: each click (a key pressed to submit is one) and each field typed into. */
export function countedOrganiser(page: Page) {
  const count = { clicks: 0, fields: 0 };
  return {
    count,
    async click(target: Locator) {
      count.clicks += 1;
      await target.click();
    },
    async type(field: Locator, text: string) {
      count.fields += 1;
      await field.fill(text);
    },
    async press(key: string) {
      count.clicks += 1;
      await page.keyboard.press(key);
    },
  };
}
