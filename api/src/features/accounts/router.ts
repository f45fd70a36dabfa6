import type Router from '@koa/router';
import { createRouter } from '../../router';
import { ADMIN_ROLES } from '@forum/shared';
import { z } from 'zod';
import { AppError } from '../../errors';
import { jsonBody } from '../../middleware/jsonBody';
import { type RequireAdmin, adminOf } from '../../middleware/requireAdmin';
import type { AccountsService } from './service';

const createSchema = z.object({
  email: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(254, { error: 'too_long' }),
  role: z.enum(ADMIN_ROLES, { error: 'invalid_choice' }),
});

const changeSchema = z
  .object({
    role: z.enum(ADMIN_ROLES, { error: 'invalid_choice' }).optional(),
    disabled: z.boolean({ error: 'invalid_choice' }).optional(),
  })
  .refine((change) => change.role !== undefined || change.disabled !== undefined, {
    error: 'required',
    path: ['role'],
  });

function fieldsOf(issues: z.core.$ZodIssue[]) {
  const fields: Record<string, 'required' | 'too_long' | 'invalid_choice'> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'role');
    const code = issue.message === 'too_long' || issue.message === 'invalid_choice' ? issue.message : 'required';
    fields[field] ??= code;
  }
  return new AppError('validation', { fields });
}

function accountId(raw: string | undefined): number {
  if (!/^\d{1,10}$/.test(raw ?? '')) throw new AppError('not_found');
  return Number(raw);
}

/** `/api/admin/accounts`: managers only. */
export function accountsRouter(accounts: AccountsService, requireAdmin: RequireAdmin): Router {
  const router = createRouter();
  const managers = requireAdmin({ roles: ['manager'] });

  router.get('/admin/accounts', managers, async (ctx) => {
    ctx.body = await accounts.list();
  });

  router.post('/admin/accounts', managers, jsonBody, async (ctx) => {
    const parsed = createSchema.safeParse(ctx.request.body);
    if (!parsed.success) throw fieldsOf(parsed.error.issues);
    const { account, initialPassword } = await accounts.create(parsed.data, adminOf(ctx).actor);
    ctx.status = 201;
    ctx.body = { account, initialPassword };
  });

  router.patch('/admin/accounts/:id', managers, jsonBody, async (ctx) => {
    const id = accountId(ctx.params.id);
    const parsed = changeSchema.safeParse(ctx.request.body);
    if (!parsed.success) throw fieldsOf(parsed.error.issues);
    const change = {
      ...(parsed.data.role !== undefined ? { role: parsed.data.role } : {}),
      ...(parsed.data.disabled !== undefined ? { disabled: parsed.data.disabled } : {}),
    };
    ctx.body = await accounts.update(id, change, adminOf(ctx).actor);
  });

  router.post('/admin/accounts/:id/reset-otp', managers, async (ctx) => {
    ctx.body = await accounts.resetOtp(accountId(ctx.params.id), adminOf(ctx).actor);
  });

  return router;
}
