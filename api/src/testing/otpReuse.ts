/**
 * For the browser tests, which share one SQLite file with a server process: forgets an admin's
 * last accepted one-time password (see TestServer.forgetOtpUse), synchronously, so a spec can
 * type a code computed a moment ago. The server's rule is tested in otpReplay.test.ts.
 */
import Sqlite from 'better-sqlite3';

export function forgetOtpUseInSqliteFile(file: string, email: string): void {
  const db = new Sqlite(file, { timeout: 5_000 });
  try {
    db.prepare('UPDATE admins SET otp_last_step = NULL WHERE email = ?').run(email);
  } finally {
    db.close();
  }
}
