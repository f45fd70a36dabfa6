/**
 * A forum of a spec's own: a server process with its own SQLite file and mailbox, for a spec that
 * changes what other specs rely on (a session's capacity, the meeting slots). Every other spec runs
 * against the shared server at the same time; a full session or new slots there would change what
 * their registrations get. The spec's tests run one after another in one worker against it.
 *
 * Call once at the top of the spec file: it makes the file serial, points the spec's `baseURL`
 * (pages and API requests) at the own server, starts it before the file's first test and stops it
 * after the last.
 */
import fs from 'node:fs';
import path from 'node:path';
import { test } from '@playwright/test';
import { type ServerProcess, createTestAdmin, prepareTestDatabase, startServerProcess } from '@forum/api/testing';
import { E2E_PORT, E2E_WORKER_SLOTS, REPO_ROOT, e2eAdmin } from './env';

export interface OwnForum {
  url: string;
  /** Where this forum's server writes its e-mails (pass to waitForMails). */
  mailDir: string;
}

/** `name` names its files under data/; `portOffset` (from the first e2e server's port) is its own. */
export function ownForum(name: string, portOffset: number): OwnForum {
  const port = E2E_PORT + portOffset;
  const url = `http://127.0.0.1:${port}`;
  const dir = path.join(REPO_ROOT, 'data', `e2e-${name}-${port}`);
  const mailDir = path.join(dir, 'mail');
  let server: ServerProcess | undefined;

  test.describe.configure({ mode: 'serial' });
  test.use({ baseURL: url });

  test.beforeAll(async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(mailDir, { recursive: true });
    const { database } = await prepareTestDatabase({
      database: { kind: 'sqlite', sqliteFile: path.join(dir, 'forum.sqlite') },
      admin: null,
      // Every worker slot's manager, as on the shared server: whichever worker runs this file logs in as its own.
      seed: async (db) => {
        for (let n = 0; n < E2E_WORKER_SLOTS; n++) {
          const admin = e2eAdmin(n);
          await createTestAdmin(db, admin.email, admin.password, undefined, { otpSecret: admin.otpSecret });
        }
      },
    });
    // Closes the harness's pool; the file stays for the server.
    await database.drop();
    server = await startServerProcess(
      {
        PORT: String(port),
        DATABASE_URL: database.url,
        SITE_DIST: path.join(REPO_ROOT, 'site', 'dist'),
        SITE_URL: url,
        MAIL_DIR: mailDir,
        KEEP_ALIVE_TIMEOUT_SECONDS: '120',
        REGISTRATION_OPENS_AT: '',
        REGISTRATION_CLOSES_AT: '',
      },
      60_000,
    );
  });

  test.afterAll(async () => {
    if (server) {
      const exited = new Promise((resolve) => server!.child.once('exit', resolve));
      server.child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });

  return { url, mailDir };
}
