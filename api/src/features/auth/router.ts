import Router from '@koa/router';
import type { Middleware } from 'koa';
import { z } from 'zod';
import { AppError } from '../../errors';
import { jsonBody } from '../../middleware/jsonBody';
import type { AuthService } from './service';

const loginSchema = z.object({
  email: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(254, { error: 'too_long' }),
  password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(1024, { error: 'too_long' }),
});

/** The bearer token of a request, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+([A-Za-z0-9_-]{16,128})\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/** Lets a request through only with a live admin session; 401 otherwise. */
export function requireAdmin(auth: AuthService): Middleware {
  return async (ctx, next) => {
    const token = bearerToken(ctx.get('Authorization'));
    const session = token ? await auth.authenticate(token) : null;
    if (!session) throw new AppError(401, 'unauthorized');
    ctx.state.adminId = session.adminId;
    await next();
  };
}

export function authRouter(auth: AuthService): Router {
  const router = new Router();

  router.post('/user/login', jsonBody, async (ctx) => {
    const parsed = loginSchema.safeParse(ctx.request.body);
    if (!parsed.success) {
      const fields: Record<string, 'required' | 'too_long'> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'email');
        fields[field] ??= issue.message === 'too_long' ? 'too_long' : 'required';
      }
      throw new AppError(400, 'validation', { fields });
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await auth.login(parsed.data.email, parsed.data.password, ctx.ip);
  });

  // Always 204: logging out twice, or with a token that already expired, leaves the same state.
  router.post('/user/logout', async (ctx) => {
    const token = bearerToken(ctx.get('Authorization'));
    if (token) await auth.logout(token);
    ctx.status = 204;
  });

  return router;
}
