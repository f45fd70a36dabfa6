import Router from '@koa/router';
import type { Middleware, ParameterizedContext } from 'koa';
import type { AdminRole } from '@forum/shared';
import { z } from 'zod';
import { AppError } from '../../errors';
import { jsonBody } from '../../middleware/jsonBody';
import type { IpAllowList } from '../adminAccess/ipAllowList';
import type { Actor } from '../accessLog/accessLog';
import type { AdminSession, AuthService } from './service';

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

/** The bearer token of a request, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+([A-Za-z0-9_-]{16,128})\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

export interface AdminState {
  admin: AdminSession;
  actor: Actor;
}

/** The logged-in admin and the access-log actor of a request that passed `requireAdmin`. */
export function adminOf(ctx: ParameterizedContext): AdminState {
  const state = ctx.state as Partial<AdminState>;
  if (!state.admin || !state.actor) throw new Error('adminOf() used on a route without requireAdmin');
  return { admin: state.admin, actor: state.actor };
}

/** ADMIN_ALLOWED_IPS: every admin call, login included, from elsewhere answers 403. */
export function adminAddressGuard(allowList: IpAllowList): Middleware {
  return async (ctx, next) => {
    if (!allowList.allows(ctx.ip)) throw new AppError(403, 'ip_not_allowed');
    await next();
  };
}

export interface RequireAdminOptions {
  /** Roles allowed; default both. */
  roles?: readonly AdminRole[];
  /** The enrolment-only token of an account without an authenticator may call this route. */
  allowEnrolment?: boolean;
}

export type RequireAdmin = (options?: RequireAdminOptions) => Middleware;

/**
 * Lets a request through only from an allowed address, with a live session (401 otherwise,
 * `session_idle` when it went unused too long), a finished enrolment (403 otp_enrolment_required)
 * and a role that may do it (403 forbidden).
 */
export function requireAdminFactory(auth: AuthService, allowList: IpAllowList): RequireAdmin {
  const guard = adminAddressGuard(allowList);
  return (options = {}) =>
    async (ctx, next) =>
      guard(ctx, async () => {
        const token = bearerToken(ctx.get('Authorization'));
        const admin = token ? await auth.authenticate(token, ctx.ip) : null;
        if (!admin) throw new AppError(401, 'unauthorized');
        if (admin.otpEnrolment && !options.allowEnrolment) throw new AppError(403, 'otp_enrolment_required');
        if (options.roles && !options.roles.includes(admin.role)) throw new AppError(403, 'forbidden');
        const state: AdminState = { admin, actor: { adminId: admin.adminId, account: admin.email, address: ctx.ip } };
        Object.assign(ctx.state, state);
        ctx.set('Cache-Control', 'no-store');
        await next();
      });
}

function validationError(issues: z.core.$ZodIssue[]): AppError {
  const fields: Record<string, 'required' | 'too_long'> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'email');
    fields[field] ??= issue.message === 'too_long' ? 'too_long' : 'required';
  }
  return new AppError(400, 'validation', { fields });
}

export function authRouter(auth: AuthService, requireAdmin: RequireAdmin, allowList: IpAllowList): Router {
  const router = new Router();
  const guard = adminAddressGuard(allowList);

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
