import type Router from '@koa/router';
import { createRouter } from '../../router';
import { KOREA_OFFSET_MS, isAccessLogAction } from '@forum/shared';
import { z } from 'zod';
import { AppError } from '../../errors';
import { jsonBody } from '../../middleware/jsonBody';
import { type RequireAdmin, adminOf } from '../../middleware/requireAdmin';
import type { AccessLogAdmin } from './adminReads';
import type { AccessLogFilter } from './entries';

const DAY_MS = 24 * 60 * 60 * 1000;
export const ACCESS_LOG_PAGE_DEFAULT = 100;
export const ACCESS_LOG_PAGE_MAX = 1000;

/** `2025-09-22` is that day in Korea time; anything else must be an ISO-8601 date-time. */
function parseBound(raw: string, end: boolean): Date | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
  if (day) {
    const start = Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])) - KOREA_OFFSET_MS;
    // Date.UTC rolls 2025-13-45 over into 2026; only a real calendar day is accepted.
    if (new Date(start + KOREA_OFFSET_MS).toISOString().slice(0, 10) !== raw) return null;
    return new Date(end ? start + DAY_MS : start);
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(raw)) return null;
  const time = Date.parse(raw);
  if (Number.isNaN(time)) return null;
  // A date-time `to` is inclusive; the query's upper bound is exclusive.
  return new Date(end ? time + 1 : time);
}

function one(value: string | string[] | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return first?.trim() ? first.trim() : undefined;
}

export function parseAccessLogFilter(query: Record<string, string | string[] | undefined>): AccessLogFilter {
  const fields: Record<string, 'invalid_choice'> = {};
  const filter: AccessLogFilter = {};
  const from = one(query.from);
  const to = one(query.to);
  const account = one(query.account);
  const action = one(query.action);
  if (from) {
    const date = parseBound(from, false);
    if (date) filter.from = date;
    else fields.from = 'invalid_choice';
  }
  if (to) {
    const date = parseBound(to, true);
    if (date) filter.to = date;
    else fields.to = 'invalid_choice';
  }
  if (account) filter.account = account.toLowerCase();
  if (action) {
    if (isAccessLogAction(action)) filter.action = action;
    else fields.action = 'invalid_choice';
  }
  if (Object.keys(fields).length > 0) throw new AppError('validation', { fields });
  return filter;
}

const reviewSchema = z.object({
  month: z.string({ error: 'required' }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'invalid_choice' }),
  note: z.string().trim().max(500, { error: 'too_long' }).optional(),
});

/** `/api/admin/access-log...`: managers only; every look at the log is itself an entry (`access_log_view`). */
export function accessLogRouter(deps: {
  reads: AccessLogAdmin;
  requireAdmin: RequireAdmin;
  clock: () => Date;
}): Router {
  const { reads, clock } = deps;
  const router = createRouter();
  const managers = deps.requireAdmin({ roles: ['manager'] });

  router.get('/admin/access-log', managers, async (ctx) => {
    const filter = parseAccessLogFilter(ctx.query);
    const limitText = one(ctx.query.limit);
    const cursorText = one(ctx.query.cursor);
    if ((limitText && !/^\d{1,4}$/.test(limitText)) || (cursorText && !/^\d{1,15}$/.test(cursorText))) {
      throw new AppError('validation', {
        fields: limitText && !/^\d{1,4}$/.test(limitText) ? { limit: 'invalid_choice' } : { cursor: 'invalid_choice' },
      });
    }
    const limit = Math.min(ACCESS_LOG_PAGE_MAX, Math.max(1, Number(limitText ?? ACCESS_LOG_PAGE_DEFAULT)));
    ctx.body = await reads.page(
      filter,
      { limit, ...(cursorText ? { cursor: Number(cursorText) } : {}) },
      adminOf(ctx).actor,
    );
  });

  router.get('/admin/access-log/export', managers, async (ctx) => {
    ctx.body = await reads.exportAll(parseAccessLogFilter(ctx.query), adminOf(ctx).actor);
  });

  router.get('/admin/access-log/reviews', managers, async (ctx) => {
    ctx.body = await reads.reviews();
  });

  router.post('/admin/access-log/reviews', managers, jsonBody, async (ctx) => {
    const parsed = reviewSchema.safeParse(ctx.request.body);
    if (!parsed.success) {
      const field = String(parsed.error.issues[0]?.path[0] ?? 'month');
      const message = parsed.error.issues[0]?.message;
      throw new AppError('validation', {
        fields: {
          [field]: message === 'too_long' ? 'too_long' : message === 'required' ? 'required' : 'invalid_choice',
        },
      });
    }
    const now = clock();
    if (parsed.data.month > new Date(now.getTime() + KOREA_OFFSET_MS).toISOString().slice(0, 7)) {
      throw new AppError('validation', { fields: { month: 'invalid_choice' } });
    }
    const { admin, actor } = adminOf(ctx);
    ctx.status = 201;
    ctx.body = await reads.markReview({
      month: parsed.data.month,
      note: parsed.data.note ?? '',
      admin,
      actor,
      at: now,
    });
  });

  return router;
}
