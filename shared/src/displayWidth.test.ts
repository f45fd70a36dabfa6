import { describe, expect, it } from 'vitest';
import { displayWidth } from './displayWidth';

describe('displayWidth', () => {
  it('counts Hangul, CJK and fullwidth characters twice', () => {
    expect(displayWidth('ACME')).toBe(4);
    expect(displayWidth('김민준')).toBe(6);
    expect(displayWidth('주식회사 ACME')).toBe(13);
    expect(displayWidth('北京')).toBe(4);
    expect(displayWidth('ＡＢ')).toBe(4);
    expect(displayWidth('9/22 ① 개막식')).toBe(14);
  });

  it('counts a surrogate pair once, as wide', () => {
    expect(displayWidth('a😀b')).toBe(4);
  });
});
