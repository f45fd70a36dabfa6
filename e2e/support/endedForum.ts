/**
 * A forum that has ended, for the browser tests of its pages: the real server entry point in a
 * process of its own, on FORUM_CLOCK after the current edition's last forum day, over a fresh
 * SQLite file with this worker's manager, serving the site the first e2e server built. One per
 * worker, started when a spec first asks and stopped when the worker ends. The page's clock is set
 * to the same time (`onEndedForumTime`), so the browser and the server agree on the date.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { EDITION, type Locale } from '@forum/shared';
import {
  type ServerProcess,
  createTestAdmin,
  forgetOtpUseInSqliteFile,
  otpCode,
  prepareTestDatabase,
  startServerProcess,
} from '@forum/api/testing';
import { E2E_ADMIN, REPO_ROOT } from './env';

/** 10:00 Korea time on the day after the last forum day: the forum has ended. */
export const ENDED_AT = new Date(Date.parse(`${EDITION.days[2]}T10:00:00+09:00`) + 86_400_000);

export interface EndedForum {
  url: string;
  /** A bearer token of this worker's manager on the ended forum's server. */
  adminToken(): Promise<string>;
}

let started: Promise<EndedForum> | null = null;

async function start(): Promise<EndedForum> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forum-e2e-ended-'));
  const sqliteFile = path.join(dir, 'forum.sqlite');
  const { database } = await prepareTestDatabase({
    database: { kind: 'sqlite', sqliteFile },
    admin: null,
    seed: async (db) => {
      await createTestAdmin(db, E2E_ADMIN.email, E2E_ADMIN.password, undefined, { otpSecret: E2E_ADMIN.otpSecret });
    },
  });
  await database.drop();
  const server: ServerProcess = await startServerProcess({
    DATABASE_URL: database.url,
    SITE_DIST: path.join(REPO_ROOT, 'site', 'dist'),
    SITE_URL: 'http://127.0.0.1',
    MAIL_DIR: dir,
    FORUM_CLOCK: ENDED_AT.toISOString(),
  });
  process.once('exit', () => {
    server.child.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return {
    url: server.url,
    async adminToken() {
      // One-time passwords follow the real time even on FORUM_CLOCK; each is accepted once.
      forgetOtpUseInSqliteFile(sqliteFile, E2E_ADMIN.email);
      const login = await fetch(`${server.url}/api/user/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          email: E2E_ADMIN.email,
          password: E2E_ADMIN.password,
          otp: otpCode(E2E_ADMIN.otpSecret),
        }),
      });
      if (!login.ok) throw new Error(`login on the ended forum failed: ${login.status} ${await login.text()}`);
      return ((await login.json()) as { token: string }).token;
    },
  };
}

export function endedForum(): Promise<EndedForum> {
  return (started ??= start());
}

/** The page's clock on the ended forum's time, running on. */
export async function onEndedForumTime(page: Page): Promise<void> {
  await page.clock.install({ time: ENDED_AT });
}

/** The console logged in on the ended forum, in `locale`. */
export async function signInToEndedForum(context: BrowserContext, forum: EndedForum, locale: Locale): Promise<void> {
  const token = await forum.adminToken();
  const session = JSON.stringify({ token, expiresAt: new Date(ENDED_AT.getTime() + 3_600_000).toISOString() });
  await context.addInitScript(
    ([value, lang]) => {
      window.localStorage.setItem('forum.admin.session', value);
      window.localStorage.setItem('forum.admin.locale', lang);
    },
    [session, locale] as const,
  );
}
