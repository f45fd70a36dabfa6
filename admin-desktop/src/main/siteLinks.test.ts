import { describe, expect, it } from 'vitest';
import { MAX_COPIED_TEXT_LENGTH, isSiteLink } from './siteLinks';

describe('links the console may open in the system browser', () => {
  const server = 'https://forum.example.com';

  it('takes a page of the chosen server', () => {
    expect(isSiteLink('https://forum.example.com/?preview=2026-abc', server)).toBe(true);
    expect(isSiteLink('https://forum.example.com/kor/preview/x', server)).toBe(true);
  });

  it.each([
    ['another origin', 'https://evil.example.com/?preview=1'],
    ['another port', 'https://forum.example.com:8443/'],
    ['plain http of an https server', 'http://forum.example.com/'],
    ['credentials', 'https://user:pass@forum.example.com/'],
    ['a file', 'file:///etc/passwd'],
    ['javascript', 'javascript:alert(1)'],
    ['not text', 42],
    ['nonsense', 'not a url'],
    ['too long', `https://forum.example.com/${'a'.repeat(MAX_COPIED_TEXT_LENGTH)}`],
  ])('refuses %s', (_case, url) => {
    expect(isSiteLink(url, server)).toBe(false);
  });
});
