/**
 * The list's and the export's session columns are the edition's: a 2025 export read in 2026 shows
 * 2025's sessions. On the shipped files there is one edition; edition/setEditions.test.ts publishes
 * the sample 2026 beside 2025 and checks both.
 */
import { describe, expect, it } from 'vitest';
import { EDITION, EDITIONS } from '../edition/edition';
import { sessionInfos } from '../sessions';
import { KOREAN_REGISTRANT } from '../testing/registrants';
import { registrationExportColumns, registrationExportRow } from './exportColumns';
import { registrantColumns } from './registrantTable';

const FIXED = ['no', 'company', 'name', 'title', 'email', 'phone', 'businessType'];

describe('session columns per edition', () => {
  it.each(EDITIONS.map((edition) => [edition.year, edition] as const))(
    '%i: the columns are its sessions, under its headers, in the list and the export',
    (year, edition) => {
      const codes = edition.sessions.map((session) => session.code);
      const sessionIds = (ids: readonly string[]) => ids.slice(FIXED.length, FIXED.length + codes.length);
      const list = registrantColumns('en', year);
      expect(sessionIds(list.map((column) => column.id))).toEqual(codes);
      expect(list.slice(FIXED.length, FIXED.length + codes.length).map((column) => column.header)).toEqual(
        sessionInfos(edition).map((session) => session.column.en),
      );
      const exported = registrationExportColumns('ko', year);
      expect(sessionIds(exported.map((column) => column.id))).toEqual(codes);
      expect(registrationExportRow({ ...KOREAN_REGISTRANT, edition: year }, 0, 'ko', year)).toHaveLength(
        exported.length,
      );
    },
  );

  it('keeps the current edition the default, and the same arrays on every call', () => {
    expect(registrantColumns('en')).toBe(registrantColumns('en', EDITION.year));
    expect(registrationExportColumns('ko')).toBe(registrationExportColumns('ko', EDITION.year));
    // A year with no edition file shows the current edition's columns (the API answers 404 first).
    expect(registrantColumns('en', 1999).map((column) => column.id)).toEqual(
      registrantColumns('en').map((column) => column.id),
    );
  });
});
