import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: unguessable, and fits an Authorization header as is. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Sessions are looked up by this hash; the token itself is never stored. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
