/**
 * Where the renderer lives: `app://admin/`, a privileged custom scheme served by protocol.ts, never
 * `file://`. Node's URL parser gives custom schemes an opaque origin ('null'), so "is this our
 * origin?" compares the scheme and host instead of `URL.origin`.
 */

export const APP_SCHEME = 'app';
export const APP_HOST = 'admin';
export const APP_BASE_URL = `${APP_SCHEME}://${APP_HOST}/`;
export const APP_INDEX_URL = `${APP_BASE_URL}index.html`;
/** The renderer shows the server-address screen when its URL has this fragment. */
export const SERVER_SCREEN_FRAGMENT = '#server';

/** The scheme and host a URL must have to count as the app's own; `base` defaults to app://admin/. */
export interface AppLocation {
  protocol: string;
  host: string;
}

export function appLocation(base: string = APP_BASE_URL): AppLocation {
  const url = new URL(base);
  return { protocol: url.protocol, host: url.host };
}

/** True only for a parseable URL with exactly the app's scheme and host (no look-alike hosts). */
export function isAppUrl(candidate: string, app: AppLocation = appLocation()): boolean {
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return false;
  }
  return url.protocol === app.protocol && url.host === app.host && url.username === '' && url.password === '';
}
