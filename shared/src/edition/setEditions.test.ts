/**
 * The current edition is settable (the API sets it from the database at start and on publish):
 * after `setEditions` every binding read through the package's entry follows, the derived session
 * tables included, and the past edition keeps its own columns.
 */
import { afterAll, describe, expect, it } from 'vitest';
import {
  EDITION,
  EDITIONS,
  PUBLIC_SESSIONS,
  SESSION_CODES,
  SESSION_SCHEDULE,
  SESSIONS,
  editionOf,
  isSessionCode,
  programmeOf,
  setEditions,
} from '../index';
import { registrantColumns } from '../spreadsheet/registrantTable';
import { SAMPLE_EDITION_2026, SAMPLE_PROGRAMME_2026, SAMPLE_SITE_2026 } from '../testing';
import { EDITION_2025 } from './editions/2025';
import { PROGRAMME_2025 } from './editions/2025.programme';
import { SITE_2025 } from './editions/2025.site';

const shipped = { edition: EDITION_2025, programme: PROGRAMME_2025, site: SITE_2025 };
const sample = { edition: SAMPLE_EDITION_2026, programme: SAMPLE_PROGRAMME_2026, site: SAMPLE_SITE_2026 };

afterAll(() => setEditions([shipped], EDITION_2025.year));

describe('setting the current edition', () => {
  it('makes every binding and derived table follow the published edition', () => {
    expect(EDITION.year).toBe(EDITION_2025.year);
    setEditions([shipped, sample], SAMPLE_EDITION_2026.year);
    expect(EDITION).toBe(SAMPLE_EDITION_2026);
    expect(EDITIONS.map((edition) => edition.year)).toEqual([2025, 2026]);
    expect(SESSION_CODES).toEqual(SAMPLE_EDITION_2026.sessions.map((session) => session.code));
    expect(SESSIONS.map((session) => session.code)).toEqual(SESSION_CODES);
    expect(PUBLIC_SESSIONS.every((session) => SESSION_CODES.includes(session.code))).toBe(true);
    expect(Object.keys(SESSION_SCHEDULE)).toEqual([...SESSION_CODES]);
    expect(isSessionCode('day24')).toBe(true);
    expect(isSessionCode('day23')).toBe(false);
    expect(programmeOf(2026)).toBe(SAMPLE_PROGRAMME_2026);
    expect(editionOf(2025)).toBe(EDITION_2025);
    // 2025's list keeps its own sessions, the dropped one among them.
    expect(registrantColumns('en', 2025).map((column) => column.id)).toContain('day23');
    expect(registrantColumns('en').map((column) => column.id)).toContain('day24');
  });

  it('refuses a current year it was not given', () => {
    expect(() => setEditions([shipped], 2031)).toThrow(/No 2031 edition/);
  });
});
