import { describe, expect, it } from 'vitest';
import { PUBLIC_SESSIONS } from './sessions';
import { validateRegistrationChange } from './registrationChange';
import type { Registration } from './registrationSchema';

const current: Registration = {
  company: 'Han River Capital',
  name: 'Jane Doe',
  title: 'Partner',
  email: 'Jane.Doe@example.com',
  phone: '+82-10-1234-5678',
  businessType: 1,
  attend: '',
  sessions: ['day11', 'day22'],
  about: 'other',
  aboutOther: 'LinkedIn',
  consent: true,
  locale: 'ko',
};

describe('validateRegistrationChange', () => {
  it('lays the change over the stored registration and checks it with the registration schema', () => {
    // Two of the current edition's public sessions, given out of order (the edition's file decides which).
    const [a, b] = PUBLIC_SESSIONS.slice(1, 3).map((session) => session.code) as [string, string];
    const result = validateRegistrationChange(current, { sessions: [b, a], company: '  New Co  ' });
    expect(result).toEqual({ ok: true, value: { ...current, company: 'New Co', sessions: [a, b] } });
  });

  it('keeps the stored language unless a valid one is sent', () => {
    expect(validateRegistrationChange(current, { locale: 'fr' })).toMatchObject({ ok: true, value: { locale: 'ko' } });
    expect(validateRegistrationChange(current, { locale: 'en' })).toMatchObject({ ok: true, value: { locale: 'en' } });
  });

  it('accepts the same e-mail in another case, keeping the stored one', () => {
    expect(validateRegistrationChange(current, { email: ' jane.doe@EXAMPLE.com ' })).toMatchObject({
      ok: true,
      value: { email: 'Jane.Doe@example.com' },
    });
  });

  it('refuses another e-mail address, alongside any other failing field', () => {
    expect(validateRegistrationChange(current, { email: 'other@example.com' })).toEqual({
      ok: false,
      fields: { email: 'email_unchangeable' },
      firstField: 'email',
    });
    expect(validateRegistrationChange(current, { email: 'other@example.com', name: '', sessions: [] })).toEqual({
      ok: false,
      fields: { name: 'required', sessions: 'session_required', email: 'email_unchangeable' },
      firstField: 'name',
    });
  });

  it('uses the same field codes as a registration', () => {
    expect(validateRegistrationChange(current, { phone: 'call me', businessType: 9 })).toMatchObject({
      ok: false,
      fields: { phone: 'invalid_phone', businessType: 'invalid_choice' },
      firstField: 'phone',
    });
    expect(validateRegistrationChange(current, { consent: false })).toMatchObject({
      ok: false,
      fields: { consent: 'consent_required' },
    });
  });
});
