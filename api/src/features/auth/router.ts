import type Router from '@koa/router';
import { createRouter } from '../../router';
import { z } from 'zod';
import { AppError } from '../../errors';
import { jsonBody } from '../../middleware/jsonBody';
import {
  type DeniedCallLog,
  type RequireAdmin,
  adminAddressGuard,
  adminOf,
  bearerToken,
} from '../../middleware/requireAdmin';
import type { IpAllowList } from '../adminAccess';
import type { AuthService } from './service';

const loginSchema = z.object({
  email: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(254, { error: 'too_long' }),
  password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(1024, { error: 'too_long' }),
  // A 6-digit code, or a recovery code in its place; a client sending the code as a number or null is
  // understood (a number loses leading zeros, which are put back).
  otp: z.preprocess(
    (value) =>
      value === null
        ? undefined
        : typeof value === 'number' && Number.isInteger(value) && value >= 0
          ? String(value).padStart(6, '0')
          : value,
    z.string({ error: 'required' }).max(64, { error: 'too_long' }).optional(),
  ),
});

const passwordChangeSchema = z.object({
  currentPassword: z.string({ error: 'required' }).min(1, { error: 'required' }).max(1024, { error: 'too_long' }),
  newPassword: z.string({ error: 'required' }).min(1, { error: 'required' }).max(1024, { error: 'too_long' }),
});

const confirmSchema = z.object({
  otp: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(64, { error: 'too_long' }),
});

function validationError(issues: z.core.$ZodIssue[]): AppError {
  const fields: Record<string, 'required' | 'too_long'> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'email');
    fields[field] ??= issue.message === 'too_long' ? 'too_long' : 'required';
  }
  return new AppError('validation', { fields });
}

export function authRouter(
  auth: AuthService,
  requireAdmin: RequireAdmin,
  allowList: IpAllowList,
  deniedLog: DeniedCallLog,
): Router {
  const router = createRouter();
  const guard = adminAddressGuard(allowList, deniedLog);

  router.post('/user/login', guard, jsonBody, async (ctx) => {
    const parsed = loginSchema.safeParse(ctx.request.body);
    if (!parsed.success) throw validationError(parsed.error.issues);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await auth.login(parsed.data.email, parsed.data.password, parsed.data.otp, ctx.ip);
  });

  // Always 204: logging out twice, or with a token that already expired, leaves the same state.
  router.post('/user/logout', guard, async (ctx) => {
    const token = bearerToken(ctx.get('Authorization'));
    if (token) await auth.logout(token, ctx.ip);
    ctx.status = 204;
  });

  // Who is logged in and until when; calling it keeps the session alive ("Stay logged in").
  router.get('/admin/session', requireAdmin({ allowEnrolment: true }), (ctx) => {
    ctx.body = auth.sessionInfo(adminOf(ctx).admin);
  });

  // Any admin's own password; the other sessions of the account end (this one stays).
  router.post('/admin/password', requireAdmin(), jsonBody, async (ctx) => {
    const parsed = passwordChangeSchema.safeParse(ctx.request.body);
    if (!parsed.success) throw validationError(parsed.error.issues);
    await auth.changePassword(adminOf(ctx).admin, parsed.data, ctx.ip);
    ctx.status = 204;
  });

  router.post('/admin/otp', requireAdmin({ allowEnrolment: true }), async (ctx) => {
    ctx.body = await auth.startEnrolment(adminOf(ctx).admin);
  });

  router.post('/admin/otp/confirm', requireAdmin({ allowEnrolment: true }), jsonBody, async (ctx) => {
    const parsed = confirmSchema.safeParse(ctx.request.body);
    if (!parsed.success) throw validationError(parsed.error.issues);
    ctx.body = await auth.confirmEnrolment(adminOf(ctx).admin, parsed.data.otp, ctx.ip);
  });

  return router;
}
