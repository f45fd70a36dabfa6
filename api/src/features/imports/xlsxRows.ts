/**
 * The first sheet of an .xlsx as rows of text, read as a stream (yauzl for the zip, saxes for the
 * XML) with bounded work and memory whatever the file claims:
 *   - the zip's central directory is read first: a file whose parts declare more than
 *     XLSX_MAX_UNPACKED_BYTES in all is refused (`too_large`) before anything is inflated, and
 *     yauzl stops any part that inflates past its declared size (a zip that lies is unreadable);
 *   - the sheet is read until `maxFilledRows` rows with text have been seen, then one more means
 *     `too_many_rows` and the rest is never read;
 *   - shared strings (Excel writes them after the sheet) are read after it, only as far as the last
 *     one the rows kept use, keeping only those texts. (A sheet past the limit whose kept rows turn
 *     out blank, all their shared strings empty, is read again knowing which strings are blank.)
 * Only blank-free rows are returned, each with its line in the sheet (the header is usually 1).
 * Cells read as the organiser sees them: shared and inline strings (rich text joined), a formula's
 * cached result, numbers as written, booleans as TRUE/FALSE; styles (dates as such) are not read.
 */
import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

/** The most a workbook's parts may declare in all: far beyond a 20,000-row sheet of long Korean text (about 60 MB). */
export const XLSX_MAX_UNPACKED_BYTES = 200 * 1024 * 1024;
/** Entries a workbook may have (a real one has tens). */
const MAX_ENTRIES = 10_000;
/** Columns read per row: the import's columns are among the first ones in any real sheet. */
export const XLSX_MAX_COLUMNS = 256;

export interface TableRow {
  /** The row's number in the file (1 for the first line). */
  line: number;
  cells: string[];
}

export type XlsxRowsResult =
  { ok: true; rows: TableRow[] } | { ok: false; problem: 'unreadable_file' | 'too_many_rows' | 'too_large' };

class Refusal extends Error {
  constructor(readonly problem: 'unreadable_file' | 'too_many_rows' | 'too_large') {
    super(problem);
  }
}

/** A tag's name without its namespace prefix (`x:row` from a generator that writes one is `row`). */
const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** The attribute whose local name is `name` (an `r:id` under any prefix). */
function attribute(tag: SaxesTagPlain, name: string, prefixed = false): string | undefined {
  for (const [key, value] of Object.entries(tag.attributes)) {
    if (localName(key) === name && key.includes(':') === prefixed) return value;
  }
  return undefined;
}

/** Column letters of a cell reference (`AB12`) as a 0-based index; undefined when it has none. */
function columnOf(reference: string | undefined): number | undefined {
  if (!reference) return undefined;
  let column = 0;
  let i = 0;
  for (; i < reference.length; i += 1) {
    const code = reference.charCodeAt(i);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
  }
  return i === 0 ? undefined : column - 1;
}

/**
 * Streams one part through a SAX parser; `handlers` may call `stop()` to end the read early.
 * Resolves when the part ends or is stopped; a broken zip or XML rejects as unreadable.
 */
async function parsePart(
  zip: ZipFile,
  entry: Entry,
  handlers: (stop: () => void) => {
    open?: (tag: SaxesTagPlain) => void;
    close?: (name: string) => void;
    text?: (text: string) => void;
  },
): Promise<void> {
  let stream: Readable;
  try {
    stream = await zip.openReadStreamPromise(entry);
  } catch {
    throw new Refusal('unreadable_file');
  }
  const parser = new SaxesParser({ xmlns: false, position: false });
  let stopped = false;
  const stop = () => {
    stopped = true;
    stream.destroy();
  };
  const on = handlers(stop);
  if (on.open) {
    const open = on.open;
    parser.on('opentag', (tag) => open(tag as SaxesTagPlain));
  }
  if (on.close) {
    const close = on.close;
    parser.on('closetag', (tag) => close(localName(tag.name)));
  }
  if (on.text) {
    const text = on.text;
    parser.on('text', text);
    parser.on('cdata', text);
  }
  // A character may be split between two chunks: the decoder keeps its first bytes for the next.
  const decoder = new StringDecoder('utf8');
  try {
    for await (const chunk of stream) {
      parser.write(decoder.write(chunk as Buffer));
      if (stopped) return;
    }
    parser.write(decoder.end());
    parser.close();
  } catch (error) {
    if (stopped) return;
    if (error instanceof Refusal) throw error;
    throw new Refusal('unreadable_file');
  }
}

