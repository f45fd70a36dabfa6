/**
 * Finding and running the MySQL/MariaDB command-line dump tool without putting the password on
 * its command line (where `ps` would show it): credentials go in a private option file.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { mysqlConnection } from '../db/database';

export interface DumpTool {
  command: string;
  /** MySQL's own mysqldump takes a few options MariaDB's does not know. */
  flavour: 'mariadb' | 'mysql';
}

/** mariadb-dump, else mysqldump, from PATH; null when neither is installed. */
export function findDumpTool(): DumpTool | null {
  for (const command of ['mariadb-dump', 'mysqldump']) {
    try {
      const version = execFileSync(command, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
      return { command, flavour: /mariadb/i.test(version) ? 'mariadb' : 'mysql' };
    } catch {
      // not installed (or not runnable): try the next name
    }
  }
  return null;
}

/** The driver settings for the backup tools' own connections (same server, same character set). */
export function driverOptions(url: string) {
  const { host, port, user, password, database } = mysqlConnection(url);
  return { host, port, user, password, database, charset: 'utf8mb4', timezone: 'Z' as const };
}

function optionValue(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/**
 * Writes a `[client]` option file (mode 0600, in a private temporary folder) for the database in
 * `url`; returns its path, the database name, and a cleanup function.
 */
export function clientOptionFile(url: string): { file: string; database: string; cleanup: () => void } {
  const connection = mysqlConnection(url);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forum-backup-'));
  const file = path.join(dir, 'client.cnf');
  const lines = [
    '[client]',
    `host=${optionValue(connection.host)}`,
    `port=${connection.port}`,
    `user=${optionValue(connection.user)}`,
    `password=${optionValue(connection.password)}`,
    // TCP even for "localhost", like the API's own connections.
    'protocol=TCP',
  ];
  fs.writeFileSync(file, `${lines.join('\n')}\n`, { mode: 0o600 });
  return { file, database: connection.database, cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** The dump tool's arguments for one consistent, restorable dump of `database`. */
export function dumpArguments(tool: DumpTool, optionFile: string, database: string): string[] {
  if (!/^[A-Za-z0-9_$-]+$/.test(database) || database.startsWith('-'))
    throw new Error(`unexpected database name "${database}"`);
  return [
    `--defaults-extra-file=${optionFile}`,
    // One REPEATABLE READ snapshot for all tables (InnoDB), without locking out the API.
    '--single-transaction',
    '--skip-lock-tables',
    '--quick',
    '--no-tablespaces',
    '--hex-blob',
    '--default-character-set=utf8mb4',
    '--skip-dump-date',
    ...(tool.flavour === 'mysql' ? ['--set-gtid-purged=OFF', '--column-statistics=0'] : []),
    database,
  ];
}
