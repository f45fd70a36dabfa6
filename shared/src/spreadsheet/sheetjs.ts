/**
 * The one place that loads SheetJS. It imports the ES-module build explicitly: the package's main
 * entry is CommonJS, and Node's ES-module loader does not see its `CFB` (zip) export, which the
 * frozen-header step needs. The `.mjs` file behaves the same in Node, Vite and Electron.
 *
 * SheetJS is used here only to WRITE files. Never pass it bytes from outside (uploads, downloads):
 * the community build has had parser vulnerabilities, and this project never needs to read a
 * spreadsheet it did not just write.
 */
// @ts-expect-error -- SheetJS ships no declarations for its .mjs build; it is typed just below
// with the declarations of the package's main entry, which has the same API.
import * as untypedXLSX from 'xlsx/xlsx.mjs';
import type * as XLSXModule from 'xlsx';

const XLSX: typeof XLSXModule = untypedXLSX;

/** The part of a zip entry the frozen-header step touches. */
export interface ZipEntry {
  content: Uint8Array;
  size: number;
}

/** SheetJS's in-memory zip: parallel lists of paths and entries. */
export interface ZipContainer {
  FullPaths: string[];
  FileIndex: ZipEntry[];
}

/** The subset of SheetJS's `CFB` library used here; the package types it as `any`. */
interface ZipLibrary {
  read(bytes: Uint8Array, options: { type: 'array' }): ZipContainer;
  find(zip: ZipContainer, path: string): ZipEntry | null;
  write(zip: ZipContainer, options: { fileType: 'zip'; type: 'array'; compression: boolean }): Uint8Array;
}

export const zipLibrary: ZipLibrary = XLSX.CFB;

export { XLSX };
