import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AtomicWriterFs, AtomicWriteError, classifyWriteError, writeFileAtomically } from './atomicWriter';

const BYTES = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]);
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

let folder: string;
beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'atomic-writer-'));
});
afterEach(() => {
  fs.chmodSync(folder, 0o700);
  fs.rmSync(folder, { recursive: true, force: true });
});

const errno = (code: string) => Object.assign(new Error(`${code}: simulated`), { code });

/** The real fs.promises with one operation replaced. */
function fsWith(overrides: Partial<AtomicWriterFs>): AtomicWriterFs {
  return { open: fs.promises.open, rename: fs.promises.rename, unlink: fs.promises.unlink, ...overrides };
}

describe('writeFileAtomically in a real folder', () => {
  it('writes the bytes and leaves no temporary file', async () => {
    const target = path.join(folder, 'sif2024_registration.xlsx');
    await writeFileAtomically(target, BYTES);
    expect(new Uint8Array(fs.readFileSync(target))).toEqual(BYTES);
    expect(fs.readdirSync(folder)).toEqual(['sif2024_registration.xlsx']);
  });

  it('replaces an existing file completely', async () => {
    const target = path.join(folder, 'sif2024_registration.xlsx');
    fs.writeFileSync(target, 'an older, much longer export that must not leave a tail behind');
    await writeFileAtomically(target, BYTES);
    expect(new Uint8Array(fs.readFileSync(target))).toEqual(BYTES);
    expect(fs.readdirSync(folder)).toHaveLength(1);
  });

  it('removes the temporary file when the rename fails, and keeps the old file intact', async () => {
    const target = path.join(folder, 'sif2024_registration.xlsx');
    fs.writeFileSync(target, 'previous export');
    const failingRename = fsWith({ rename: () => Promise.reject(errno('EIO')) });
    const error = await writeFileAtomically(target, BYTES, failingRename).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AtomicWriteError);
    expect((error as AtomicWriteError).code).toBe('failed');
    expect(fs.readdirSync(folder)).toEqual(['sif2024_registration.xlsx']);
    expect(fs.readFileSync(target, 'utf8')).toBe('previous export');
  });

  it('removes the temporary file when writing the bytes fails half-way (disk full)', async () => {
    const target = path.join(folder, 'sif2024_registration.xlsx');
    const fullDisk = fsWith({
      open: async (file, flags, mode) => {
        const handle = await fs.promises.open(file, flags, mode);
        return {
          // Half the bytes reach the disk, then the disk is full.
          writeFile: async (data: Uint8Array) => {
            await handle.writeFile(data.subarray(0, 3));
            throw errno('ENOSPC');
          },
          sync: () => handle.sync(),
          close: () => handle.close(),
        };
      },
    });
    await expect(writeFileAtomically(target, BYTES, fullDisk)).rejects.toMatchObject({ code: 'disk_full' });
    expect(fs.readdirSync(folder)).toEqual([]);
  });

  it('fails cleanly when the folder is a path under a file (nothing can be created there)', async () => {
    const file = path.join(folder, 'not-a-folder');
    fs.writeFileSync(file, 'x');
    const target = path.join(file, 'sif2024_registration.xlsx');
    await expect(writeFileAtomically(target, BYTES)).rejects.toMatchObject({ code: 'failed' });
    expect(fs.readdirSync(folder)).toEqual(['not-a-folder']);
  });

  // chmod 0o500 stops writes only for ordinary users: root (as in this project's CI container)
  // writes anyway, so this real-permission case runs only when not root. The cases below cover
  // the same mapping as root, through /sys and through an injected file system.
  it.skipIf(isRoot)('reports a read-only folder (chmod 0o500) as read_only and writes nothing', async () => {
    fs.chmodSync(folder, 0o500);
    const target = path.join(folder, 'sif2024_registration.xlsx');
    await expect(writeFileAtomically(target, BYTES)).rejects.toMatchObject({ code: 'read_only' });
    fs.chmodSync(folder, 0o700);
    expect(fs.readdirSync(folder)).toEqual([]);
  });

  // sysfs refuses new files even to root: a real kernel refusal without mounting anything.
  const sysfsRefuses = (() => {
    if (process.platform !== 'linux') return false;
    try {
      fs.writeFileSync('/sys/.atomic-writer-probe', 'x', { flag: 'wx' });
      fs.unlinkSync('/sys/.atomic-writer-probe');
      return false;
    } catch (error) {
      return ['EACCES', 'EPERM', 'EROFS'].includes((error as NodeJS.ErrnoException).code ?? '');
    }
  })();
  it.runIf(sysfsRefuses)(
    'reports a folder the kernel refuses to write (/sys, even for root) as read_only',
    async () => {
      const error = await writeFileAtomically('/sys/sif2024_registration.xlsx', BYTES).catch((e: unknown) => e);
      expect(error).toMatchObject({ code: 'read_only' });
      expect((error as Error).message).toMatch(/read-only/);
      expect(fs.existsSync('/sys/sif2024_registration.xlsx')).toBe(false);
    },
  );
});

describe('writeFileAtomically with an injected file system', () => {
  it.each(['EACCES', 'EPERM', 'EROFS'])('maps %s when creating the temporary file to read_only', async (code) => {
    const refusing = fsWith({ open: () => Promise.reject(errno(code)) });
    const error = await writeFileAtomically(path.join(folder, 'out.xlsx'), BYTES, refusing).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'read_only' });
    expect((error as Error).message).toMatch(/read-only/);
    expect(fs.readdirSync(folder)).toEqual([]);
  });

  it.each(['EACCES', 'EPERM'])(
    'maps %s on rename (target locked or protected) to read_only and cleans up',
    async (code) => {
      const refusing = fsWith({ rename: () => Promise.reject(errno(code)) });
      await expect(writeFileAtomically(path.join(folder, 'out.xlsx'), BYTES, refusing)).rejects.toMatchObject({
        code: 'read_only',
      });
      expect(fs.readdirSync(folder)).toEqual([]);
    },
  );

  it('maps EDQUOT (quota exceeded) on flush to disk_full and cleans up', async () => {
    const overQuota = fsWith({
      open: async (file, flags, mode) => {
        const handle = await fs.promises.open(file, flags, mode);
        return {
          writeFile: (d: Uint8Array) => handle.writeFile(d),
          sync: () => Promise.reject(errno('EDQUOT')),
          close: () => handle.close(),
        };
      },
    });
    await expect(writeFileAtomically(path.join(folder, 'out.xlsx'), BYTES, overQuota)).rejects.toMatchObject({
      code: 'disk_full',
    });
    expect(fs.readdirSync(folder)).toEqual([]);
  });
});

describe('classifyWriteError', () => {
  it('gives each outcome a clear message', () => {
    expect(classifyWriteError(errno('EROFS'))).toMatchObject({
      code: 'read_only',
      message: expect.stringMatching(/choose another folder/i),
    });
    expect(classifyWriteError(errno('ENOSPC'))).toMatchObject({
      code: 'disk_full',
      message: expect.stringMatching(/not enough free space/i),
    });
    expect(classifyWriteError(errno('EIO'))).toMatchObject({
      code: 'failed',
      message: expect.stringContaining('(EIO)'),
    });
    expect(classifyWriteError(new Error('no code'))).toMatchObject({ code: 'failed' });
  });
});
