/**
 * Checks what the renderer sends on `export:save-workbook` before anything touches the disk: an
 * object with `bytes` and nothing else (no file name, no path), a non-empty Uint8Array under
 * 50 MB that starts like a zip archive, as every .xlsx does.
 */

export const MAX_WORKBOOK_BYTES = 50 * 1024 * 1024;
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04] as const; // "PK\x03\x04"

export class InvalidPayloadError extends Error {
  override name = 'InvalidPayloadError';
}

export function validateWorkbookPayload(payload: unknown): Uint8Array {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    throw new InvalidPayloadError('expected { bytes: Uint8Array }');
  }
  const keys = Object.keys(payload);
  if (keys.length !== 1 || keys[0] !== 'bytes') {
    throw new InvalidPayloadError('expected only { bytes }: the main process chooses where the file goes');
  }
  const { bytes } = payload as { bytes: unknown };
  if (!(bytes instanceof Uint8Array)) throw new InvalidPayloadError('bytes must be a Uint8Array');
  if (bytes.byteLength === 0) throw new InvalidPayloadError('the workbook is empty');
  if (bytes.byteLength >= MAX_WORKBOOK_BYTES) throw new InvalidPayloadError('the workbook is larger than 50 MB');
  if (bytes.byteLength < ZIP_SIGNATURE.length || ZIP_SIGNATURE.some((byte, index) => bytes[index] !== byte)) {
    throw new InvalidPayloadError('the bytes are not an .xlsx (zip) file');
  }
  return bytes;
}
