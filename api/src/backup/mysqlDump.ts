/**
 * MySQL backups: a SQL dump taken in one consistent snapshot. mysqldump (or mariadb-dump) when
 * installed; otherwise, or with `builtin`, the dump below, which writes the same kind of file
 * over the API's own driver: DROP/CREATE TABLE and INSERTs, one statement per line (CREATE TABLE
 * may span lines), taken inside START TRANSACTION WITH CONSISTENT SNAPSHOT.
 */
import { spawn } from 'node:child_process';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import mysql from 'mysql2/promise';
import { clientOptionFile, driverOptions, dumpArguments, findDumpTool } from './mysqlTools';

export const BUILTIN_DUMP_HEADER = '-- Investor forum backup: MySQL dump written by api/src/backup/mysqlDump.ts';
const ROWS_PER_INSERT = 200;
const STATEMENT_BYTES = 1024 * 1024;

async function write(out: Writable, text: string): Promise<void> {
  if (!out.write(text)) await new Promise((resolve) => out.once('drain', resolve));
}

async function dumpWithTool(url: string, out: Writable): Promise<string | null> {
  const tool = findDumpTool();
  if (!tool) return null;
  const options = clientOptionFile(url);
  try {
    const child = spawn(tool.command, dumpArguments(tool, options.file, options.database), {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const stderr: Buffer[] = [];
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    const exited = new Promise<number | null>((resolve, reject) => child.on('error', reject).on('close', resolve));
    await pipeline(child.stdout, out, { end: false });
    const code = await exited;
    if (code !== 0)
      throw new Error(`${tool.command} failed (exit ${code}): ${Buffer.concat(stderr).toString().trim()}`);
    return tool.command;
  } finally {
    options.cleanup();
  }
}

async function dumpBuiltin(url: string, out: Writable): Promise<void> {
  const connection = await mysql.createConnection({
    ...driverOptions(url),
    // Values exactly as stored: dates as text (no time-zone round trip), BIGINT as text.
    dateStrings: true,
    supportBigNumbers: true,
    bigNumberStrings: true,
  });
  try {
    await connection.query('SET SESSION TRANSACTION ISOLATION LEVEL REPEATABLE READ');
    await connection.query('START TRANSACTION WITH CONSISTENT SNAPSHOT, READ ONLY');
    await write(
      out,
      `${BUILTIN_DUMP_HEADER}\nSET NAMES utf8mb4;\nSET FOREIGN_KEY_CHECKS=0;\nSET SQL_MODE='NO_AUTO_VALUE_ON_ZERO';\n`,
    );
    const [tables] = (await connection.query("SHOW FULL TABLES WHERE Table_type = 'BASE TABLE'")) as unknown as [
      Array<Record<string, string>>,
    ];
    for (const row of tables) {
      const table = Object.values(row)[0]!;
      const [[created]] = (await connection.query(`SHOW CREATE TABLE ${connection.escapeId(table)}`)) as unknown as [
        Array<Record<string, string>>,
      ];
      await write(out, `DROP TABLE IF EXISTS ${connection.escapeId(table)};\n${created!['Create Table']};\n`);
      const [rows, fields] = (await connection.query({
        sql: `SELECT * FROM ${connection.escapeId(table)}`,
        rowsAsArray: true,
      })) as unknown as [unknown[][], Array<{ name: string }>];
      const columns = fields.map((field) => connection.escapeId(field.name)).join(', ');
      // A statement holds ROWS_PER_INSERT rows or about 1 MB, whichever comes first: pictures
      // (media, up to 5 MB each, twice that written in hex) must stay under the server's
      // max_allowed_packet when the dump is restored.
      let values: string[] = [];
      let size = 0;
      const flush = async () => {
        if (values.length === 0) return;
        await write(out, `INSERT INTO ${connection.escapeId(table)} (${columns}) VALUES ${values.join(',')};\n`);
        values = [];
        size = 0;
      };
      for (const row of rows) {
        const value = `(${row.map((cell) => connection.escape(cell)).join(',')})`;
        if (values.length >= ROWS_PER_INSERT || (values.length > 0 && size + value.length > STATEMENT_BYTES))
          await flush();
        values.push(value);
        size += value.length;
      }
      await flush();
    }
    await write(out, 'SET FOREIGN_KEY_CHECKS=1;\n');
    await connection.query('COMMIT');
  } finally {
    await connection.end();
  }
}

/** Dumps the database in `url` to `out`; returns the tool used ("builtin" or its command name). */
export async function dumpMysql(url: string, out: Writable, options: { builtin?: boolean } = {}): Promise<string> {
  if (!options.builtin) {
    const tool = await dumpWithTool(url, out);
    if (tool) return tool;
  }
  await dumpBuiltin(url, out);
  return 'builtin';
}
