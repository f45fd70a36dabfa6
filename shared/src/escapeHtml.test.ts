import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escapeHtml';

describe('escapeHtml', () => {
  it('escapes the five characters that can end text or an attribute, and nothing else', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&#60;a href=&#34;x&#34; title=&#39;y&#39;&#62;Tom &#38; Jerry&#60;/a&#62;',
    );
    expect(escapeHtml('김민수 👩‍💻 café')).toBe('김민수 👩‍💻 café');
  });

  it('escapes an existing reference again, so text shows as typed', () => {
    expect(escapeHtml('&amp;')).toBe('&#38;amp;');
  });
});
