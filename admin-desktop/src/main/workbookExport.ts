/**
 * Export, main-process side: validate the bytes, ask where to save (default
 * Documents/sif2024_registration.xlsx), write atomically, and remember the path so that
 * "Show in folder" works for this file and for nothing the renderer merely names.
 */
import path from 'node:path';
import type { SaveWorkbookAnswer } from '../ipcContract';
import { classifyWriteError, writeFileAtomically } from './atomicWriter';
import { validateWorkbookPayload } from './workbookPayload';

// The shared spreadsheet module's REGISTRATION_EXPORT_FILE_NAME; not imported, because that
// module loads SheetJS and the main process needs only the name. A test keeps the two equal.
export const WORKBOOK_FILE_NAME = 'sif2024_registration.xlsx';

export interface SaveDialogOptionsLike {
  title: string;
  defaultPath: string;
  buttonLabel: string;
  filters: Array<{ name: string; extensions: string[] }>;
  properties: Array<'createDirectory' | 'showOverwriteConfirmation'>;
}

/** `dialog.showSaveDialog(window, options)`, bound to the console window by main.ts. */
export type ShowSaveDialog = (options: SaveDialogOptionsLike) => Promise<{ canceled: boolean; filePath?: string }>;

export interface WorkbookExportDeps {
  showSaveDialog: ShowSaveDialog;
  /** `app.getPath('documents')`. */
  documentsDir: string;
  writeFile?: (target: string, bytes: Uint8Array) => Promise<void>;
}

/** Files the main process itself saved in this session. */
export class SavedFiles {
  readonly #paths = new Set<string>();
  remember(file: string): void {
    this.#paths.add(path.resolve(file));
  }
  has(file: string): boolean {
    return this.#paths.has(path.resolve(file));
  }
}

export function saveDialogOptions(documentsDir: string): SaveDialogOptionsLike {
  return {
    title: '엑셀 파일 저장 / Save Excel file',
    defaultPath: path.join(documentsDir, WORKBOOK_FILE_NAME),
    buttonLabel: '저장 / Save',
    filters: [{ name: 'Excel (.xlsx)', extensions: ['xlsx'] }],
    properties: ['createDirectory', 'showOverwriteConfirmation'],
  };
}

/** Some Linux dialogs return the typed name as is; the file must still open in Excel. */
export function withXlsxExtension(file: string): string {
  return /\.xlsx$/i.test(file) ? file : `${file}.xlsx`;
}

export function createWorkbookExport(deps: WorkbookExportDeps, savedFiles: SavedFiles) {
  const writeFile = deps.writeFile ?? ((target: string, bytes: Uint8Array) => writeFileAtomically(target, bytes));
  return async function saveWorkbook(payload: unknown): Promise<SaveWorkbookAnswer> {
    const bytes = validateWorkbookPayload(payload);
    const choice = await deps.showSaveDialog(saveDialogOptions(deps.documentsDir));
    if (choice.canceled || !choice.filePath) return { cancelled: true };
    const target = withXlsxExtension(choice.filePath);
    try {
      await writeFile(target, bytes);
    } catch (error) {
      const failure = classifyWriteError(error);
      return { error: failure.code, message: failure.message };
    }
    savedFiles.remember(target);
    return { savedPath: target };
  };
}
