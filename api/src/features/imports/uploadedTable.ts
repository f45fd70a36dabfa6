/**
 * An uploaded table from the request: the body as `text/csv` or the .xlsx type, or the `file`
 * field of a multipart form (its bytes decide between .xlsx and CSV, not its name). Read in
 * memory: no temporary files of personal data on disk.
 */
import type { Context } from 'koa';
import { AppError } from '../../errors';

/** How an uploaded table is read: its bytes decide, not its name. */
export type TableFormat = 'csv' | 'xlsx';

/** The largest import file: 20,000 rows of a wide sheet stay well under it. */
export const IMPORT_LIMIT_BYTES = 10 * 1024 * 1024;

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function readBody(ctx: Context): Promise<Buffer> {
  const declared = Number(ctx.get('Content-Length'));
  if (Number.isFinite(declared) && declared > IMPORT_LIMIT_BYTES) throw new AppError('payload_too_large');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    const piece = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    size += piece.length;
    if (size > IMPORT_LIMIT_BYTES) throw new AppError('payload_too_large');
    chunks.push(piece);
  }
  return Buffer.concat(chunks);
}

/** An .xlsx is a zip file: its first bytes say so whatever the name or type claims. */
const isZip = (file: Buffer) => file.length > 4 && file[0] === 0x50 && file[1] === 0x4b;

/** The file and its format from the request, or 415. */
export async function uploadedTable(ctx: Context): Promise<{ file: Buffer; format: TableFormat }> {
  const type = (ctx.get('Content-Type').split(';')[0] ?? '').trim().toLowerCase();
  if (type === 'text/csv' || type === 'text/plain' || type === 'application/csv') {
    return { file: await readBody(ctx), format: 'csv' };
  }
  if (type === XLSX_TYPE) return { file: await readBody(ctx), format: 'xlsx' };
  if (type === 'multipart/form-data') {
    const raw = await readBody(ctx);
    // The platform's own multipart reader, in memory: no temporary files of personal data on disk.
    let form: FormData;
    try {
      form = await new Request('http://import.invalid/', {
        method: 'POST',
        headers: { 'Content-Type': ctx.get('Content-Type') },
        body: new Uint8Array(raw),
      }).formData();
    } catch {
      throw new AppError('validation', { fields: { file: 'required' } });
    }
    const part = form.get('file');
    if (!part || typeof part === 'string') throw new AppError('validation', { fields: { file: 'required' } });
    const file = Buffer.from(await part.arrayBuffer());
    return { file, format: isZip(file) || part.name.toLowerCase().endsWith('.xlsx') ? 'xlsx' : 'csv' };
  }
  throw new AppError('unsupported_media_type');
}
