/**
 * A registrant's check-in code: 13 characters of Crockford's base32, each from 5 random bits of
 * `crypto.randomBytes` (65 bits in all; 256 is a multiple of 32, so every character is uniform).
 * Nothing about the person is in it. A collision with a stored code is possible in principle and
 * refused by the unique key; the writer then tries again with fresh codes.
 */
import { randomBytes } from 'node:crypto';
import { CHECKIN_CODE_LENGTH, CROCKFORD_ALPHABET } from '@forum/shared';

export function newCheckinCode(): string {
  const bytes = randomBytes(CHECKIN_CODE_LENGTH);
  let code = '';
  for (const byte of bytes) code += CROCKFORD_ALPHABET[byte & 31];
  return code;
}
