/**
 * Invitations over HTTP. Managers: `POST /api/admin/invitations/import` (the file as the body,
 * `text/csv` or the xlsx type, or the multipart field `file`; `?dryRun=1` checks only),
 * `POST /api/admin/invitations/send {ids | filter}`; admins: `GET /api/admin/invitations[?edition=YYYY]`
 * (invitations are per edition; the import and sending act on the current edition only). The
 * invitee: `GET /api/invitations/:token`, `POST /api/invitations/:token/decline`.
 */
import type Router from '@koa/router';
import type { Context } from 'koa';
import { INVITATION_STATES, type Locale } from '@forum/shared';
import { z } from 'zod';
import { AppError } from '../../errors';
import { jsonBody } from '../../middleware/jsonBody';
import { type RequireAdmin, adminOf } from '../../middleware/requireAdmin';
import { createRouter } from '../../router';
import { assertCurrentEditionQuery, editionFromQuery } from '../editions';
import type { ImportFormat } from './importFile';
import type { InvitationService } from './service';

/** The largest import file: 20,000 rows of a wide sheet stay well under it. */
export const IMPORT_LIMIT_BYTES = 10 * 1024 * 1024;

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const sendSchema = z.union([
  z.object({ ids: z.array(z.number().int().positive()).min(1).max(20_000) }).strict(),
  z.object({ filter: z.object({ states: z.array(z.enum(INVITATION_STATES)).optional() }).strict() }).strict(),
]);

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
async function importedFile(ctx: Context): Promise<{ file: Buffer; format: ImportFormat }> {
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

/** The organiser's language for the import's words: `?lang=`, else the browser's first choice. */
function organiserLocale(ctx: Context): Locale {
  const asked = typeof ctx.query.lang === 'string' ? ctx.query.lang : ctx.get('Accept-Language');
  return asked.trim().toLowerCase().startsWith('ko') ? 'ko' : 'en';
}

export function invitationsRouter(deps: { service: InvitationService; requireAdmin: RequireAdmin }): Router {
  const { service, requireAdmin } = deps;
  const router = createRouter();

  router.post('/admin/invitations/import', requireAdmin({ roles: ['manager'] }), async (ctx) => {
    assertCurrentEditionQuery(ctx.query.edition);
    const { file, format } = await importedFile(ctx);
    const dryRun = ctx.query.dryRun === '1' || ctx.query.dryRun === 'true';
    const outcome = await service.importFile(adminOf(ctx).actor, file, format, organiserLocale(ctx), dryRun);
    if (!outcome.ok) {
      ctx.status = 422;
      ctx.body = { errors: outcome.errors };
      return;
    }
    ctx.body = { created: outcome.created, updated: outcome.updated };
  });

  router.post('/admin/invitations/send', requireAdmin({ roles: ['manager'] }), jsonBody, async (ctx) => {
    assertCurrentEditionQuery(ctx.query.edition);
    const parsed = sendSchema.safeParse(ctx.request.body);
    if (!parsed.success) throw new AppError('validation', { fields: { ids: 'invalid_choice' } });
    ctx.body = await service.send(adminOf(ctx).actor, parsed.data);
  });

  router.get('/admin/invitations', requireAdmin(), async (ctx) => {
    ctx.body = await service.list(editionFromQuery(ctx.query.edition));
  });

  router.get('/invitations/:token', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await service.prefill(ctx.params.token ?? '');
  });

  router.post('/invitations/:token/decline', async (ctx) => {
    await service.decline(ctx.params.token ?? '');
    ctx.body = { declined: true };
  });

  return router;
}
