/**
 * Files the server writes hold personal data (the SQLite database and its -wal and -shm, mail,
 * backups, the access-log key): readable and writable by their owner only (0600), whatever the
 * process umask. Each is given its mode explicitly rather than by setting the process umask: a
 * umask only applies to files created after it, in the process that set it, while a database made
 * by an earlier release (0644) keeps its mode, and SQLite gives -wal and -shm the database file's
 * mode.
 */
import fs from 'node:fs';

export const PRIVATE_FILE_MODE = 0o600;
/** Folders made for such files (data/, the mail folder): their owner only too. */
export const PRIVATE_DIR_MODE = 0o700;

/** Sets 0600 on `file` if it exists. A file someone else owns (EPERM) keeps the mode its owner chose. */
export function makePrivate(file: string): void {
  try {
    fs.chmodSync(file, PRIVATE_FILE_MODE);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT' && code !== 'EPERM') throw error;
  }
}

/**
 * Before SQLite opens `filename`: the database file exists and is 0600, and so are any -wal and
 * -shm left from before. SQLite creates -wal and -shm (and a rollback journal) with the database
 * file's mode, so from here on they are 0600 too, however often a checkpoint or the last
 * connection's close removes and recreates them.
 */
export function prepareSqliteFiles(filename: string): void {
  // 'a' creates the file (empty: an empty file is an empty database to SQLite) or leaves it as is.
  fs.closeSync(fs.openSync(filename, 'a', PRIVATE_FILE_MODE));
  for (const suffix of ['', '-wal', '-shm', '-journal']) makePrivate(filename + suffix);
}
