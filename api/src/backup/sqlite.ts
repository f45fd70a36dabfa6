/**
 * SQLite backups through SQLite's online backup API (better-sqlite3's `backup()`): a consistent
 * copy page by page, safe while the server is writing. A backup file is itself a SQLite database.
 */
import fs from 'node:fs';
import BetterSqlite3 from 'better-sqlite3';
import { createPrivateFile, decompressedCopy, decompressedHead, gzipInto, temporaryBeside, wantsGzip } from './files';

const SQLITE_MAGIC = Buffer.from('SQLite format 3\0', 'latin1');

/** Whether a backup file (gzip or not) holds a SQLite database rather than a SQL dump. */
export async function isSqliteBackup(file: string): Promise<boolean> {
  return (await decompressedHead(file, SQLITE_MAGIC.length)).equals(SQLITE_MAGIC);
}

/** Tables of the database in `filename` (none when the file does not exist). */
export function sqliteTables(filename: string): string[] {
  if (!fs.existsSync(filename)) return [];
  const db = new BetterSqlite3(filename, { readonly: true, fileMustExist: true });
  try {
    const rows = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
      .all() as Array<{ name: string }>;
    return rows.map((row) => row.name);
  } finally {
    db.close();
  }
}

function checkIntegrity(filename: string): void {
  const db = new BetterSqlite3(filename, { readonly: true, fileMustExist: true });
  try {
    const result = db.pragma('quick_check', { simple: true });
    if (result !== 'ok') throw new Error(`the backup failed SQLite's integrity check: ${String(result)}`);
  } finally {
    db.close();
  }
}

export async function backupSqlite(filename: string, outFile: string): Promise<void> {
  if (!fs.existsSync(filename)) throw new Error(`no SQLite database at ${filename}`);
  const source = new BetterSqlite3(filename, { readonly: true, fileMustExist: true });
  const copy = temporaryBeside(wantsGzip(outFile) ? `${outFile}.sqlite` : outFile);
  try {
    // SQLite keeps the mode of a database file that exists (and gives its journal the same): an
    // empty private file is an empty database to it, so the copy is never readable by others.
    createPrivateFile(copy);
    await source.backup(copy);
  } finally {
    source.close();
  }
  // The copy inherits the server's WAL mode, and opening it then leaves -wal and -shm files beside
  // it: the backup is made one self-contained file in rollback-journal mode instead.
  const written = new BetterSqlite3(copy, { fileMustExist: true });
  try {
    written.pragma('journal_mode = DELETE');
  } finally {
    written.close();
  }
  try {
    checkIntegrity(copy);
    if (wantsGzip(outFile)) await gzipInto(copy, outFile);
    else fs.renameSync(copy, outFile);
  } finally {
    fs.rmSync(copy, { force: true });
  }
}

/** Copies a backup into `filename` with the same backup API, replacing what was there. */
export async function restoreSqlite(backupFile: string, filename: string): Promise<void> {
  const plain = await decompressedCopy(backupFile);
  try {
    checkIntegrity(plain.file);
    const source = new BetterSqlite3(plain.file, { readonly: true, fileMustExist: true });
    try {
      await source.backup(filename);
    } finally {
      source.close();
    }
  } finally {
    plain.cleanup();
  }
}
