/**
 * One registrant, one set of words: the exported sheet's header row (the admin table's columns
 * and the check-in columns) heads each field's column with the registrant's word for it, in both
 * languages, and each session's column with its title from the edition file.
 */
import { describe, expect, it } from 'vitest';
import { REGISTRANT_FIELDS, REGISTRANT_FIELD_WORDS } from '../registrantFields';
import { SESSIONS } from '../sessions';
import { REGISTRATION_SHEET_NAME } from './exportFile';
import { XLSX } from './sheetjs';
import { buildRegistrationWorkbook } from './workbook';

/** The header row of the written file, read back as a spreadsheet program reads it. */
function headerRow(locale: 'en' | 'ko'): string[] {
  const workbook = XLSX.read(buildRegistrationWorkbook([], { locale }), { type: 'array' });
  const sheet = workbook.Sheets[REGISTRATION_SHEET_NAME]!;
  return XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1 })[0] ?? [];
}

describe.each(['en', 'ko'] as const)('the export header in %s', (locale) => {
  it('heads each field’s column with the field’s word and each session’s with its column title', () => {
    const header = headerRow(locale);
    const words = REGISTRANT_FIELD_WORDS[locale];
    // The sessions have a column each instead of one for the field.
    const fieldWords = REGISTRANT_FIELDS.filter((field) => field !== 'sessions').map((field) => words[field]);
    expect(header.filter((cell) => fieldWords.includes(cell))).toEqual(fieldWords);
    expect(header.slice(7, 7 + SESSIONS.length)).toEqual(SESSIONS.map((session) => session.column[locale]));
    expect(header[0]).toBe('No.');
  });
});