/** Reads every entry of the central directory (no data is inflated). */
async function directory(zip: ZipFile): Promise<Map<string, Entry>> {
  const entries = new Map<string, Entry>();
  let declared = 0;
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: Entry) => {
      declared += entry.uncompressedSize;
      if (declared > XLSX_MAX_UNPACKED_BYTES) return reject(new Refusal('too_large'));
      if (entries.size >= MAX_ENTRIES) return reject(new Refusal('too_large'));
      entries.set(entry.fileName.replace(/^\/+/, '').toLowerCase(), entry);
      zip.readEntry();
    });
    zip.on('end', resolve);
    zip.on('error', () => reject(new Refusal('unreadable_file')));
    zip.readEntry();
  });
  return entries;
}

/** `xl/worksheets/sheet1.xml` from a relationship's target, relative to `xl/` or absolute. */
function resolveTarget(base: string, target: string): string {
  if (target.startsWith('/')) return target.slice(1).toLowerCase();
  const parts = base.split('/').slice(0, -1);
  for (const piece of target.split('/')) {
    if (piece === '..') parts.pop();
    else if (piece !== '.' && piece !== '') parts.push(piece);
  }
  return parts.join('/').toLowerCase();
}

/** The first sheet's part and the shared strings' part, from the workbook and its relationships. */
async function locateParts(
  zip: ZipFile,
  entries: Map<string, Entry>,
): Promise<{ sheet: Entry; sharedStrings: Entry | undefined }> {
  let firstSheetId: string | undefined;
  const workbook = entries.get('xl/workbook.xml');
  if (workbook)
    await parsePart(zip, workbook, (stop) => ({
      open(tag) {
        if (localName(tag.name) !== 'sheet') return;
        firstSheetId = attribute(tag, 'id', true);
        stop();
      },
    }));
  const targets = new Map<string, { type: string; target: string }>();
  const rels = entries.get('xl/_rels/workbook.xml.rels');
  if (rels)
    await parsePart(zip, rels, () => ({
      open(tag) {
        if (localName(tag.name) !== 'Relationship') return;
        const id = attribute(tag, 'Id');
        const target = attribute(tag, 'Target');
        if (id && target) targets.set(id, { type: attribute(tag, 'Type') ?? '', target });
      },
    }));
  const sheetTarget = firstSheetId ? targets.get(firstSheetId)?.target : undefined;
  const sheet =
    (sheetTarget ? entries.get(resolveTarget('xl/workbook.xml', sheetTarget)) : undefined) ??
    entries.get('xl/worksheets/sheet1.xml');
  if (!sheet) throw new Refusal('unreadable_file');
  const sharedTarget = [...targets.values()].find((rel) => rel.type.endsWith('/sharedStrings'))?.target;
  const sharedStrings =
    (sharedTarget ? entries.get(resolveTarget('xl/workbook.xml', sharedTarget)) : undefined) ??
    entries.get('xl/sharedstrings.xml');
  return { sheet, sharedStrings };
}

/**
 * Each shared string in order (`<si>`: its `<t>` texts joined, phonetic runs left out), handed to
 * `each(index, text)`, which answers false to stop.
 */
function readSharedStrings(zip: ZipFile, part: Entry, each: (index: number, text: string) => boolean) {
  let index = -1;
  let text = '';
  let inText = false;
  let phonetic = 0;
  return parsePart(zip, part, (stop) => ({
    open(tag) {
      const name = localName(tag.name);
      if (name === 'si') {
        index += 1;
        text = '';
      } else if (name === 'rPh') phonetic += 1;
      else if (name === 't' && phonetic === 0) inText = true;
    },
    close(name) {
      if (name === 't') inText = false;
      else if (name === 'rPh') phonetic -= 1;
      else if (name === 'si' && !each(index, text)) stop();
    },
    text(piece) {
      if (inText) text += piece;
    },
  }));
}

/** A cell as read from the sheet: its text, or the index of its shared string. */
type RawCell = string | { shared: number };

/** The sheet's rows with text, as read so far, and whether the read stopped one row past the limit. */
interface SheetPass {
  rows: Array<{ line: number; cells: RawCell[] }>;
  needed: Set<number>;
  stopped: boolean;
}

/**
 * Streams the sheet, keeping rows with text, until `limit` + 1 of them: a row whose shared strings
 * are all in `blank` has none; without `blank`, a shared string counts as text (to be checked).
 */
