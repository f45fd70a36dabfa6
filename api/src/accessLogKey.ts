/**
 * ACCESS_LOG_KEY, the secret the access-log chain is keyed with. It lives outside the database (an
 * environment variable in production, a file under data/ for the embedded default), so whoever can
 * write to the database, or holds a backup of it, still cannot rewrite the log undetected. Parsed
 * here, below the features, because config.ts reads it and config imports no feature.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './db/privateFiles';

/** ACCESS_LOG_KEY's bytes; never stored in the database. */
export type AccessLogKey = Buffer;

export const MIN_ACCESS_LOG_KEY_BYTES = 32;

/** The key's bytes, or a reason it is unusable. The value is never echoed: it is a secret. */
export function parseAccessLogKey(value: string): AccessLogKey | { problem: string } {
  const key = Buffer.from(value.trim(), 'utf8');
  if (key.length < MIN_ACCESS_LOG_KEY_BYTES)
    return {
      problem: `must be at least ${MIN_ACCESS_LOG_KEY_BYTES} bytes (e.g. the output of \`openssl rand -base64 48\`)`,
    };
  return key;
}

/**
 * The embedded default's key: read from `file`, or made on the first start (48 random bytes,
 * base64url) and written readable by its owner only. Created under another name and linked into
 * place, so two processes starting at once end up with the same key and never read a half-written
 * file.
 */
export function readOrCreateKeyFile(file: string): AccessLogKey {
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
    const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    // A new file: the umask can only take bits away from 0600 (tested under umask 022).
    fs.writeFileSync(temporary, `${randomBytes(48).toString('base64url')}\n`, { mode: PRIVATE_FILE_MODE, flag: 'wx' });
    try {
      fs.linkSync(temporary, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(temporary, { force: true });
    }
  }
  const parsed = parseAccessLogKey(fs.readFileSync(file, 'utf8'));
  if (!Buffer.isBuffer(parsed)) throw new Error(`${file}: the access-log key ${parsed.problem}`);
  return parsed;
}
