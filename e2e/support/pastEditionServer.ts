/**
 * The second e2e server (issue 28): the sample 2026 as the current edition over a database that
 * holds real 2025 registrations. As in the API's rollover test: a fresh SQLite file with the e2e
 * managers, a 2025 server process on it (the seeded shipped edition) that takes the past registrants
 * (pastEdition.ts) through POST /api/user and mails their manage links, then the sample 2026
 * published in the database and the 2026 server on the same file. It serves the one site build
 * (site/dist, which the first server makes before this one starts): the server renders the public
 * pages of whichever edition is published, as in production.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SAMPLE_PROGRAMME_2026 } from '@forum/shared/testing';
import {
  TEST_ACCESS_LOG_KEY_TEXT,
  createTestAdmin,
  forumDayClock,
  openDatabase,
  prepareTestDatabase,
  publishEditionInDatabase,
  startServerProcess,
} from '@forum/api/testing';
import {
  E2E_PAST_BASE_URL,
  E2E_PAST_DATABASE_FILE,
  E2E_PAST_MAIL_DIR,
  E2E_WORKER_SLOTS,
  REPO_ROOT,
  e2eAdmin,
} from './env';
import { waitForMails } from './mailbox';
import { CURRENT_EDITION, PAST_EDITION, PAST_REGISTRANTS, registrationBody } from './pastEdition';
import { ensureSiteBuild } from './siteBuild';

const SITE_DIST = path.join(REPO_ROOT, 'site', 'dist');
ensureSiteBuild(SITE_DIST, PAST_EDITION.name.en);

const { database } = await prepareTestDatabase({
  database: { kind: 'sqlite', sqliteFile: E2E_PAST_DATABASE_FILE },
  admin: e2eAdmin(0),
  seed: async (db) => {
    for (let n = 1; n < E2E_WORKER_SLOTS; n++) {
      const admin = e2eAdmin(n);
      await createTestAdmin(db, admin.email, admin.password, undefined, { otpSecret: admin.otpSecret });
    }
  },
});
await database.drop();
fs.rmSync(E2E_PAST_MAIL_DIR, { recursive: true, force: true });

const shared = {
  DATABASE_URL: database.url,
  MAIL_DIR: E2E_PAST_MAIL_DIR,
  SITE_DIST,
  SITE_URL: E2E_PAST_BASE_URL,
};
const past = await startServerProcess({
  ...shared,
  // The past registrants register while their forum is on (the real date may be after both).
  FORUM_CLOCK: forumDayClock(PAST_EDITION)().toISOString(),
});
try {
  for (const locale of ['en', 'ko'] as const) {
    const person = PAST_REGISTRANTS[locale];
    const response = await fetch(`${past.url}/api/user`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(registrationBody(person, locale)),
    });
    if (response.status !== 201) throw new Error(`registering for ${PAST_EDITION.year}: ${await response.text()}`);
    // The manage link's mail, written before the 2025 process stops.
    await waitForMails(person.email, 1, 20_000, E2E_PAST_MAIL_DIR);
  }
} finally {
  const exited = new Promise((resolve) => past.child.once('exit', resolve));
  past.child.kill('SIGTERM');
  await exited;
}

// Next year's organisers published 2026: the server below starts on it, in its forum's days
// (playwright.config.ts may set FORUM_CLOCK itself).
const db = openDatabase({ client: 'sqlite', filename: E2E_PAST_DATABASE_FILE });
await publishEditionInDatabase(db, CURRENT_EDITION, SAMPLE_PROGRAMME_2026);
await db.destroy();

Object.assign(process.env, shared, {
  ACCESS_LOG_KEY: TEST_ACCESS_LOG_KEY_TEXT,
  FORUM_CLOCK: process.env.FORUM_CLOCK || forumDayClock(CURRENT_EDITION)().toISOString(),
});
await import('@forum/api/server');
