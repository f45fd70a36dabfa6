import { describe, expect, it } from 'vitest';
import { normalizeServerUrl } from './serverUrl';

describe('normalizeServerUrl', () => {
  it.each([
    ['https://forum.example.com', 'https://forum.example.com'],
    ['  https://Forum.Example.com/  ', 'https://forum.example.com'],
    ['https://forum.example.com:8443', 'https://forum.example.com:8443'],
    ['https://forum.example.com:443', 'https://forum.example.com'],
    ['forum.example.com', 'https://forum.example.com'],
    ['http://localhost:3000', 'http://localhost:3000'],
    ['http://127.0.0.1:3210', 'http://127.0.0.1:3210'],
    ['http://localhost', 'http://localhost'],
    ['localhost:3000', 'https://localhost:3000'],
  ])('accepts %j as %s', (input, origin) => {
    expect(normalizeServerUrl(input)).toEqual({ ok: true, origin });
  });

  it('keeps the origin only: path, query and fragment are dropped', () => {
    expect(normalizeServerUrl('https://forum.example.com/admin/list?x=1#top')).toEqual({
      ok: true,
      origin: 'https://forum.example.com',
    });
    expect(normalizeServerUrl('http://localhost:3000/api/health')).toEqual({
      ok: true,
      origin: 'http://localhost:3000',
    });
  });

  it.each([
    ['http://example.com', 'insecure_http'],
    ['http://forum.example.com:3000', 'insecure_http'],
    ['http://192.168.0.10:3000', 'insecure_http'],
    ['http://localhost.attacker.com', 'insecure_http'],
    ['http://127.0.0.1.nip.io', 'insecure_http'],
    ['javascript:alert(1)', 'unsupported_scheme'],
    ['JavaScript:alert(document.domain)', 'unsupported_scheme'],
    ['file:///etc/passwd', 'unsupported_scheme'],
    ['file:C:/Windows', 'unsupported_scheme'],
    ['data:text/html,<script>alert(1)</script>', 'unsupported_scheme'],
    ['ftp://forum.example.com', 'unsupported_scheme'],
    ['app://admin', 'unsupported_scheme'],
    ['ws://localhost:3000', 'unsupported_scheme'],
    ['https://admin:secret@forum.example.com', 'credentials'],
    ['https://admin@forum.example.com', 'credentials'],
    ['http://user:pw@localhost:3000', 'credentials'],
    ['', 'empty'],
    ['   ', 'empty'],
    ['https://', 'invalid'],
    ['https://exa mple.com', 'invalid'],
    ['https://[::1', 'invalid'],
  ])('refuses %j (%s)', (input, problem) => {
    const result = normalizeServerUrl(input);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.problem).toBe(problem);
      expect(result.message).not.toBe('');
    }
  });

  it('refuses an absurdly long address', () => {
    expect(normalizeServerUrl(`https://${'a'.repeat(3000)}.example.com`)).toMatchObject({
      ok: false,
      problem: 'invalid',
    });
  });
});
