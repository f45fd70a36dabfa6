import { describe, expect, it } from 'vitest';
import { isManageToken, managePath, manageUrl, parseManagePath } from './manageLink';

describe('manage link', () => {
  const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcd';

  it('puts the Korean page under /kor', () => {
    expect(managePath(token, 'en')).toBe(`/registration/${token}`);
    expect(manageUrl('https://forum.example.com/', token, 'ko')).toBe(
      `https://forum.example.com/kor/registration/${token}`,
    );
  });

  it('reads the language and token back from a path', () => {
    expect(parseManagePath(`/registration/${token}`)).toEqual({ locale: 'en', token });
    expect(parseManagePath(`/kor/registration/${token}/`)).toEqual({ locale: 'ko', token });
    expect(parseManagePath('/kor')).toBeNull();
    expect(parseManagePath('/registration/a/b')).toBeNull();
  });

  it('accepts only base64url tokens of a plausible length', () => {
    expect(isManageToken(token)).toBe(true);
    expect(isManageToken('short')).toBe(false);
    expect(isManageToken(`${token.slice(0, 30)}.x`)).toBe(false);
  });
});
