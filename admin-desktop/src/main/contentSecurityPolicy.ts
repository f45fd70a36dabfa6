/**
 * The renderer's Content-Security-Policy, sent as a header by the app:// protocol handler. The API
 * is reached through the same origin (protocol.ts proxies /api/), so `connect-src 'self'` is
 * enough and no other origin is ever contacted from the page.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-src 'none'",
  "frame-ancestors 'none'",
  "worker-src 'none'",
].join('; ');