function readSheet(zip: ZipFile, sheet: Entry, limit: number, blank: ReadonlySet<number> | null): Promise<SheetPass> {
  const pass: SheetPass = { rows: [], needed: new Set(), stopped: false };
  let rowNumber = 0;
  let cells: RawCell[] = [];
  let filled = false;
  let column = -1;
  let cellType = '';
  let value = '';
  let inValue = false;
  let phonetic = 0;
  return parsePart(zip, sheet, (stop) => ({
    open(tag) {
      const name = localName(tag.name);
      if (name === 'row') {
        const declared = Number(attribute(tag, 'r'));
        rowNumber = Number.isInteger(declared) && declared > rowNumber ? declared : rowNumber + 1;
        cells = [];
        filled = false;
        column = -1;
      } else if (name === 'c') {
        column = columnOf(attribute(tag, 'r')) ?? column + 1;
        cellType = attribute(tag, 't') ?? 'n';
        value = '';
      } else if ((name === 'v' || name === 't') && phonetic === 0) {
        // A cell's value, or the text of an inline string (rich text runs are joined).
        inValue = true;
      } else if (name === 'rPh') phonetic += 1;
    },
    close(name) {
      if (name === 'v' || name === 't') inValue = false;
      else if (name === 'rPh') phonetic -= 1;
      else if (name === 'c') {
        if (column >= XLSX_MAX_COLUMNS) return;
        let cell: RawCell;
        if (cellType === 's') {
          const index = Number(value);
          cell = { shared: index };
          if (!blank?.has(index)) filled = true;
        } else {
          cell =
            cellType === 'b'
              ? value === '1'
                ? 'TRUE'
                : 'FALSE'
              : cellType === 'n' && value !== '' && Number.isFinite(Number(value))
                ? String(Number(value))
                : value;
          if (cell.trim() !== '') filled = true;
        }
        cells[column] = cell;
      } else if (name === 'row' && filled) {
        for (const cell of cells) if (typeof cell === 'object') pass.needed.add(cell.shared);
        pass.rows.push({ line: rowNumber, cells });
        if (pass.rows.length > limit) {
          pass.stopped = true;
          stop();
        }
      }
    },
    text(piece) {
      if (inValue) value += piece;
    },
  })).then(() => pass);
}

/** The texts of the shared strings `needed`, read no further than the last of them. */
async function sharedTexts(zip: ZipFile, part: Entry | undefined, needed: ReadonlySet<number>) {
  const texts = new Map<number, string>();
  if (!part || needed.size === 0) return texts;
  let last = 0;
  for (const index of needed) if (index > last) last = index;
  await readSharedStrings(zip, part, (index, text) => {
    if (needed.has(index)) texts.set(index, text);
    return index < last;
  });
  return texts;
}

function resolveRows(pass: SheetPass, texts: ReadonlyMap<number, string>): TableRow[] {
  return pass.rows
    .map(({ line, cells }) => ({
      line,
      cells: Array.from(cells, (cell) => (typeof cell === 'object' ? (texts.get(cell.shared) ?? '') : (cell ?? ''))),
    }))
    .filter((row) => row.cells.some((cell) => cell.trim() !== ''));
}

export async function readXlsxRows(file: Buffer, options: { maxFilledRows: number }): Promise<XlsxRowsResult> {
  let zip: ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(file, { lazyEntries: true, validateEntrySizes: true });
  } catch {
    return { ok: false, problem: 'unreadable_file' };
  }
  const limit = options.maxFilledRows;
  try {
    const entries = await directory(zip);
    const { sheet, sharedStrings } = await locateParts(zip, entries);

    // First the sheet, taking every shared string for text, until one row past the limit; then the
    // shared strings those rows use, and no further. Past the limit with text in every row kept
    // (always, but for rows of blank shared strings), the file has too many rows.
    const hopeful = await readSheet(zip, sheet, limit, null);
    const rows = resolveRows(hopeful, await sharedTexts(zip, sharedStrings, hopeful.needed));
    if (!hopeful.stopped) return { ok: true, rows };
    if (rows.length > limit) return { ok: false, problem: 'too_many_rows' };

    // Some rows kept were blank after all: which shared strings are blank, then the sheet again.
    const blank = new Set<number>();
    if (sharedStrings)
      await readSharedStrings(zip, sharedStrings, (index, text) => {
        if (text.trim() === '') blank.add(index);
        return true;
      });
    const exact = await readSheet(zip, sheet, limit, blank);
    if (exact.stopped) return { ok: false, problem: 'too_many_rows' };
    return { ok: true, rows: resolveRows(exact, await sharedTexts(zip, sharedStrings, exact.needed)) };
  } catch (error) {
    return { ok: false, problem: error instanceof Refusal ? error.problem : 'unreadable_file' };
  } finally {
    if (zip.isOpen) zip.close();
  }
}
