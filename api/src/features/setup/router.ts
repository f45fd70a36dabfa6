import type Router from '@koa/router';
import { z } from 'zod';
import { createRouter } from '../../router';
import { AppError } from '../../errors';
import { jsonBody } from '../../middleware/jsonBody';
import { type DeniedCallLog, adminAddressGuard } from '../../middleware/requireAdmin';
import type { IpAllowList } from '../adminAccess';
import type { SetupService } from './service';

const text = (max: number) =>
  z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(max, { error: 'too_long' });

const checkSchema = z.object({ code: text(64), email: text(254) });
const completeSchema = z.object({
  code: text(64),
  email: text(254),
  // Not trimmed: spaces are part of a password.
  password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(1024, { error: 'too_long' }),
  otp: text(16),
});

function validationError(issues: z.core.$ZodIssue[]): AppError {
  const fields: Record<string, 'required' | 'too_long'> = {};
  for (const issue of issues) {
    fields[String(issue.path[0] ?? 'code')] ??= issue.message === 'too_long' ? 'too_long' : 'required';
  }
  return new AppError('validation', { fields });
}

/**
 * `/api/admin/setup`: the first-run setup, before any admin account exists, so without a session;
 * behind the admin address allow-list like the login. The code never appears in a path or a log.
 */
export function setupRouter(setup: SetupService, allowList: IpAllowList, deniedLog: DeniedCallLog): Router {
  const router = createRouter();
  const guard = adminAddressGuard(allowList, deniedLog);

  router.get('/admin/setup', guard, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await setup.state();
  });

  router.post('/admin/setup/check', guard, jsonBody, async (ctx) => {
    const parsed = checkSchema.safeParse(ctx.request.body);
    if (!parsed.success) throw validationError(parsed.error.issues);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await setup.check(parsed.data.code, parsed.data.email);
  });

  router.post('/admin/setup', guard, jsonBody, async (ctx) => {
    const parsed = completeSchema.safeParse(ctx.request.body);
    if (!parsed.success) throw validationError(parsed.error.issues);
    const done = await setup.complete(parsed.data, ctx.ip);
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 201;
    ctx.body = done;
  });

  return router;
}
