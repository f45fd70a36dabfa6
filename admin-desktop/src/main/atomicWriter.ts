/**
 * Writes a file so that it is either complete or absent: the bytes go to a temporary file in the
 * target folder (same file system, so the rename is atomic), are flushed to disk, and only then
 * renamed over the target. Any failure removes the temporary file. Errors are classified so the
 * administrator reads "the folder is read-only" or "the disk is full", not an errno.
 */
import { randomBytes } from 'node:crypto';
import { promises as nodeFs } from 'node:fs';
import path from 'node:path';
import type { SaveFailureCode } from '../ipcContract';

/** The part of `fs.promises` the writer uses; tests inject one that fails on purpose. */
export interface AtomicWriterFs {
  open(file: string, flags: string, mode?: number): Promise<WritableFile>;
  rename(from: string, to: string): Promise<void>;
  unlink(file: string): Promise<void>;
}

export interface WritableFile {
  writeFile(data: Uint8Array): Promise<void>;
  sync(): Promise<void>;
  close(): Promise<void>;
}

export class AtomicWriteError extends Error {
  override name = 'AtomicWriteError';
  constructor(
    readonly code: SaveFailureCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

const READ_ONLY_CODES = new Set(['EACCES', 'EPERM', 'EROFS']);
const DISK_FULL_CODES = new Set(['ENOSPC', 'EDQUOT']);

export const WRITE_FAILURE_MESSAGES: Record<SaveFailureCode, string> = {
  read_only:
    'This folder is read-only or you may not write to it (or the file is open in another program). Choose another folder.',
  disk_full: 'There is not enough free space on the disk. Free some space or choose another drive.',
  failed: 'The file could not be saved.',
};

function errnoCode(error: unknown): string | undefined {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}

/** Maps a file-system error to the three outcomes the UI explains. */
export function classifyWriteError(error: unknown): AtomicWriteError {
  if (error instanceof AtomicWriteError) return error;
  const code = errnoCode(error);
  if (code && READ_ONLY_CODES.has(code))
    return new AtomicWriteError('read_only', WRITE_FAILURE_MESSAGES.read_only, { cause: error });
  if (code && DISK_FULL_CODES.has(code))
    return new AtomicWriteError('disk_full', WRITE_FAILURE_MESSAGES.disk_full, { cause: error });
  const detail = code ? ` (${code})` : '';
  return new AtomicWriteError('failed', `${WRITE_FAILURE_MESSAGES.failed}${detail}`, { cause: error });
}

export function temporaryPathFor(target: string, suffix: string = randomBytes(6).toString('hex')): string {
  return path.join(path.dirname(target), `.${path.basename(target)}.${suffix}.tmp`);
}

export async function writeFileAtomically(
  target: string,
  bytes: Uint8Array,
  fs: AtomicWriterFs = nodeFs,
): Promise<void> {
  const temporary = temporaryPathFor(target);
  let handle: WritableFile | undefined;
  let created = false;
  try {
    // 'wx': never follow or reuse a file someone else placed at the temporary name.
    handle = await fs.open(temporary, 'wx', 0o644);
    created = true;
    await handle.writeFile(bytes);
    await handle.sync();
    await handle.close();
    handle = undefined;
    await fs.rename(temporary, target);
  } catch (error) {
    if (handle) await handle.close().catch(() => undefined);
    if (created) await fs.unlink(temporary).catch(() => undefined);
    throw classifyWriteError(error);
  }
}
