/**
 * The renderer calls the API on its own origin (app://admin/api/...); this forwards such calls to
 * the configured server from the main process. Why a proxy and not CORS: the page then talks to
 * exactly one origin (CSP `connect-src 'self'`), the server address can change without touching
 * the CSP, and the API needs no CORS entry for a custom scheme (its CORS_ORIGINS accepts only
 * http(s) origins). Only the headers the admin calls need cross, in either direction.
 */

import { MEDIA_MAX_BYTES, mediaTooLargeMessage } from '@forum/shared';

export const MAX_PROXY_BODY_BYTES = 64 * 1024;
/** A picture for the site (POST /api/admin/media) may be as large as the API reads. */
const MEDIA_UPLOAD_PATH = '/api/admin/media';
/** Time to wait for the server's response headers; the body (a long list) may take longer. */
export const PROXY_HEADERS_TIMEOUT_MS = 60_000;

const FORWARDED_REQUEST_HEADERS = ['accept', 'accept-language', 'authorization', 'content-type'];
const FORWARDED_RESPONSE_HEADERS = [
  'content-type',
  'cache-control',
  'retry-after',
  'content-language',
  // The site's pictures (/media/): their validator and the SVG's policy.
  'etag',
  'content-security-policy',
  'x-content-type-options',
];
// PATCH: editing a registrant (PATCH /api/user/:id) and an account; PUT: the meeting slots
// (PUT /api/admin/meetings/slots).
const PROXIED_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']);
const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

export interface ApiProxyDeps {
  /** The stored server origin, read on every call so a change applies at once. */
  getServerOrigin(): string | null;
  fetch: typeof globalThis.fetch;
  headersTimeoutMs?: number;
}

/** An answer in the API's own error shape, so the admin UI shows its usual message. */
function apiError(status: number, code: string, message: string): Response {
  return new Response(JSON.stringify({ error: { code, message } }), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

function pickHeaders(source: Headers, names: readonly string[]): Headers {
  const picked = new Headers();
  for (const name of names) {
    const value = source.get(name);
    if (value !== null) picked.set(name, value);
  }
  return picked;
}

/** The largest body a call may carry here, and the words for one over it. */
function bodyLimit(request: Request, pathAndQuery: string): { limit: number; tooLarge: string } {
  const path = pathAndQuery.split('?')[0];
  if (request.method === 'POST' && path === MEDIA_UPLOAD_PATH) {
    const korean = /^\s*ko/i.test(request.headers.get('accept-language') ?? '');
    return { limit: MEDIA_MAX_BYTES, tooLarge: mediaTooLargeMessage(korean ? 'ko' : 'en') };
  }
  return { limit: MAX_PROXY_BODY_BYTES, tooLarge: 'The request is too large.' };
}

export async function proxyApiRequest(request: Request, pathAndQuery: string, deps: ApiProxyDeps): Promise<Response> {
  const origin = deps.getServerOrigin();
  if (!origin) return apiError(503, 'network_error', 'No server address is set.');
  if (!PROXIED_METHODS.has(request.method)) return apiError(405, 'method_not_allowed', 'Method not allowed.');

  let body: ArrayBuffer | undefined;
  if (METHODS_WITH_BODY.has(request.method)) {
    const { limit, tooLarge } = bodyLimit(request, pathAndQuery);
    const declared = Number(request.headers.get('content-length') ?? '0');
    if (declared > limit) return apiError(413, 'payload_too_large', tooLarge);
    body = await request.arrayBuffer();
    if (body.byteLength > limit) return apiError(413, 'payload_too_large', tooLarge);
  }

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), deps.headersTimeoutMs ?? PROXY_HEADERS_TIMEOUT_MS);
  let upstream: Response;
  try {
    upstream = await deps.fetch(`${origin}${pathAndQuery}`, {
      method: request.method,
      headers: pickHeaders(request.headers, FORWARDED_REQUEST_HEADERS),
      ...(body !== undefined ? { body } : {}),
      // The API never redirects; following one could carry the admin token to another host.
      // Node's fetch returns the 3xx (answered 502 below); Electron's net.fetch rejects it.
      redirect: 'manual',
      // The API uses bearer tokens; no cookie from the console's session ever goes along.
      credentials: 'omit',
      cache: 'no-store',
      signal: controller.signal,
    });
  } catch {
    return apiError(502, 'network_error', 'The server could not be reached.');
  } finally {
    clearTimeout(timer);
  }
  if (upstream.status >= 300 && upstream.status < 400) {
    await upstream.body?.cancel();
    return apiError(502, 'network_error', 'The server answered with a redirect.');
  }
  const headers = pickHeaders(upstream.headers, FORWARDED_RESPONSE_HEADERS);
  // 204/304 and HEAD answers must not carry a body.
  const bodyless = upstream.status === 204 || upstream.status === 304 || request.method === 'HEAD';
  return new Response(bodyless ? null : upstream.body, { status: upstream.status, headers });
}
