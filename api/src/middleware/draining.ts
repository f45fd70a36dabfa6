import type { Middleware } from 'koa';
import type { Lifecycle } from '../lifecycle';

/**
 * While the process drains, every response says `Connection: close`, so a kept-alive client (or
 * nginx) sends its next request on a new connection, which lands on another process. Checked
 * after the request is handled, so requests already in flight when draining starts say it too.
 */
export function closeConnectionsWhenDraining(lifecycle: Lifecycle): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } finally {
      if (lifecycle.draining && !ctx.headerSent) ctx.set('Connection', 'close');
    }
  };
}
