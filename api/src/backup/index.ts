/**
 * `npm run backup -- --out FILE` and `npm run restore -- FILE`, for whichever database
 * DATABASE_URL names. SQLite: the online backup API, the file is a SQLite database. MySQL: a SQL
 * dump. Either may be gzip-compressed (a `.gz` name). Restore refuses a database that already
 * has tables unless forced, and then replaces it entirely.
 */
import fs from 'node:fs';
import type { DatabaseConfig } from '../config';
import { openDecompressed, writeAtomically } from './files';
import { dumpMysql } from './mysqlDump';
import { mysqlTables, restoreMysql } from './mysqlRestore';
import { backupSqlite, isSqliteBackup, restoreSqlite, sqliteTables } from './sqlite';

export class BackupError extends Error {
  override name = 'BackupError';
}

export async function backupDatabase(
  database: DatabaseConfig,
  outFile: string,
  options: { builtin?: boolean } = {},
): Promise<string> {
  if (database.client === 'sqlite') {
    if (database.filename === ':memory:') throw new BackupError('an in-memory database cannot be backed up');
    await backupSqlite(database.filename, outFile);
    return 'SQLite online backup';
  }
  let tool = '';
  await writeAtomically(outFile, async (out) => {
    tool = await dumpMysql(database.url, out, options);
  });
  return tool === 'builtin' ? 'built-in dump' : tool;
}

export async function restoreDatabase(
  database: DatabaseConfig,
  file: string,
  options: { force?: boolean } = {},
): Promise<void> {
  if (!fs.existsSync(file)) throw new BackupError(`no backup file at ${file}`);
  const kind = (await isSqliteBackup(file)) ? 'sqlite' : 'sql';
  if (database.client === 'sqlite') {
    if (kind !== 'sqlite') throw new BackupError('this is a MySQL dump, and DATABASE_URL names a SQLite database');
    const tables = sqliteTables(database.filename);
    if (tables.length > 0 && !options.force) {
      throw new BackupError(
        `${database.filename} already holds ${tables.length} tables: pass --force to replace them with the backup`,
      );
    }
    await restoreSqlite(file, database.filename);
    return;
  }
  if (kind !== 'sql') throw new BackupError('this is a SQLite backup, and DATABASE_URL names a MySQL database');
  const tables = await mysqlTables(database.url);
  if (tables.length > 0 && !options.force) {
    throw new BackupError(
      `the database already holds ${tables.length} tables: pass --force to replace them with the backup`,
    );
  }
  await restoreMysql(database.url, openDecompressed(file));
}
