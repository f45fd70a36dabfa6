import { describe, expect, it } from 'vitest';
import { exportFileName } from './exportFileName';
import { NO_FILTER } from './registrantQuery';

const FULL = 'sif2024_registration.xlsx';

describe('exportFileName', () => {
  it('keeps the seed’s name for the whole list (a blank search is no filter)', () => {
    expect(exportFileName(FULL, NO_FILTER)).toBe(FULL);
    expect(exportFileName(FULL, { ...NO_FILTER, query: '   ' })).toBe(FULL);
  });

  it('adds the session and business-type filters', () => {
    expect(exportFileName(FULL, { query: '', session: 'day12', businessType: 3 })).toBe(
      'sif2024_registration_day12_type3.xlsx',
    );
    expect(exportFileName(FULL, { ...NO_FILTER, businessType: 6 })).toBe('sif2024_registration_type6.xlsx');
  });

  it('adds the search, letters and digits only, Korean kept, at most 40 characters', () => {
    expect(exportFileName(FULL, { ...NO_FILTER, query: ' Kim  Minjun ' })).toBe(
      'sif2024_registration_search-kim-minjun.xlsx',
    );
    expect(exportFileName(FULL, { ...NO_FILTER, query: '한빛' })).toBe('sif2024_registration_search-한빛.xlsx');
    expect(exportFileName(FULL, { ...NO_FILTER, query: '../../etc/passwd' })).toBe(
      'sif2024_registration_search-etc-passwd.xlsx',
    );
    expect(exportFileName(FULL, { ...NO_FILTER, query: 'x'.repeat(100) })).toBe(
      `sif2024_registration_search-${'x'.repeat(40)}.xlsx`,
    );
    expect(exportFileName(FULL, { query: 'lee', session: 'day21', businessType: 1 })).toBe(
      'sif2024_registration_day21_type1_search-lee.xlsx',
    );
  });

  it('falls back to the seed’s name when nothing of the search is usable in a file name', () => {
    expect(exportFileName(FULL, { ...NO_FILTER, query: '@@ !!' })).toBe(FULL);
  });
});
