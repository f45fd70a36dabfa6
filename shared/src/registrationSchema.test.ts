import { describe, expect, it } from 'vitest';
import { fieldErrorMessage } from './errors';
import { FIELD_LIMITS, hasControlCharacters, normaliseEmail, validateRegistration } from './registrationSchema';

const valid = {
  company: '  Seoul Ventures ',
  name: '김민준',
  title: 'Partner',
  email: ' Minjun.Kim@Example.com ',
  phone: '+82-10-1234-5678',
  businessType: 1,
  attend: '',
  sessions: ['day13', 'day11'],
  about: 'other',
  aboutOther: 'Newsletter',
  consent: true,
  locale: 'ko',
};

describe('validateRegistration', () => {
  it('trims text, keeps it otherwise as typed, and puts session codes in canonical order', () => {
    const result = validateRegistration(valid);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toEqual({
      company: 'Seoul Ventures',
      name: '김민준',
      title: 'Partner',
      email: 'Minjun.Kim@Example.com',
      phone: '+82-10-1234-5678',
      businessType: 1,
      attend: '',
      sessions: ['day11', 'day13'],
      about: 'other',
      aboutOther: 'Newsletter',
      consent: true,
      locale: 'ko',
    });
  });

  it('accepts the legacy pipe string and a numeric string business type', () => {
    const result = validateRegistration({ ...valid, sessions: 'day21|day11|day21|', businessType: ' 5 ' });
    expect(result.ok && result.value.sessions).toEqual(['day11', 'day21']);
    expect(result.ok && result.value.businessType).toBe(5);
  });

  it('reports the first failing field in the form order, consent last', () => {
    const result = validateRegistration({ ...valid, company: '   ', about: '', consent: false });
    expect(result).toMatchObject({
      ok: false,
      firstField: 'company',
      fields: { company: 'required', about: 'required', consent: 'consent_required' },
    });
    const onlyConsent = validateRegistration({ ...valid, consent: undefined });
    expect(onlyConsent).toMatchObject({ ok: false, firstField: 'consent', fields: { consent: 'consent_required' } });
  });

  it.each([
    ['email', 'not-an-email', 'invalid_email'],
    ['email', '   ', 'required'],
    ['phone', '010-1234-abcd', 'invalid_phone'],
    ['phone', '+--', 'invalid_phone'],
    ['businessType', 7, 'invalid_choice'],
    ['businessType', 'investor', 'invalid_choice'],
    ['businessType', '', 'required'],
    ['sessions', [], 'session_required'],
    ['sessions', '', 'session_required'],
    ['sessions', ['day11', 'day99'], 'invalid_session'],
    ['attend', 'weekend', 'invalid_choice'],
    ['name', 'x'.repeat(FIELD_LIMITS.name + 1), 'too_long'],
    ['about', 42, 'required'],
    ['about', 'Newsletter', 'invalid_choice'],
    ['aboutOther', 'x'.repeat(FIELD_LIMITS.aboutOther + 1), 'too_long'],
  ])('%s = %j fails with %s', (field, value, code) => {
    const result = validateRegistration({ ...valid, [field]: value });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fields[field as keyof typeof result.fields]).toBe(code);
    expect(result.firstField).toBe(field);
  });

  it.each([
    ['phone', '010.1234.5678'],
    ['phone', '+82 10.1234.5678'],
    ['email', 'user@한국.kr'],
    ['email', 'minjun@예시.한국'],
    ['email', 'user@xn--3e0b707e.kr'],
    ['email', 'first.last+tag@mail.example.co.kr'],
  ])('%s = %j is accepted, as typed', (field, value) => {
    const result = validateRegistration({ ...valid, [field]: value });
    expect(result.ok && result.value[field as 'phone' | 'email']).toBe(value);
  });

  // A Korean domain is fine; a Korean local part (SMTPUTF8) cannot be delivered reliably.
  it.each(['user@한국', 'user@.kr', 'user@한국..kr', 'user@한 국.kr', '@한국.kr', '홍길동@예시.한국'])(
    'email %j is refused',
    (email) => {
      const result = validateRegistration({ ...valid, email });
      expect(result.ok ? 'accepted' : result.fields.email).toBe('invalid_email');
    },
  );

  it('counts limits in characters after trimming, so Korean text gets the same room', () => {
    const company = '가'.repeat(FIELD_LIMITS.company);
    const result = validateRegistration({ ...valid, company: `  ${company}  ` });
    expect(result.ok && result.value.company).toBe(company);
  });

  it.each([
    ['company', 'Nul\u0000Corp'],
    ['name', 'Jane\u0007Doe'],
    ['title', 'Partner\r'.padEnd(12, 'x')],
    ['aboutOther', 'Escape \u001b[31m red'],
    ['aboutOther', 'DEL\u007f'],
    ['company', 'C1 \u0085 next line'],
    ['email', 'jane\u0000@example.com'],
    ['phone', '010\u00001234'],
  ])('refuses control characters in %s (%j)', (field, value) => {
    const result = validateRegistration({ ...valid, [field]: value });
    expect(result).toMatchObject({ ok: false, firstField: field, fields: { [field]: 'control_characters' } });
  });

  it.each([
    ['company', 'Seoul\tVentures'],
    ['name', 'Jane\nDoe'],
    ['title', 'Partner\u2028CEO'],
    ['name', 'Jane\u202EDoe'],
    ['company', '\uFEFFSeoul Ventures'],
    ['aboutOther', 'Linked\u200BIn'],
    ['aboutOther', 'Newsletter\nand\ta friend'],
    ['email', 'jane\u2066@example.com'],
  ])('refuses line breaks and tabs in one-line fields, format characters anywhere: %s (%j)', (field, value) => {
    const result = validateRegistration({ ...valid, [field]: value });
    expect(result).toMatchObject({ ok: false, fields: { [field]: 'control_characters' } });
  });

  it.each(['website', 'email', 'social', 'colleague', 'news'])(
    'accepts the choice %j and keeps no Other words with it',
    (about) => {
      const result = validateRegistration({ ...valid, about });
      expect(result.ok && { about: result.value.about, aboutOther: result.value.aboutOther }).toEqual({
        about,
        aboutOther: '',
      });
    },
  );

  it('takes Other without words, and trims the words it has', () => {
    const bare = validateRegistration({ ...valid, aboutOther: undefined });
    expect(bare.ok && bare.value.aboutOther).toBe('');
    const padded = validateRegistration({ ...valid, aboutOther: '  LinkedIn  ' });
    expect(padded.ok && padded.value.aboutOther).toBe('LinkedIn');
  });

  it('explains the control-character refusal in both languages', () => {
    expect(fieldErrorMessage('control_characters', 'en')).toMatch(/line breaks, tabs and invisible characters/);
    expect(fieldErrorMessage('control_characters', 'ko')).toMatch(/줄바꿈, 탭, 보이지 않는 문자/);
  });

  it('treats a body that is not an object as every field missing', () => {
    const result = validateRegistration(['not', 'an', 'object']);
    expect(result).toMatchObject({ ok: false, firstField: 'company' });
  });

  it('falls back to English for an unknown locale and drops unknown keys', () => {
    const result = validateRegistration({ ...valid, locale: 'fr', isAdmin: true });
    expect(result.ok && result.value.locale).toBe('en');
    expect(result.ok && 'isAdmin' in result.value).toBe(false);
  });
});

