/**
 * A zip file written by hand for the import tests and benchmarks: entries deflated from chunks (a
 * 1 GB sheet never sits in memory) and, for a zip that lies, a declared size other than the real
 * one. Spreadsheet writers cannot make either, which is why this exists; nothing here ships.
 */
import zlib from 'node:zlib';

export interface ZipEntry {
  name: string;
  /** The entry's bytes, as many chunks as it likes. */
  chunks: Iterable<string | Buffer>;
  /** What the headers say it unpacks to (default: the truth). */
  declaredSize?: number;
}

async function deflate(chunks: Iterable<string | Buffer>) {
  const deflater = zlib.createDeflateRaw({ level: 9 });
  const parts: Buffer[] = [];
  deflater.on('data', (part: Buffer) => parts.push(part));
  const done = new Promise<void>((resolve, reject) => {
    deflater.on('end', resolve);
    deflater.on('error', reject);
  });
  let crc = 0;
  let size = 0;
  for (const chunk of chunks) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
    crc = zlib.crc32(bytes, crc);
    size += bytes.length;
    if (!deflater.write(bytes)) await new Promise((resolve) => deflater.once('drain', resolve));
  }
  deflater.end();
  await done;
  return { data: Buffer.concat(parts), crc, size };
}

/** A zip of `entries` in their order (deflated; ZIP64 is not needed below 4 GB). */
export async function writeZip(entries: readonly ZipEntry[]): Promise<Buffer> {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const { data, crc, size } = await deflate(entry.chunks);
    const declared = entry.declaredSize ?? size;
    const name = Buffer.from(entry.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc >>> 0, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>';
const ROOT_RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>';
const WORKBOOK =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>';
const WORKBOOK_RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>';
const SHEET_START =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
const SHEET_END = '</sheetData></worksheet>';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface XlsxParts {
  /** The sheet's rows as XML, in chunks (see inlineRow, sharedRow). */
  rows: Iterable<string>;
  /** The shared strings, when rows refer to them; written after the sheet, as Excel orders them. */
  sharedStrings?: Iterable<string>;
  sharedCount?: number;
  /** The sheet's declared size, for a zip that lies about it. */
  declaredSheetSize?: number;
}

/** A row of inline strings (`t="inlineStr"`), without row or cell references (both are optional). */
export function inlineRow(cells: readonly string[]): string {
  return `<row>${cells.map((cell) => `<c t="inlineStr"><is><t>${escapeXml(cell)}</t></is></c>`).join('')}</row>`;
}

/** A row of shared-string references (`t="s"`); `cellRefs`: with each cell's reference, as Excel writes them. */
export function sharedRow(rowNumber: number, indexes: readonly number[], cellRefs = true): string {
  const cells = indexes.map(
    (index, i) => `<c${cellRefs ? ` r="${String.fromCharCode(65 + i)}${rowNumber}"` : ''} t="s"><v>${index}</v></c>`,
  );
  return `<row r="${rowNumber}">${cells.join('')}</row>`;
}

function* chunked(parts: Iterable<string>, size = 1 << 20): Generator<string> {
  let chunk = '';
  for (const part of parts) {
    chunk += part;
    if (chunk.length >= size) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

/** A workbook of one sheet, its parts written from chunks. */
export function writeXlsx(parts: XlsxParts): Promise<Buffer> {
  const sheet: ZipEntry = {
    name: 'xl/worksheets/sheet1.xml',
    chunks: chunked(
      (function* () {
        yield SHEET_START;
        yield* parts.rows;
        yield SHEET_END;
      })(),
    ),
    ...(parts.declaredSheetSize === undefined ? {} : { declaredSize: parts.declaredSheetSize }),
  };
  const strings = parts.sharedStrings;
  const shared: ZipEntry[] = strings
    ? [
        {
          name: 'xl/sharedStrings.xml',
          chunks: chunked(
            (function* () {
              yield `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${parts.sharedCount ?? 0}" uniqueCount="${parts.sharedCount ?? 0}">`;
              for (const text of strings) yield `<si><t>${escapeXml(text)}</t></si>`;
              yield '</sst>';
            })(),
          ),
        },
      ]
    : [];
  return writeZip([
    { name: '[Content_Types].xml', chunks: [CONTENT_TYPES] },
    { name: '_rels/.rels', chunks: [ROOT_RELS] },
    { name: 'xl/workbook.xml', chunks: [WORKBOOK] },
    {
      name: 'xl/_rels/workbook.xml.rels',
      chunks: [strings ? WORKBOOK_RELS : WORKBOOK_RELS.replace(/<Relationship Id="rId2"[^>]*\/>/, '')],
    },
    sheet,
    ...shared,
  ]);
}
