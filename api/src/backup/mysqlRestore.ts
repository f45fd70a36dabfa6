/**
 * Restores a SQL dump (mysqldump's, mariadb-dump's or the built-in one's) into a MySQL database
 * over the API's own driver, so no client program is needed. Statements are read line by line:
 * dumps end every statement with `;` at the end of a line and escape newlines inside values, so a
 * line ending in `;` ends a statement. Dumps with stored routines (DELIMITER) are not supported;
 * the forum's schema has none.
 */
import readline from 'node:readline';
import type { Readable } from 'node:stream';
import mysql from 'mysql2/promise';
import { driverOptions } from './mysqlTools';

export async function* sqlStatements(input: Readable): AsyncGenerator<string> {
  let statement: string[] = [];
  for await (const line of readline.createInterface({ input, crlfDelay: Infinity })) {
    if (statement.length === 0 && (line.trim() === '' || line.startsWith('--'))) continue;
    if (statement.length === 0 && /^DELIMITER\s/i.test(line)) {
      throw new Error(
        'this dump changes the statement delimiter (stored routines); restore it with the mysql client instead',
      );
    }
    statement.push(line);
    if (line.trimEnd().endsWith(';')) {
      yield statement.join('\n');
      statement = [];
    }
  }
  if (statement.join('').trim() !== '') throw new Error('the dump ends in the middle of a statement: it is incomplete');
}

function connect(url: string) {
  return mysql.createConnection({ ...driverOptions(url), multipleStatements: false });
}

/** Tables (and views) in the database of `url`. */
export async function mysqlTables(url: string): Promise<string[]> {
  const connection = await connect(url);
  try {
    const [rows] = (await connection.query(
      'SELECT table_name AS name FROM information_schema.tables WHERE table_schema = DATABASE() ORDER BY table_name',
    )) as unknown as [Array<{ name: string }>];
    return rows.map((row) => row.name);
  } finally {
    await connection.end();
  }
}

/** Drops every table and view, so the dump lands in an empty database. */
async function emptyDatabase(connection: mysql.Connection): Promise<void> {
  const [rows] = (await connection.query(
    'SELECT table_name AS name, table_type AS type FROM information_schema.tables WHERE table_schema = DATABASE()',
  )) as unknown as [Array<{ name: string; type: string }>];
  await connection.query('SET FOREIGN_KEY_CHECKS=0');
  for (const row of rows) {
    await connection.query(`DROP ${row.type === 'VIEW' ? 'VIEW' : 'TABLE'} IF EXISTS ${connection.escapeId(row.name)}`);
  }
  await connection.query('SET FOREIGN_KEY_CHECKS=1');
}

/** Runs every statement of the dump; returns how many ran. */
export async function restoreMysql(url: string, dump: Readable): Promise<number> {
  const connection = await connect(url);
  try {
    await emptyDatabase(connection);
    let count = 0;
    for await (const statement of sqlStatements(dump)) {
      await connection.query(statement);
      count += 1;
    }
    return count;
  } finally {
    await connection.end();
  }
}
