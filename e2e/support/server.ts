/**
 * Starts the real single-process server for the browser tests: builds the site when its build is
 * missing or older than its sources, prepares a fresh SQLite file with the test admin through the
 * API's test harness and an empty mail folder (no SMTP_URL: e-mails become .eml files there), then
 * runs the API's own server entry. Playwright's webServer runs this and
 * waits for /api/health.
 */
import fs from 'node:fs';
import path from 'node:path';
import { EDITION } from '@forum/shared';
import { TEST_ACCESS_LOG_KEY_TEXT, createTestAdmin, forumDayClock, prepareTestDatabase } from '@forum/api/testing';
import { E2E_DATABASE_FILE, E2E_MAIL_DIR, E2E_WORKER_SLOTS, REPO_ROOT, e2eAdmin } from './env';
import { ensureSiteBuild } from './siteBuild';

ensureSiteBuild(path.join(REPO_ROOT, 'site', 'dist'), EDITION.name.en);

const { database } = await prepareTestDatabase({
  database: { kind: 'sqlite', sqliteFile: E2E_DATABASE_FILE },
  admin: e2eAdmin(0),
  // One manager per worker slot (env.ts): a code accepted for one is not spent for another.
  seed: async (db) => {
    for (let n = 1; n < E2E_WORKER_SLOTS; n++) {
      const admin = e2eAdmin(n);
      await createTestAdmin(db, admin.email, admin.password, undefined, { otpSecret: admin.otpSecret });
    }
  },
});
await database.drop();

process.env.DATABASE_URL = database.url;
// The harness wrote the admin's creation with the test key: the server continues the same chain.
process.env.ACCESS_LOG_KEY = TEST_ACCESS_LOG_KEY_TEXT;
// A fresh mailbox too: the specs find their messages by recipient.
fs.rmSync(E2E_MAIL_DIR, { recursive: true, force: true });
process.env.MAIL_DIR = E2E_MAIL_DIR;
// The forum in session on its first day (the real date may be after it: an ended forum takes no
// registrations and closes its desk). The specs of an ended forum start a server of their own.
process.env.FORUM_CLOCK ||= forumDayClock(EDITION)().toISOString();
await import('@forum/api/server');
