/**
 * Manage-link tokens: 256 random bits, base64url (43 characters), so a link cannot be guessed;
 * stored only as their SHA-256, so the table does not hand out working links.
 */
import { createHash, randomBytes } from 'node:crypto';

export function newManageToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashManageToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
