import { describe, expect, it } from 'vitest';
import { SESSION_CODES } from '@forum/shared';
import { LAST_PUBLIC_SESSION, registrant } from '../testing/adminTestUtils';
import { generateRegistrants } from '@forum/shared/testing';
import { countRegistrants } from './registrantCounts';
import { indexRegistrants } from './registrantQuery';

describe('countRegistrants', () => {
  it('counts each session and business type, and the legacy rows apart', () => {
    const { rows } = indexRegistrants([
      registrant({ id: 1, businessType: 1, sessions: ['day11', 'day13'] }),
      registrant({ id: 2, businessType: 1, sessions: ['day13'] }),
      registrant({ id: 3, businessType: 6, sessions: [] }),
      registrant({ id: 4, businessType: 99, sessions: [LAST_PUBLIC_SESSION.code] }),
    ]);
    expect(countRegistrants(rows)).toEqual({
      total: 4,
      sessions: {
        ...Object.fromEntries(SESSION_CODES.map((code) => [code, 0])),
        day11: 1,
        day13: 2,
        [LAST_PUBLIC_SESSION.code]: 1,
      },
      noSession: 1,
      businessTypes: { 1: 2, 2: 0, 3: 0, 4: 0, 5: 0, 6: 1 },
      otherType: 1,
    });
  });

  it('counts nothing in an empty list', () => {
    const counts = countRegistrants([]);
    expect(counts.total).toBe(0);
    expect(Object.values(counts.sessions).every((n) => n === 0)).toBe(true);
  });

  it('adds up over 10,000 registrants', () => {
    const registrants = generateRegistrants(10_000);
    const counts = countRegistrants(indexRegistrants(registrants).rows);
    expect(counts.total).toBe(10_000);
    expect(Object.values(counts.businessTypes).reduce((a, b) => a + b, 0) + counts.otherType).toBe(10_000);
    expect(counts.sessions.day12).toBe(registrants.filter((r) => r.sessions.includes('day12')).length);
    expect(counts.noSession).toBe(registrants.filter((r) => r.sessions.length === 0).length);
  });
});
