/**
 * assertMessageFits is exact although it checks groups by an upper bound: a message over the limit
 * for one recipient is refused, and one whose bound is over but no recipient's text is passes.
 */
import { describe, expect, it } from 'vitest';
import type { Registrant } from '@forum/shared';
import { AppError } from '../../errors';
import { assertMessageFits } from './messageBounds';

const person = (id: number, name: string, company: string): Registrant =>
  ({
    id,
    name,
    company,
    title: 'Partner',
    email: `p${id}@example.com`,
    phone: '1',
    businessType: 1,
    attend: '',
    sessions: ['day11'],
    about: '',
    locale: 'en',
    createdAt: '2025-09-01T00:00:00.000Z',
  }) as Registrant;

const texts = (body: string) => ({
  subject: { en: 'Hi', ko: 'Hi' },
  body: { en: body, ko: '' },
  reminderSessions: null,
});
const SITE = 'https://forum.example.com';

describe('assertMessageFits', () => {
  it('refuses when one recipient’s filled text is over 100 KB, naming the body they read', () => {
    const people = [person(1, 'Ann', 'A'), person(2, 'Bo', 'x'.repeat(2100))];
    const refusal = (() => {
      try {
        assertMessageFits(texts('{company}'.repeat(50)), people, SITE);
        return null;
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).options.fields).toEqual({ 'body.en': 'message_too_long' });
    expect(() => assertMessageFits(texts('{company}'.repeat(50)), [people[0]!], SITE)).not.toThrow();
  });

  it('passes when only the group’s bound (longest name with longest company) is over, and no one’s text is', () => {
    const people = [person(1, 'n'.repeat(1500), 'c'), person(2, 'n', 'c'.repeat(1500))];
    // Each: about 1,501 x 50 = 75 KB; the bound: 3,000 x 50 = 150 KB.
    expect(() => assertMessageFits(texts('{name}{company}'.repeat(50)), people, SITE)).not.toThrow();
  });
});
