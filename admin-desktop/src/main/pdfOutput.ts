/**
 * PDFs (badges, meeting agendas), main-process side. The renderer sends the bytes (checked to be a
 * PDF under 50 MB) and may suggest a plain file name; the main process chooses where they go. A
 * file is saved where the admin says (default Documents/<suggested name or badges.pdf>) and
 * remembered for "Show in folder"; the desk's one badge is
 * written to the system's temporary folder and opened in the system's PDF viewer, whose print
 * dialog is one key away (Electron cannot open the print dialog of a PDF itself).
 */
import path from 'node:path';
import type { PrintPdfAnswer, SaveWorkbookAnswer } from '../ipcContract';
import { classifyWriteError, writeFileAtomically } from './atomicWriter';
import type { SaveDialogOptionsLike, SavedFiles, ShowSaveDialog } from './workbookExport';
import { InvalidPayloadError } from './workbookPayload';

export const MAX_PDF_BYTES = 50 * 1024 * 1024;
const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d] as const; // "%PDF-"
export const BADGES_FILE_NAME = 'badges.pdf';

/** A suggested name is a file name only (no folder, no dots in front), ending in .pdf. */
const SUGGESTED_NAME = /^[\p{L}\p{N}][\p{L}\p{N} ._-]{0,99}\.pdf$/u;

export interface PdfPayload {
  bytes: Uint8Array;
  name?: string;
}

export function validatePdfPayload(payload: unknown): PdfPayload {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    throw new InvalidPayloadError('expected { bytes: Uint8Array, name?: string }');
  }
  const keys = Object.keys(payload);
  if (!keys.includes('bytes') || keys.some((key) => key !== 'bytes' && key !== 'name')) {
    throw new InvalidPayloadError('expected only { bytes, name? }: the main process chooses where the file goes');
  }
  const { bytes, name } = payload as { bytes: unknown; name?: unknown };
  if (!(bytes instanceof Uint8Array)) throw new InvalidPayloadError('bytes must be a Uint8Array');
  if (bytes.byteLength >= MAX_PDF_BYTES) throw new InvalidPayloadError('the PDF is larger than 50 MB');
  if (bytes.byteLength < PDF_SIGNATURE.length || PDF_SIGNATURE.some((byte, index) => bytes[index] !== byte)) {
    throw new InvalidPayloadError('the bytes are not a PDF');
  }
  if (name === undefined) return { bytes };
  if (typeof name !== 'string' || !SUGGESTED_NAME.test(name) || name.includes('..')) {
    throw new InvalidPayloadError('name must be a plain file name ending in .pdf');
  }
  return { bytes, name };
}

export function pdfSaveDialogOptions(documentsDir: string, name = BADGES_FILE_NAME): SaveDialogOptionsLike {
  return {
    title: 'PDF 저장 / Save PDF',
    defaultPath: path.join(documentsDir, name),
    buttonLabel: '저장 / Save',
    filters: [{ name: 'PDF', extensions: ['pdf'] }],
    properties: ['createDirectory', 'showOverwriteConfirmation'],
  };
}

export interface PdfOutputDeps {
  showSaveDialog: ShowSaveDialog;
  documentsDir: string;
  /** `app.getPath('temp')`: where the desk's badge is written before it is opened. */
  tempDir: string;
  /** `shell.openPath`: resolves '' when opened, else the system's reason. */
  openPath(file: string): Promise<string>;
  writeFile?: (target: string, bytes: Uint8Array) => Promise<void>;
  /** For the temporary file's name. */
  now?: () => Date;
}

export function createPdfOutput(deps: PdfOutputDeps, savedFiles: SavedFiles) {
  const writeFile = deps.writeFile ?? ((target: string, bytes: Uint8Array) => writeFileAtomically(target, bytes));
  const now = deps.now ?? (() => new Date());

  async function write(target: string, bytes: Uint8Array): Promise<{ error: PrintPdfAnswer } | null> {
    try {
      await writeFile(target, bytes);
      return null;
    } catch (error) {
      const failure = classifyWriteError(error);
      return { error: { error: failure.code, message: failure.message } };
    }
  }

  return {
    async save(payload: unknown): Promise<SaveWorkbookAnswer> {
      const { bytes, name } = validatePdfPayload(payload);
      const choice = await deps.showSaveDialog(pdfSaveDialogOptions(deps.documentsDir, name));
      if (choice.canceled || !choice.filePath) return { cancelled: true };
      const target = /\.pdf$/i.test(choice.filePath) ? choice.filePath : `${choice.filePath}.pdf`;
      const failed = await write(target, bytes);
      if (failed) return failed.error as SaveWorkbookAnswer;
      savedFiles.remember(target);
      return { savedPath: target };
    },

    async print(payload: unknown): Promise<PrintPdfAnswer> {
      const { bytes } = validatePdfPayload(payload);
      const target = path.join(deps.tempDir, `forum-badge-${now().getTime()}.pdf`);
      const failed = await write(target, bytes);
      if (failed) return failed.error;
      const problem = await deps.openPath(target);
      return problem ? { error: 'failed', message: problem } : { opened: true };
    },
  };
}
