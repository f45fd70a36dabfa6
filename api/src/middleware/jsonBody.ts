import type { Middleware } from 'koa';
import { koaBody } from 'koa-body';
import { AppError } from '../errors';

/** The largest request body the API reads; registrations are far smaller. */
export const BODY_LIMIT = '16kb';

const parseJson = koaBody({
  json: true,
  urlencoded: false,
  text: false,
  multipart: false,
  jsonLimit: BODY_LIMIT,
  jsonStrict: true,
});

/** Refuses anything but JSON with 415, then parses at most 16 KB (413 past that). */
export const jsonBody: Middleware = async (ctx, next) => {
  const type = ctx.request.type;
  if (type !== 'application/json' && !type.endsWith('+json')) throw new AppError(415, 'unsupported_media_type');
  await parseJson(ctx, next);
};
