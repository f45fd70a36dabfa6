import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REGISTRATION_EXPORT_FILE_NAME } from '@forum/shared/spreadsheet';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { XLSX_BYTES } from '../testing/fakes';
import {
  SavedFiles,
  WORKBOOK_FILE_NAME,
  type ShowSaveDialog,
  createWorkbookExport,
  saveDialogOptions,
  withXlsxExtension,
} from './workbookExport';
import { InvalidPayloadError } from './workbookPayload';

let documents: string;
beforeEach(() => {
  documents = fs.mkdtempSync(path.join(os.tmpdir(), 'documents-'));
});
afterEach(() => fs.rmSync(documents, { recursive: true, force: true }));

function exporter(
  choose: Awaited<ReturnType<ShowSaveDialog>>,
  writeFile?: (target: string, bytes: Uint8Array) => Promise<void>,
) {
  const showSaveDialog = vi.fn<ShowSaveDialog>(async () => choose);
  const savedFiles = new SavedFiles();
  const save = createWorkbookExport(
    { showSaveDialog, documentsDir: documents, ...(writeFile ? { writeFile } : {}) },
    savedFiles,
  );
  return { save, showSaveDialog, savedFiles };
}

describe('export:save-workbook, main-process side', () => {
  it('uses the same file name as the shared spreadsheet module', () => {
    expect(WORKBOOK_FILE_NAME).toBe(REGISTRATION_EXPORT_FILE_NAME);
  });

  it('offers Documents/sif2024_registration.xlsx with an .xlsx filter', () => {
    const options = saveDialogOptions(documents);
    expect(options.defaultPath).toBe(path.join(documents, 'sif2024_registration.xlsx'));
    expect(options.filters).toEqual([{ name: 'Excel (.xlsx)', extensions: ['xlsx'] }]);
    expect(options.properties).toContain('showOverwriteConfirmation');
  });

  it('writes the chosen file and remembers it for Show in folder', async () => {
    const target = path.join(documents, 'sif2024_registration.xlsx');
    const { save, showSaveDialog, savedFiles } = exporter({ canceled: false, filePath: target });
    expect(await save({ bytes: XLSX_BYTES })).toEqual({ savedPath: target });
    expect(showSaveDialog).toHaveBeenCalledWith(saveDialogOptions(documents));
    expect(new Uint8Array(fs.readFileSync(target))).toEqual(XLSX_BYTES);
    expect(savedFiles.has(target)).toBe(true);
    expect(fs.readdirSync(documents)).toEqual(['sif2024_registration.xlsx']);
  });

  it('writes nothing when the dialog is cancelled', async () => {
    const writeFile = vi.fn(async () => undefined);
    const { save, savedFiles } = exporter({ canceled: true, filePath: '' }, writeFile);
    expect(await save({ bytes: XLSX_BYTES })).toEqual({ cancelled: true });
    expect(writeFile).not.toHaveBeenCalled();
    expect(fs.readdirSync(documents)).toEqual([]);
    expect(savedFiles.has(path.join(documents, 'sif2024_registration.xlsx'))).toBe(false);
  });

  it('adds .xlsx when the dialog returns a name without it', async () => {
    const { save } = exporter({ canceled: false, filePath: path.join(documents, 'forum list') });
    expect(await save({ bytes: XLSX_BYTES })).toEqual({ savedPath: path.join(documents, 'forum list.xlsx') });
    expect(withXlsxExtension('a.XLSX')).toBe('a.XLSX');
  });

  it.each([
    ['EROFS', 'read_only'],
    ['EACCES', 'read_only'],
    ['ENOSPC', 'disk_full'],
    ['EIO', 'failed'],
  ])('answers %s with { error: %s, message } and remembers nothing', async (code, error) => {
    const target = path.join(documents, 'out.xlsx');
    const failing = async () => {
      throw Object.assign(new Error(code), { code });
    };
    const { save, savedFiles } = exporter({ canceled: false, filePath: target }, failing);
    expect(await save({ bytes: XLSX_BYTES })).toEqual({ error, message: expect.any(String) });
    expect(savedFiles.has(target)).toBe(false);
  });

  it('validates the payload before opening any dialog', async () => {
    const { save, showSaveDialog } = exporter({ canceled: false, filePath: path.join(documents, 'x.xlsx') });
    await expect(save({ bytes: new Uint8Array([1, 2, 3, 4]) })).rejects.toThrow(InvalidPayloadError);
    await expect(save({ bytes: XLSX_BYTES, fileName: 'evil.xlsx' })).rejects.toThrow(InvalidPayloadError);
    expect(showSaveDialog).not.toHaveBeenCalled();
  });
});
