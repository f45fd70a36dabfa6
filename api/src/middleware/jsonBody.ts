import type { IncomingMessage } from 'node:http';
import type { Middleware } from 'koa';
import { koaBody } from 'koa-body';
import { AppError } from '../errors';

/** The largest request body the API reads; registrations are far smaller. */
export const BODY_LIMIT = '16kb';

/**
 * How much of a body over the limit is read and thrown away before the 413 goes out, and for how
 * long. A client still sending when the server closes the connection sees a reset instead of
 * the answer; past these bounds that is the price of not reading forever.
 */
export const DISCARD_LIMIT_BYTES = 16 * 1024 * 1024;
export const DISCARD_TIMEOUT_MS = 15_000;

const jsonParser = (limit: string) =>
  koaBody({
    json: true,
    urlencoded: false,
    text: false,
    multipart: false,
    jsonLimit: limit,
    jsonStrict: true,
  });

const noop = async () => {};

/**
 * Reads what is left of a request without keeping it, up to `limitBytes`. Resolves true when the
 * client has sent everything, false when it gave up (too much, too slow, or the client left).
 */
export function discardRequestBody(
  req: IncomingMessage,
  limitBytes = DISCARD_LIMIT_BYTES,
  timeoutMs = DISCARD_TIMEOUT_MS,
): Promise<boolean> {
  if (req.complete) return Promise.resolve(true);
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limitBytes) return Promise.resolve(false);
  // A gzip body may still be piped into the decoder the parser gave up on.
  req.unpipe();
  return new Promise((resolve) => {
    let seen = 0;
    const finish = (complete: boolean) => {
      clearTimeout(timer);
      req.off('data', onData).off('end', onEnd).off('close', onClose);
      resolve(complete);
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > limitBytes) finish(false);
    };
    const onEnd = () => finish(true);
    const onClose = () => finish(req.complete);
    const timer = setTimeout(() => finish(false), timeoutMs);
    req.on('data', onData).on('end', onEnd).on('close', onClose);
    req.resume();
  });
}

/** An HTTP status carried by errors of the body parser (http-errors), if any. */
function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/**
 * Refuses anything but JSON with 415, then parses at most `limit` (16 KB for every route but the
 * few that name a larger one). Past that it reads and discards the rest (within the bounds above)
 * before answering 413, so the client gets to read the answer.
 *
 * `Content-Encoding: gzip`, `deflate` and `br` bodies are decoded (the limit counts decoded
 * bytes); a body that does not decode as its header says answers 400, an unknown coding 415.
 */
export function jsonBodyUpTo(limit: string): Middleware {
  const parseJson = jsonParser(limit);
  return async (ctx, next) => {
    const type = ctx.request.type;
    if (type !== 'application/json' && !type.endsWith('+json')) throw new AppError('unsupported_media_type');
    try {
      await parseJson(ctx, noop);
    } catch (error) {
      // Whatever went wrong, the rest of the body is read first so the answer reaches the client
      // and a kept-alive connection does not mistake leftover bytes for the next request.
      if (!(await discardRequestBody(ctx.req))) ctx.set('Connection', 'close');
      const status = statusOf(error);
      if (status === 413) throw new AppError('payload_too_large');
      if (status === 415) throw new AppError('unsupported_media_type');
      if (status !== undefined && status >= 400 && status < 500) throw error;
      // Decoder errors (zlib, brotli) carry no status: the body is not what its header says.
      throw new AppError('invalid_json');
    }
    await next();
  };
}

export const jsonBody: Middleware = jsonBodyUpTo(BODY_LIMIT);
