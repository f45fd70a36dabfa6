import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_DATABASE_FILE = path.join(REPO_ROOT, 'data', `e2e-${E2E_PORT}.sqlite`);
/**
 * The server accepts each one-time password once per admin (RFC 6238, 5.2), and Playwright's
 * workers log in at the same moments: each worker is its own manager (Playwright numbers the
 * workers running at once from 0), so one worker's login never spends the code another is typing.
 */
export const E2E_WORKER_SLOTS = 8;
const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0) % E2E_WORKER_SLOTS;

/** The e2e manager of worker slot `n`; slot 0 is the first worker's (and the one outside any worker). */
export function e2eAdmin(n: number) {
  return {
    email: n === 0 ? 'e2e-admin@forum.test' : `e2e-admin-${n}@forum.test`,
    password: 'e2e admin password',
    otpSecret: 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU',
  };
}

/** This worker's manager, enrolled with this authenticator secret (the tests compute its codes). */
export const E2E_ADMIN = e2eAdmin(slot);
/** Without SMTP_URL the server writes each e-mail here as an .eml file; the specs read them back. */
export const E2E_MAIL_DIR = path.join(REPO_ROOT, 'data', `e2e-mail-${E2E_PORT}`);

/**
 * The second e2e server (support/pastEditionServer.ts): the sample 2026 as the current edition over
 * a database that already holds real 2025 registrations, so the screen audit shows a real past
 * edition. Its own port, database and mailbox; the one site build. The port is the first server's plus 1000 unless E2E_PAST_PORT says.
 */
export const E2E_PAST_PORT = Number(process.env.E2E_PAST_PORT ?? E2E_PORT + 1000);
export const E2E_PAST_BASE_URL = `http://127.0.0.1:${E2E_PAST_PORT}`;
export const E2E_PAST_DATABASE_FILE = path.join(REPO_ROOT, 'data', `e2e-past-${E2E_PAST_PORT}.sqlite`);
export const E2E_PAST_MAIL_DIR = path.join(REPO_ROOT, 'data', `e2e-past-mail-${E2E_PAST_PORT}`);
