/**
 * The one Registrant test builder (`makeRegistrant`) and the samples the spreadsheet, admin and
 * desktop tests share: Korean and English text, a legacy registration with no sessions, and text
 * that a spreadsheet could mistake for a formula.
 */
import type { Registrant } from '../registrant';
import { SESSION_CODES } from '../sessions';

export function makeRegistrant(overrides: Partial<Registrant> = {}): Registrant {
  return {
    id: 1,
    company: 'Northwind Capital',
    name: 'Jane Doe',
    title: 'Partner',
    email: 'jane@northwind.example',
    phone: '(02) 555-0100',
    businessType: 5,
    attend: '',
    sessions: ['day12'],
    // Free text from before the choices: it reads as `other` with these words.
    about: 'LinkedIn',
    aboutOther: '',
    locale: 'en',
    createdAt: '2025-08-31T15:30:00.000Z',
    status: 'approved',
    ...overrides,
  };
}

export const KOREAN_REGISTRANT = makeRegistrant({
  id: 11,
  company: '주식회사 한빛벤처스',
  name: '김민준',
  title: '대표이사',
  email: 'minjun@hanbit.example',
  phone: '+82-10-1234-5678',
  businessType: 1,
  sessions: ['day11', 'day13', 'day22'],
  about: 'colleague',
  locale: 'ko',
  // 09:05 in Seoul: unpadded hour, padded minutes.
  createdAt: '2025-09-22T00:05:00.000Z',
  checkinCode: '0123456789ABC',
  onsite: false,
  // Day 1 at 9:05:59.9 in Seoul: still 9:05 (seconds are not shown, never rounded up); day 2 at 14:30.
  checkins: [
    { day: 1, checkedInAt: '2025-09-22T00:05:59.900Z', desk: 'Desk 1' },
    { day: 2, checkedInAt: '2025-09-23T05:30:00.000Z', desk: 'East door' },
  ],
});

/** Registered before the form asked for sessions: every session cell is blank. */
export const ENGLISH_REGISTRANT_WITHOUT_SESSIONS = makeRegistrant({
  id: 12,
  sessions: [],
  // 23:59 UTC on 31 Oct is already 1 Nov in Seoul.
  createdAt: '2025-10-31T23:59:00.000Z',
});

export const FORMULA_LIKE_REGISTRANT = makeRegistrant({
  id: 13,
  company: '=HYPERLINK("http://evil.example","Click")',
  name: '+1+2',
  title: '-3',
  email: 'formula@example.com',
  phone: '+82-10-1234-5678',
  businessType: 3,
  // The current edition's first six sessions (2025: the seed's six).
  sessions: SESSION_CODES.slice(0, 6),
  // Other, in their own words: the export shows them after the choice's words.
  about: 'other',
  aboutOther: '@SUM(1,2)',
  createdAt: '2025-09-23T05:00:00.000Z',
  // A walk-in on day 2, checked in when registered at the desk (10:00 in Seoul).
  onsite: true,
  checkins: [{ day: 2, checkedInAt: '2025-09-23T01:00:00.000Z', desk: '=Desk' }],
});

export const CONTROL_CHARACTER_REGISTRANT = makeRegistrant({
  id: 14,
  company: '\t=1+1',
  name: '\r=2+2',
  title: 'a=b, not a formula',
  phone: '-010 9999 0000',
  businessType: 99,
  // The current edition's sixth session (2025: day23).
  sessions: [SESSION_CODES[5]!],
  // Free text from before the choices, as stored.
  about: "'already quoted",
  createdAt: '2025-09-01T03:00:00.000Z',
});

export const SAMPLE_REGISTRANTS = [
  KOREAN_REGISTRANT,
  ENGLISH_REGISTRANT_WITHOUT_SESSIONS,
  FORMULA_LIKE_REGISTRANT,
  CONTROL_CHARACTER_REGISTRANT,
] as const;
