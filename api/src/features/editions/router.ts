/**
 * The forum's editions over HTTP, managers only:
 * `GET /api/admin/editions`, `POST /api/admin/editions {from, year}` (201, the draft),
 * `GET|PUT|DELETE /api/admin/editions/:year`, `GET /api/admin/editions/:year/check`,
 * `POST /api/admin/editions/:year/preview`, `POST /api/admin/editions/:year/publish {confirm}` and
 * `GET /api/admin/editions/:year/versions` (each publish and later edit of the published edition:
 * `[{version, savedAt, savedBy, changes}]`), `POST /api/admin/editions/:year/versions/:version/restore
 * {year}` (201, a new draft of `year` from that version),
 * `POST /api/admin/editions/:year/import/:list[?dryRun=1]` (companies, investors or speakers from a
 * CSV or .xlsx: `200 {imported}` or `422 {errors: [{row, column, code, message}]}`, nothing stored).
 * A refused document answers `422 {problems: [{path, code, message}]}` in the organiser's language.
 */
import type Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import { type Locale, errorMessage } from '@forum/shared';
import { z } from 'zod';
import { AppError } from '../../errors';
import { jsonBody, jsonBodyUpTo } from '../../middleware/jsonBody';
import { type RequireAdmin, adminOf } from '../../middleware/requireAdmin';
import { createRouter } from '../../router';
import { uploadedTable } from '../imports';
import { SITE_LISTS, type SiteList } from './listImport';
import { EditionProblemsError, type EditionService } from './service';

/** An edition's document with its programme, speakers and companies stays well under this. */
const DOCUMENT_LIMIT = '1mb';

const restoreSchema = z.object({ year: z.number().int().min(2022).max(2100) }).strict();
const createSchema = z.object({ from: z.number().int(), year: z.number().int().min(2022).max(2100) }).strict();

function organiserLocale(ctx: Context): Locale {
  return ctx.get('Accept-Language').trim().toLowerCase().startsWith('ko') ? 'ko' : 'en';
}

function yearOf(ctx: Context): number {
  const raw = String((ctx.params as { year?: string }).year ?? '');
  if (!/^\d{4}$/.test(raw)) throw new AppError('not_found');
  return Number(raw);
}

/** `422 {problems}` for a refused document; the `error` beside it keeps the API's one error shape. */
const problemsAnswer: Middleware = async (ctx, next) => {
  try {
    await next();
  } catch (error) {
    if (!(error instanceof EditionProblemsError)) throw error;
    ctx.status = 422;
    ctx.body = {
      problems: error.problems,
      error: { code: 'validation', message: errorMessage('validation', organiserLocale(ctx)) },
    };
  }
};

export function editionsRouter(service: EditionService, requireAdmin: RequireAdmin): Router {
  const router = createRouter();
  const managers = requireAdmin({ roles: ['manager'] });
  router.use('/admin/editions', problemsAnswer);
  router.use('/admin/editions/:year', problemsAnswer);

  // Every console reads the list (its edition switcher); drafts are the managers'.
  router.get('/admin/editions', requireAdmin(), async (ctx) => {
    const list = await service.list();
    ctx.body = adminOf(ctx).admin.role === 'manager' ? list : list.filter((row) => row.state !== 'draft');
  });
  router.post('/admin/editions', managers, jsonBody, async (ctx) => {
    const parsed = createSchema.safeParse(ctx.request.body);
    if (!parsed.success) {
      const field = String(parsed.error.issues[0]?.path[0] ?? 'year');
      throw new AppError('validation', { fields: { [field]: 'invalid_choice' } });
    }
    ctx.status = 201;
    ctx.body = await service.create(parsed.data, adminOf(ctx).actor, organiserLocale(ctx));
  });
  router.get('/admin/editions/:year', managers, async (ctx) => {
    ctx.body = await service.get(yearOf(ctx));
  });
  router.put('/admin/editions/:year', managers, jsonBodyUpTo(DOCUMENT_LIMIT), async (ctx) => {
    ctx.body = await service.save(yearOf(ctx), ctx.request.body, adminOf(ctx).actor, organiserLocale(ctx));
  });
  router.delete('/admin/editions/:year', managers, async (ctx) => {
    await service.remove(yearOf(ctx), adminOf(ctx).actor);
    ctx.status = 204;
  });
  router.get('/admin/editions/:year/check', managers, async (ctx) => {
    ctx.body = await service.check(yearOf(ctx), organiserLocale(ctx));
  });
  router.post('/admin/editions/:year/preview', managers, async (ctx) => {
    ctx.body = await service.preview(yearOf(ctx), adminOf(ctx).actor);
  });
  router.get('/admin/editions/:year/versions', managers, async (ctx) => {
    ctx.body = await service.versions(yearOf(ctx), organiserLocale(ctx));
  });
  router.post('/admin/editions/:year/versions/:version/restore', managers, jsonBody, async (ctx) => {
    const raw = String((ctx.params as { version?: string }).version ?? '');
    if (!/^[1-9]\d{0,5}$/.test(raw)) throw new AppError('not_found');
    const parsed = restoreSchema.safeParse(ctx.request.body);
    if (!parsed.success) throw new AppError('validation', { fields: { year: 'invalid_choice' } });
    ctx.status = 201;
    ctx.body = await service.restore(
      yearOf(ctx),
      Number(raw),
      parsed.data.year,
      adminOf(ctx).actor,
      organiserLocale(ctx),
    );
  });
  router.post('/admin/editions/:year/import/:list', managers, async (ctx) => {
    const list = String((ctx.params as { list?: string }).list ?? '');
    if (!(SITE_LISTS as readonly string[]).includes(list)) throw new AppError('not_found');
    const upload = await uploadedTable(ctx);
    const dryRun = ctx.query.dryRun === '1' || ctx.query.dryRun === 'true';
    const locale = organiserLocale(ctx);
    const outcome = await service.importList(yearOf(ctx), list as SiteList, upload, adminOf(ctx).actor, locale, dryRun);
    if (!outcome.ok) {
      ctx.status = 422;
      ctx.body = { errors: outcome.errors };
      return;
    }
    ctx.body = { imported: outcome.imported };
  });
  router.post('/admin/editions/:year/publish', managers, jsonBody, async (ctx) => {
    const body = ctx.request.body as { confirm?: unknown } | undefined;
    ctx.body = await service.publish(yearOf(ctx), body?.confirm, adminOf(ctx).actor, organiserLocale(ctx));
  });
  return router;
}
