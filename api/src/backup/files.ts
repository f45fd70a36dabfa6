/** Backup files on disk: written atomically, optionally gzip-compressed (by a `.gz` name). */
import fs from 'node:fs';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';

export const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);

export function wantsGzip(file: string): boolean {
  return file.endsWith('.gz');
}

/** A temporary name beside `file`, so the final rename stays on one file system. */
export function temporaryBeside(file: string): string {
  return path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
}

/** Backups hold every registrant's personal data: readable and writable by their owner only. */
export const BACKUP_FILE_MODE = 0o600;

/**
 * A new, empty file readable by its owner only. Whatever stood at `file` (a stale temporary file
 * from a crashed run, with the mode it was made with) is removed first: a mode given when opening
 * applies only to a file the open creates.
 */
export function createPrivateFile(file: string): void {
  fs.rmSync(file, { force: true });
  fs.closeSync(fs.openSync(file, 'wx', BACKUP_FILE_MODE));
  // The umask can only take bits away from 0600; set it outright all the same.
  fs.chmodSync(file, BACKUP_FILE_MODE);
}

/**
 * Runs `write` against a temporary file and renames it over `file` only when it succeeded, so a
 * backup file is either complete or absent. With a `.gz` name the bytes are compressed on the way.
 * The file is private (0600) from its first byte, in every format.
 */
export async function writeAtomically(file: string, write: (out: Writable) => Promise<void>): Promise<void> {
  const temporary = temporaryBeside(file);
  try {
    createPrivateFile(temporary);
    const out = fs.createWriteStream(temporary, { flags: 'r+' });
    if (wantsGzip(file)) {
      const gzip = zlib.createGzip();
      const done = pipeline(gzip, out);
      await write(gzip);
      gzip.end();
      await done;
    } else {
      const closed = new Promise<void>((resolve, reject) => out.on('close', resolve).on('error', reject));
      await write(out);
      out.end();
      await closed;
    }
    fs.renameSync(temporary, file);
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}

/** Gzips a finished file into `file` (atomically) and removes the original. */
export async function gzipInto(source: string, file: string): Promise<void> {
  await writeAtomically(file, (out) => pipeline(fs.createReadStream(source), out, { end: false }));
  fs.rmSync(source, { force: true });
}

/** The first bytes of a file. */
export function headOf(file: string, length: number): Buffer {
  const fd = fs.openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const read = fs.readSync(fd, buffer, 0, length, 0);
    return buffer.subarray(0, read);
  } finally {
    fs.closeSync(fd);
  }
}

/** The file's bytes as a stream, decompressed when it is gzip. */
export function openDecompressed(file: string): Readable {
  const stream = fs.createReadStream(file);
  return headOf(file, 2).equals(GZIP_MAGIC) ? stream.pipe(zlib.createGunzip()) : stream;
}

/** The first `length` bytes of the file's content, decompressed when it is gzip. */
export async function decompressedHead(file: string, length: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of openDecompressed(file)) {
    chunks.push(chunk as Buffer);
    size += (chunk as Buffer).length;
    if (size >= length) break;
  }
  return Buffer.concat(chunks).subarray(0, length);
}

/** If `file` is gzip, decompresses it into a temporary file and returns that name (else `file`). */
export async function decompressedCopy(file: string): Promise<{ file: string; cleanup: () => void }> {
  if (!headOf(file, 2).equals(GZIP_MAGIC)) return { file, cleanup: () => {} };
  const temporary = temporaryBeside(file.replace(/\.gz$/, ''));
  await pipeline(fs.createReadStream(file), zlib.createGunzip(), fs.createWriteStream(temporary, { mode: 0o600 }));
  return { file: temporary, cleanup: () => fs.rmSync(temporary, { force: true }) };
}
