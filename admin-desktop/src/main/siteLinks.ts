/**
 * What the page may hand out of the console: a link to a page of the forum's own site (a draft's
 * preview) on the server the console is set to, and text to put on the clipboard, short enough to
 * be a link. Anything else stays in: the page cannot make the main process open arbitrary addresses.
 */

/** A link is at most this long; a page asking to copy more is refused. */
export const MAX_COPIED_TEXT_LENGTH = 2_048;

/** True for an http(s) address without credentials on `serverOrigin` (the chosen server's origin). */
export function isSiteLink(candidate: unknown, serverOrigin: string): boolean {
  if (typeof candidate !== 'string' || candidate.length > MAX_COPIED_TEXT_LENGTH) return false;
  try {
    const url = new URL(candidate);
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      url.username === '' &&
      url.password === '' &&
      url.origin === new URL(serverOrigin).origin
    );
  } catch {
    return false;
  }
}
