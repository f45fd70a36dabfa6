/**
 * `POST /api/admin/media` (managers): the file as the request body, whatever its Content-Type
 * (the type is read from the bytes); `?use=speaker|portrait|logo|picture` picks the size it is
 * stored at (MEDIA_USES; default `picture`). `201 {id, url, width, height}`.
 *
 * `GET /media/<hash>.<ext>` (anyone: the site shows them): the stored bytes, cached for good (the
 * name changes with the content), with their type and nothing a browser could run: `nosniff`, and
 * for an SVG a policy that forbids scripts, outside loads and plug-ins even when opened directly.
 */
import type Router from '@koa/router';
import type { Context } from 'koa';
import { MEDIA_MAX_BYTES, isMediaUse, mediaTooLargeMessage } from '@forum/shared';
import { AppError } from '../../errors';
import { discardRequestBody } from '../../middleware/jsonBody';
import { type RequireAdmin, adminOf } from '../../middleware/requireAdmin';
import { createRouter } from '../../router';
import type { MediaService } from './service';

const tooLarge = () =>
  new AppError('payload_too_large', {
    messages: { en: mediaTooLargeMessage('en'), ko: mediaTooLargeMessage('ko') },
  });

/** The body, at most MEDIA_MAX_BYTES; past that the rest is read and dropped so the 413 arrives. */
async function readUpload(ctx: Context): Promise<Buffer> {
  const declared = Number(ctx.get('Content-Length'));
  if (Number.isFinite(declared) && declared > MEDIA_MAX_BYTES) {
    if (!(await discardRequestBody(ctx.req))) ctx.set('Connection', 'close');
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    const piece = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    size += piece.length;
    if (size > MEDIA_MAX_BYTES) {
      if (!(await discardRequestBody(ctx.req))) ctx.set('Connection', 'close');
      throw tooLarge();
    }
    chunks.push(piece);
  }
  return Buffer.concat(chunks);
}

export function mediaUploadRouter(service: MediaService, requireAdmin: RequireAdmin): Router {
  const router = createRouter();
  router.post('/admin/media', requireAdmin({ roles: ['manager'] }), async (ctx) => {
    const use = ctx.query.use ?? 'picture';
    if (!isMediaUse(use)) throw new AppError('validation', { fields: { use: 'invalid_choice' } });
    const file = await readUpload(ctx);
    if (file.length === 0) throw new AppError('validation', { fields: { file: 'required' } });
    ctx.status = 201;
    ctx.body = await service.upload(adminOf(ctx).actor, file, use);
  });
  return router;
}

/** Drawings may style themselves; nothing else: no script, no load from anywhere, no frame, no form. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export function mediaFilesRouter(service: MediaService): Router {
  const router = createRouter();
  router.get('/media/:file', async (ctx) => {
    const match = /^([0-9a-f]{64})\.([a-z]+)$/.exec(ctx.params.file ?? '');
    const file = match ? await service.read(match[1]!, match[2]!) : null;
    if (!file) throw new AppError('not_found');
    ctx.type = file.type;
    ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
    ctx.set('ETag', `"${match![1]}"`);
    ctx.set('X-Content-Type-Options', 'nosniff');
    if (file.type === 'image/svg+xml') ctx.set('Content-Security-Policy', SVG_POLICY);
    // The bytes under a name never change: a client's copy is always current, whatever else it
    // asked (a browser revalidating sends `Cache-Control: no-cache`, which Koa's ctx.fresh refuses).
    const etag = `"${match![1]}"`;
    if (
      ctx
        .get('If-None-Match')
        .split(',')
        .some((tag) => tag.trim().replace(/^W\//, '') === etag)
    ) {
      ctx.status = 304;
      return;
    }
    ctx.body = file.data;
  });
  return router;
}
