/**
 * The key that tells whether two registrations are the same person's (`registrants.email_normalized`,
 * UNIQUE, so the rule holds across processes): the address trimmed and lower-cased, its domain in
 * ASCII. `x@예시.한국` and `x@xn--9n2bp8q.xn--3e0b707e` are one mailbox (IDNA, RFC 5891), so they are
 * one registration. The address itself is stored as the registrant wrote it.
 */
import { domainToASCII } from 'node:url';
import { normaliseEmail } from '@forum/shared';

/** The column's width (migration 001); an e-mail is at most this long, but its ASCII form may not be. */
const KEY_MAX_LENGTH = 254;

export function registrationEmailKey(email: string): string {
  const normalised = normaliseEmail(email);
  const at = normalised.lastIndexOf('@');
  if (at < 0) return normalised;
  // '' for a domain IDNA refuses; a domain whose ASCII form overflows the column is longer than DNS
  // allows (253), so no mail reaches it: both keep the lower-cased form, which always fits.
  const domain = domainToASCII(normalised.slice(at + 1));
  const key = domain ? `${normalised.slice(0, at)}@${domain}` : normalised;
  return key.length <= KEY_MAX_LENGTH ? key : normalised;
}
