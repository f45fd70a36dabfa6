/**
 * The HTTP edge of the calls that take a registrant's fields (the registration, the manage link's
 * change, an admin's edit, a walk-in): the body arrives with the code's names (`businessType`,
 * `sessions`) and a validation error leaves with the wire's (`biztype`, `attendext`). Answers are
 * renamed where they are written, with `toWire` (the shapes differ per call).
 */
import { fieldKeysToWire, fromWire } from '@forum/shared';
import type { Middleware } from 'koa';
import { AppError } from '../errors';

export const registrantWire: Middleware = async (ctx, next) => {
  ctx.request.body = fromWire(ctx.request.body) as typeof ctx.request.body;
  try {
    await next();
  } catch (error) {
    if (!(error instanceof AppError) || !error.options.fields) throw error;
    throw new AppError(error.code, { ...error.options, fields: fieldKeysToWire(error.options.fields) });
  }
};
