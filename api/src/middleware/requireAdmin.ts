/**
 * The admin guard: every admin route passes through it. It checks the address (ADMIN_ALLOWED_IPS),
 * the Bearer token's session (live, not idle: the auth feature decides), a finished OTP enrolment
 * and the role, then puts the admin and their access-log actor on the request. It lives here,
 * not in the auth feature, because every feature with admin routes uses it.
 */
import type { Middleware, ParameterizedContext } from 'koa';
import type { AdminRole } from '@forum/shared';
import type { Actor } from '../actor';
import { AppError } from '../errors';
import type { IpAllowList } from '../cidrList';

/** A refused admin call, as the guard hands it to the access log (a subset of the log's entries). */
export interface DeniedCallEntry {
  actor: Actor;
  action: 'denied';
  detail: { method: string; path: string; reason: string };
}

/**
 * Where refused admin calls are recorded: the access log's `append`, described here rather than
 * imported, since middleware sits below the features.
 */
export interface DeniedCallLog {
  append(entry: DeniedCallEntry): Promise<void>;
}

/** An admin call refused before the caller was known (a refused address) is recorded without an account. */
const UNKNOWN_ACCOUNT = '(unknown)';

/** A live admin session, as the auth feature hands it to the guard. */
export interface AdminSession {
  tokenHash: string;
  adminId: number;
  email: string;
  role: AdminRole;
  otpEnrolment: boolean;
  expiresAt: Date;
  lastSeenAt: Date;
}

/** What the guard needs from the auth feature: the session behind a token (null when none is live). */
export interface AdminAuthenticator {
  authenticate(token: string, address: string): Promise<AdminSession | null>;
  /**
   * Whose live session a token is, without using it (a call refused for its address does not keep
   * the session alive): only so a refusal names the account that made it.
   */
  identify?(token: string): Promise<{ adminId: number; email: string } | null>;
}

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

/**
 * ADMIN_ALLOWED_IPS: every admin call, login included, from elsewhere answers 403. Given the log,
 * the refusal is a `denied` entry (routes outside `requireAdmin`, such as the login; inside it the
 * guard's own recording does it).
 */
export function adminAddressGuard(allowList: IpAllowList, deniedLog?: DeniedCallLog): Middleware {
  return async (ctx, next) => {
    if (!allowList.allows(ctx.ip)) {
      if (deniedLog) await recordDenied(deniedLog, ctx, 'ip_not_allowed');
      throw new AppError('ip_not_allowed');
    }
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
 * Every refused admin call (403, from this guard or from the route behind it) is a `denied`
 * access-log entry: the method, the route's pattern (never the raw path: it may hold a code) and
 * the reason. Nothing the caller sent is recorded.
 */
async function recordDenied(log: DeniedCallLog, ctx: ParameterizedContext, reason: string): Promise<void> {
  const state = ctx.state as Partial<AdminState>;
  const actor: Actor = state.actor ?? { adminId: null, account: UNKNOWN_ACCOUNT, address: ctx.ip };
  const route = (ctx as { _matchedRoute?: unknown })._matchedRoute;
  await log.append({
    actor,
    action: 'denied',
    detail: { method: ctx.method, path: typeof route === 'string' ? route : '(unmatched)', reason },
  });
}

/**
 * Lets a request through only from an allowed address, with a live session (401 otherwise,
 * `session_idle` when it went unused too long), a finished enrolment (403 otp_enrolment_required)
 * and a role that may do it (403 forbidden).
 */
export function requireAdminFactory(
  auth: AdminAuthenticator,
  allowList: IpAllowList,
  deniedLog: DeniedCallLog,
): RequireAdmin {
  const guard = adminAddressGuard(allowList);
  /** A call refused before its session was checked (its address): the token still says who made it. */
  async function identifyCaller(ctx: ParameterizedContext): Promise<void> {
    if ((ctx.state as Partial<AdminState>).actor || !auth.identify) return;
    const token = bearerToken(ctx.get('Authorization'));
    const caller = token ? await auth.identify(token) : null;
    if (caller)
      (ctx.state as Partial<AdminState>).actor = { adminId: caller.adminId, account: caller.email, address: ctx.ip };
  }
  const recordingDenials: Middleware = async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      if (error instanceof AppError && error.status === 403) {
        await identifyCaller(ctx);
        await recordDenied(deniedLog, ctx, error.code);
      }
      throw error;
    }
  };
  return (options = {}) =>
    async (ctx, next) =>
      recordingDenials(ctx, () =>
        guard(ctx, async () => {
          const token = bearerToken(ctx.get('Authorization'));
          const admin = token ? await auth.authenticate(token, ctx.ip) : null;
          if (!admin) throw new AppError('unauthorized');
          // The caller is known from here on: a refusal below (enrolment, role) names their account.
          const state: AdminState = { admin, actor: { adminId: admin.adminId, account: admin.email, address: ctx.ip } };
          Object.assign(ctx.state, state);
          ctx.set('Cache-Control', 'no-store');
          if (admin.otpEnrolment && !options.allowEnrolment) throw new AppError('otp_enrolment_required');
          if (options.roles && !options.roles.includes(admin.role)) throw new AppError('forbidden');
          await next();
        }),
      );
}
