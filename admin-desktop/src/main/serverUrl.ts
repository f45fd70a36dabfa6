/**
 * The server address an administrator types: only `https://`, or plain `http://` to this machine
 * (localhost, 127.0.0.1) for testing. The result is the origin alone, because the API always
 * lives under `/api` of it; a path, query or fragment is dropped, credentials are refused.
 */
import type { ServerAddressProblem } from '../ipcContract';

export const MAX_SERVER_URL_LENGTH = 2048;

const LOCAL_HTTP_HOSTS = new Set(['localhost', '127.0.0.1']);

export type ServerUrlResult =
  | { ok: true; origin: string }
  | {
      ok: false;
      problem: Extract<
        ServerAddressProblem,
        'empty' | 'invalid' | 'unsupported_scheme' | 'insecure_http' | 'credentials'
      >;
      message: string;
    };

const HAS_SCHEME_AND_SLASHES = /^[a-z][a-z0-9+.-]*:\/\//i;
// `javascript:…`, `file:…`, `data:…`; but not `localhost:3000`, where digits follow the colon.
const HAS_OTHER_SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/i;

export function normalizeServerUrl(input: string): ServerUrlResult {
  const text = input.trim();
  if (text === '') return { ok: false, problem: 'empty', message: 'Enter the server address.' };
  if (text.length > MAX_SERVER_URL_LENGTH)
    return { ok: false, problem: 'invalid', message: 'The address is too long.' };

  let candidate = text;
  if (!HAS_SCHEME_AND_SLASHES.test(text)) {
    if (HAS_OTHER_SCHEME.test(text)) {
      return { ok: false, problem: 'unsupported_scheme', message: 'Only https:// addresses are allowed.' };
    }
    // A bare host name means https, the only scheme allowed beyond this machine.
    candidate = `https://${text}`;
  }

  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return { ok: false, problem: 'invalid', message: 'This is not a valid address.' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { ok: false, problem: 'unsupported_scheme', message: 'Only https:// addresses are allowed.' };
  }
  if (url.username !== '' || url.password !== '') {
    return { ok: false, problem: 'credentials', message: 'The address must not contain a user name or password.' };
  }
  if (url.hostname === '') return { ok: false, problem: 'invalid', message: 'This is not a valid address.' };
  if (url.protocol === 'http:' && !LOCAL_HTTP_HOSTS.has(url.hostname)) {
    return {
      ok: false,
      problem: 'insecure_http',
      message: 'Use https://. Plain http:// is allowed only for localhost and 127.0.0.1.',
    };
  }
  return { ok: true, origin: url.origin };
}
