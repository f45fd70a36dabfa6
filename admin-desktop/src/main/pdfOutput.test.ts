/**
 * Badge PDFs in the main process as a plain module (Electron cannot run here): the payload is
 * checked before anything touches the disk, a batch is saved where the save dialog says and
 * remembered for "Show in folder", and the desk's badge is written to the temporary folder and
 * opened with the system's viewer; write and open failures come back as reasons, not throws.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPdfOutput, pdfSaveDialogOptions, validatePdfPayload } from './pdfOutput';
import { SavedFiles } from './workbookExport';

const PDF = new Uint8Array([...Buffer.from('%PDF-1.3\n%badge\n')]);
let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-output-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function setup(options: { filePath?: string; canceled?: boolean; openProblem?: string } = {}) {
  const savedFiles = new SavedFiles();
  const showSaveDialog = vi.fn(async () => ({
    canceled: options.canceled ?? false,
    ...(options.filePath ? { filePath: options.filePath } : {}),
  }));
  const openPath = vi.fn(async () => options.openProblem ?? '');
  const output = createPdfOutput(
    { showSaveDialog, documentsDir: dir, tempDir: dir, openPath, now: () => new Date(1_700_000_000_000) },
    savedFiles,
  );
  return { output, savedFiles, showSaveDialog, openPath };
}

describe('badge PDFs in the main process', () => {
  it('accepts only { bytes, name? } holding a PDF and a plain file name', () => {
    expect(validatePdfPayload({ bytes: PDF })).toEqual({ bytes: PDF });
    expect(validatePdfPayload({ bytes: PDF, name: 'meetings-남궁민수.pdf' })).toEqual({
      bytes: PDF,
      name: 'meetings-남궁민수.pdf',
    });
    expect(() => validatePdfPayload({ bytes: PDF, fileName: 'x.pdf' })).toThrow(/only \{ bytes, name\? \}/);
    for (const name of ['../evil.pdf', '/etc/evil.pdf', 'a/b.pdf', 'a\\b.pdf', '.hidden.pdf', 'x.exe', 'x..pdf', 7]) {
      expect(() => validatePdfPayload({ bytes: PDF, name })).toThrow(/plain file name/);
    }
    expect(() => validatePdfPayload({ bytes: new Uint8Array([0x50, 0x4b, 3, 4, 5]) })).toThrow(/not a PDF/);
    expect(() => validatePdfPayload({ bytes: 'pdf' })).toThrow(/Uint8Array/);
    expect(() => validatePdfPayload(null)).toThrow(/expected/);
  });

  it('saves a batch where the save dialog says (default Documents/badges.pdf), adding .pdf, and remembers it', async () => {
    const chosen = path.join(dir, 'day one badges');
    const { output, savedFiles, showSaveDialog } = setup({ filePath: chosen });
    expect(await output.save({ bytes: PDF })).toEqual({ savedPath: `${chosen}.pdf` });
    expect(showSaveDialog).toHaveBeenCalledWith(pdfSaveDialogOptions(dir));
    expect(pdfSaveDialogOptions(dir).defaultPath).toBe(path.join(dir, 'badges.pdf'));
    expect(fs.readFileSync(`${chosen}.pdf`)).toEqual(Buffer.from(PDF));
    expect(savedFiles.has(`${chosen}.pdf`)).toBe(true);
  });

  it('offers the suggested name in the save dialog (a meeting agenda is not called badges.pdf)', async () => {
    const { output, showSaveDialog } = setup({ canceled: true });
    await output.save({ bytes: PDF, name: 'meetings-Kim.pdf' });
    expect(showSaveDialog).toHaveBeenCalledWith(pdfSaveDialogOptions(dir, 'meetings-Kim.pdf'));
    expect(pdfSaveDialogOptions(dir, 'meetings-Kim.pdf').defaultPath).toBe(path.join(dir, 'meetings-Kim.pdf'));
  });

  it('writes nothing when the save dialog is cancelled, and nothing for a payload that is not a PDF', async () => {
    const { output, showSaveDialog } = setup({ canceled: true });
    expect(await output.save({ bytes: PDF })).toEqual({ cancelled: true });
    await expect(output.save({ bytes: new Uint8Array([1, 2, 3, 4, 5]) })).rejects.toThrow(/not a PDF/);
    expect(showSaveDialog).toHaveBeenCalledTimes(1);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it("opens the desk's badge from the temporary folder in the system's viewer", async () => {
    const { output, openPath } = setup();
    expect(await output.print({ bytes: PDF })).toEqual({ opened: true });
    const file = path.join(dir, 'forum-badge-1700000000000.pdf');
    expect(openPath).toHaveBeenCalledWith(file);
    expect(fs.readFileSync(file)).toEqual(Buffer.from(PDF));
  });

  it("reports the system's reason when the viewer cannot open it, and a write failure as its code", async () => {
    expect(await setup({ openProblem: 'No application is associated' }).output.print({ bytes: PDF })).toEqual({
      error: 'failed',
      message: 'No application is associated',
    });
    const readOnly = createPdfOutput(
      {
        showSaveDialog: async () => ({ canceled: false }),
        documentsDir: dir,
        tempDir: path.join(dir, 'missing', 'folder'),
        openPath: async () => '',
        writeFile: async () => {
          throw Object.assign(new Error('read-only'), { code: 'EROFS' });
        },
      },
      new SavedFiles(),
    );
    expect(await readOnly.print({ bytes: PDF })).toMatchObject({ error: 'read_only' });
  });
});
