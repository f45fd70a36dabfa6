import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_DATABASE_FILE = path.join(REPO_ROOT, 'data', `e2e-${E2E_PORT}.sqlite`);
/** The browser tests' manager, enrolled with this authenticator secret (the tests compute its codes). */
export const E2E_ADMIN = {
  email: 'e2e-admin@forum.test',
  password: 'e2e admin password',
  otpSecret: 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU',
};
/** Without SMTP_URL the server writes each e-mail here as an .eml file; the specs read them back. */
export const E2E_MAIL_DIR = path.join(REPO_ROOT, 'data', `e2e-mail-${E2E_PORT}`);
