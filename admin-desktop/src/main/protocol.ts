/**
 * The `app://` scheme: registered as privileged (standard, secure, fetch-capable) before the app
 * is ready, then handled by `createAppProtocolHandler`: `app://admin/api/...` (and the site's
 * pictures, `app://admin/media/...`, read only) is proxied to the server (apiProxy.ts), everything else is a file of the built renderer (staticFiles.ts), sent
 * with the strict CSP. Requests for any other host, or writes to files, are refused.
 */
import type { CustomScheme } from 'electron';
import { APP_SCHEME, type AppLocation, appLocation } from './appOrigin';
import { type ApiProxyDeps, proxyApiRequest } from './apiProxy';
import { CONTENT_SECURITY_POLICY } from './contentSecurityPolicy';
import { type StaticFilesFs, readStaticFile } from './staticFiles';

/**
 * `standard` gives the page a real origin (app://admin) with localStorage and relative URLs;
 * `secure` makes it a secure context; `supportFetchAPI` lets it fetch its own /api/. Deliberately
 * not `corsEnabled` (which would let other origins read app:// responses) nor `bypassCSP`.
 */
export const APP_SCHEME_PRIVILEGES: CustomScheme = {
  scheme: APP_SCHEME,
  privileges: { standard: true, secure: true, supportFetchAPI: true },
};

const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

export interface AppProtocolDeps extends ApiProxyDeps {
  /** The built renderer folder (dist/renderer). */
  rendererDir: string;
  /** Defaults to app://admin; the browser tests serve the same handler over http. */
  app?: AppLocation;
  fs?: StaticFilesFs;
}

function plain(status: number, text: string): Response {
  return new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', ...SECURITY_HEADERS } });
}

export function createAppProtocolHandler(deps: AppProtocolDeps): (request: Request) => Promise<Response> {
  const app = deps.app ?? appLocation();
  return async (request) => {
    let url: URL;
    try {
      url = new URL(request.url);
    } catch {
      return plain(400, 'Bad request');
    }
    if (url.protocol !== app.protocol || url.host !== app.host) return plain(404, 'Not found');

    if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
      return proxyApiRequest(request, `${url.pathname}${url.search}`, deps);
    }
    // The site's pictures the Forum screen shows (a speaker's photo): the server's, read only.
    if (url.pathname.startsWith('/media/')) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return plain(405, 'Method not allowed');
      return proxyApiRequest(request, url.pathname, deps);
    }

    if (request.method !== 'GET' && request.method !== 'HEAD') return plain(405, 'Method not allowed');
    const file = await readStaticFile(deps.rendererDir, url.pathname, deps.fs);
    if (!file.found) return plain(404, 'Not found');
    return new Response(request.method === 'HEAD' ? null : file.body, {
      status: 200,
      headers: { 'Content-Type': file.contentType, 'Cache-Control': 'no-cache', ...SECURITY_HEADERS },
    });
  };
}