describe('normaliseEmail', () => {
  it('ignores case and surrounding spaces', () => {
    expect(normaliseEmail('  A.B@Example.COM ')).toBe('a.b@example.com');
  });
});

describe('hasControlCharacters and emoji sequences', () => {
  it.each([
    ['a joiner sequence', 'Alex 👩‍💻 Kim'],
    ['a skin tone and a joiner', '👨🏽‍💻'],
    ['a variation selector and a joiner', '🏳️‍🌈'],
    ['two joiners and a selector', '👩‍❤️‍👨'],
    ['a keycap', '1️⃣'],
    ['a subdivision flag', '🏴󠁧󠁢󠁳󠁣󠁴󠁿'],
  ])('accepts %s', (_, value) => {
    expect(hasControlCharacters(value)).toBe(false);
  });

  it.each([
    ['a joiner between letters', 'Han\u200DRiver'],
    ['a joiner after an emoji at the end', '👩\u200D'],
    ['a joiner before an emoji at the start', '\u200D👩'],
    ['a joiner between an emoji and a space', '👩\u200D Kim'],
    ['a zero-width space between emoji', '👩\u200B💻'],
    ['a bidi override after a joiner sequence', '👩‍💻\u202E'],
    ['tag characters without their flag', 'a\u{E0067}\u{E007F}'],
  ])('refuses %s', (_, value) => {
    expect(hasControlCharacters(value)).toBe(true);
  });
});
