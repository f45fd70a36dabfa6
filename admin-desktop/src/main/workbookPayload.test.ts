import { describe, expect, it } from 'vitest';
import { XLSX_BYTES } from '../testing/fakes';
import { InvalidPayloadError, MAX_WORKBOOK_BYTES, validateWorkbookPayload } from './workbookPayload';

describe('validateWorkbookPayload (export:save-workbook)', () => {
  it('accepts { bytes } holding a zip (xlsx) file', () => {
    expect(validateWorkbookPayload({ bytes: XLSX_BYTES })).toBe(XLSX_BYTES);
  });

  it('accepts a Buffer, which is a Uint8Array', () => {
    expect(validateWorkbookPayload({ bytes: Buffer.from(XLSX_BYTES) })).toHaveLength(XLSX_BYTES.length);
  });

  it.each([
    ['nothing', undefined],
    ['null', null],
    ['the bytes alone', XLSX_BYTES],
    ['an array', [XLSX_BYTES]],
    ['a string', 'PK\u0003\u0004'],
    ['bytes as a plain array', { bytes: Array.from(XLSX_BYTES) }],
    ['bytes as an ArrayBuffer', { bytes: XLSX_BYTES.slice().buffer }],
    ['bytes as a string', { bytes: 'PK\u0003\u0004' }],
    ['bytes as an object that looks like an array', { bytes: { 0: 0x50, 1: 0x4b, 2: 3, 3: 4, length: 4 } }],
    ['bytes as another typed array', { bytes: new Uint16Array([0x4b50, 0x0403]) }],
    ['a file name from the renderer', { bytes: XLSX_BYTES, fileName: '../../.bashrc' }],
    ['a path from the renderer', { bytes: XLSX_BYTES, path: 'C:\\Windows\\System32\\evil.xlsx' }],
    ['no bytes', {}],
  ])('refuses %s', (_case, payload) => {
    expect(() => validateWorkbookPayload(payload)).toThrow(InvalidPayloadError);
  });

  it('refuses an empty workbook', () => {
    expect(() => validateWorkbookPayload({ bytes: new Uint8Array() })).toThrow(/empty/);
  });

  it('refuses 50 MB or more', () => {
    const huge = new Uint8Array(MAX_WORKBOOK_BYTES);
    huge.set(XLSX_BYTES);
    expect(() => validateWorkbookPayload({ bytes: huge })).toThrow(/50 MB/);
    expect(validateWorkbookPayload({ bytes: huge.subarray(0, MAX_WORKBOOK_BYTES - 1) })).toHaveLength(
      MAX_WORKBOOK_BYTES - 1,
    );
  });

  it.each([
    ['an executable', new Uint8Array([0x4d, 0x5a, 0x90, 0x00])],
    ['HTML', new TextEncoder().encode('<html><script>')],
    ['a shorter-than-signature payload', new Uint8Array([0x50, 0x4b])],
    ['a zip central directory only', new Uint8Array([0x50, 0x4b, 0x05, 0x06, 0, 0])],
  ])('refuses bytes that are not a zip: %s', (_case, bytes) => {
    expect(() => validateWorkbookPayload({ bytes })).toThrow(/not an .xlsx/);
  });
});
