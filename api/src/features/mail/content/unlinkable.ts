/**
 * Text a registrant typed (name, company, organisation, note...) as it goes into a mail: mail
 * clients turn anything that looks like an address (`http://x`, `www.x.com`, `x.com`, `a@b.c`)
 * into a link, in the HTML part as in the plain one, so a registrant could put a link of their
 * choosing into a message the forum sends to someone else. Escaping does not stop that: the
 * client links the text it shows.
 *
 * A WORD JOINER (U+2060) goes on both sides of every `.` and `@`, and after every `:`, that a
 * letter, digit or `/` follows, as in a host name or a scheme (and, with `boundary`, one before the
 * value); a full stop ending a sentence is left alone. On both sides, because detectors differ:
 * linkify-it (markdown-it, many webmails) takes a format character for a letter, so one before the
 * dot still leaves `www⁠.x⁠.com` a link ending in a real TLD; one after the dot makes every label
 * after it start with a character no TLD or host has. The reader sees the same text (the character has no width and forbids a line break, so
 * not even the wrapping changes), but it cannot be part of a URL, host name or address, so no
 * client's link detection matches across it: this is the technique shown to stop linking in
 * practically every client, Gmail and Outlook included (S. Whiteman, "Stop email clients from
 * hyperlinking text that's merely URL-like", tested across clients with Validity Everest), and
 * unlike `<span>` splitting it also works in the plain-text part, where there is no markup. Text
 * with none of those characters cannot be taken for an address and is left as it is. The leading
 * one, for a value put into a manager's text, ends a URL the manager wrote just before it
 * (`…?n={name}`), so the value never extends that link; the forum's own linkifier stops at it too.
 *
 * Input with zero-width characters is refused at the boundary, so this character in a mail is
 * always ours.
 */
export const WORD_JOINER = '\u2060';

export function unlinkable(text: string, options: { boundary?: boolean } = {}): string {
  if (text === '') return text;
  const broken = text
    .replace(/[.@](?=[\p{L}\p{N}])/gu, `${WORD_JOINER}$&${WORD_JOINER}`)
    .replace(/:(?=[/\p{L}\p{N}])/gu, `:${WORD_JOINER}`);
  return options.boundary ? WORD_JOINER + broken : broken;
}
