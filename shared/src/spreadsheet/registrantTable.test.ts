import { describe, expect, it } from 'vitest';
import { SESSIONS, SESSION_CODES, sessionInfos } from '../sessions';
import { SAMPLE_EDITION_2026 } from '../testing/editions/2026.sample';
import { registrationExportColumns } from './exportColumns';
import { registrantColumns, registrantRow } from './registrantTable';
import {
  CONTROL_CHARACTER_REGISTRANT,
  ENGLISH_REGISTRANT_WITHOUT_SESSIONS,
  FORMULA_LIKE_REGISTRANT,
  KOREAN_REGISTRANT,
} from '../testing/registrants';

describe('registrantColumns', () => {
  it("has another edition's session columns when given its sessions (a past edition's list and export)", () => {
    const other = sessionInfos(SAMPLE_EDITION_2026);
    const ids = (columns: readonly { id: string }[]) => columns.map((column) => column.id);
    const sessionIds = (columns: readonly { id: string }[]) =>
      ids(columns).filter((id) => other.some((s) => s.code === id) || SESSION_CODES.includes(id as never));
    expect(sessionIds(registrantColumns('en', other))).toEqual(other.map((session) => session.code));
    expect(sessionIds(registrationExportColumns('ko', other))).toEqual(other.map((session) => session.code));
    expect(sessionIds(registrantColumns('en'))).toEqual([...SESSION_CODES]);
    expect(registrantColumns('en', other)).not.toEqual(registrantColumns('en'));
    expect(registrantColumns('en', other)).toBe(registrantColumns('en', other));
  });

  it('lists the export’s columns in order with Korean headers', () => {
    expect(registrantColumns('ko').map((column) => column.header)).toEqual([
      'No.',
      '소속',
      '성명',
      '직함',
      '이메일',
      '연락처',
      '참가자 유형',
      // The current edition's sessions (its file; 2025's words are tested with the 2025 file).
      ...SESSIONS.map((session) => session.column.ko),
      '참가 경로',
      '등록일시',
      '상태',
    ]);
  });

  it('lists the same columns with English headers', () => {
    expect(registrantColumns('en').map((column) => column.header)).toEqual([
      'No.',
      'Company',
      'Name',
      'Job title',
      'E-mail',
      'Phone',
      'Business type',
      ...SESSIONS.map((session) => session.column.en),
      'How did you hear about us?',
      'Registered (Korea time)',
      'Status',
    ]);
  });

  it('gives both languages the same column ids, sessions in programme order', () => {
    const ids = registrantColumns('en').map((column) => column.id);
    expect(registrantColumns('ko').map((column) => column.id)).toEqual(ids);
    expect(ids).toEqual([
      'no',
      'company',
      'name',
      'title',
      'email',
      'phone',
      'businessType',
      ...SESSION_CODES,
      'about',
      'createdAt',
      'status',
    ]);
  });

  it('returns the same bound columns on every call, so rendering does not rebuild them', () => {
    expect(registrantColumns('ko')).toBe(registrantColumns('ko'));
    expect(Object.isFrozen(registrantColumns('en'))).toBe(true);
  });
});

describe('registrantRow', () => {
  it('shows a Korean registrant in Korean: business type, 참석/불참, Korea time', () => {
    expect(registrantRow(KOREAN_REGISTRANT, 0, 'ko')).toEqual([
      1,
      '주식회사 한빛벤처스',
      '김민준',
      '대표이사',
      'minjun@hanbit.example',
      '+82-10-1234-5678',
      '투자자 (엔젤, VC, PE)',
      '참석',
      '불참',
      '참석',
      '불참',
      '참석',
      '불참',
      '불참',
      '지인·동료 추천',
      '2025-09-22 09:05',
      '승인',
    ]);
  });

  it('shows the same registrant with English labels', () => {
    const row = registrantRow(KOREAN_REGISTRANT, 0, 'en');
    expect(row.slice(6, 13)).toEqual([
      'Investor (Angel, VC, PE)',
      'attended',
      'absent',
      'attended',
      'absent',
      'attended',
      'absent',
    ]);
  });

  it('numbers rows from the index given (No. = index + 1)', () => {
    expect(registrantRow(KOREAN_REGISTRANT, 41, 'ko')[0]).toBe(42);
  });

  it('leaves every session cell blank for a registrant who chose none', () => {
    const row = registrantRow(ENGLISH_REGISTRANT_WITHOUT_SESSIONS, 1, 'en');
    expect(row.slice(7, 14)).toEqual(['', '', '', '', '', '', '']);
    expect(row[15]).toBe('2025-11-01 08:59');
  });

  it('keeps the registrant’s text exactly as stored (the export, not the table, guards formulas)', () => {
    const row = registrantRow(FORMULA_LIKE_REGISTRANT, 2, 'en');
    expect(row.slice(1, 4)).toEqual(['=HYPERLINK("http://evil.example","Click")', '+1+2', '-3']);
  });

  it('shows an unknown business type code rather than hiding it', () => {
    expect(registrantRow(CONTROL_CHARACTER_REGISTRANT, 3, 'ko')[6]).toBe('99');
  });

  it('shows the approval status, and a pending person’s chosen sessions as under review, not attended', () => {
    const pending = { ...KOREAN_REGISTRANT, status: 'pending' as const };
    const row = registrantRow(pending, 0, 'en');
    expect(row.slice(7, 14)).toEqual([
      'Under review',
      'absent',
      'Under review',
      'absent',
      'Under review',
      'absent',
      'absent',
    ]);
    expect(row.at(-1)).toBe('Under review');
    expect(registrantRow({ ...KOREAN_REGISTRANT, status: 'declined' }, 0, 'ko').at(-1)).toBe('거절');
  });

  it('has one cell per column', () => {
    expect(registrantRow(KOREAN_REGISTRANT, 0, 'en')).toHaveLength(registrantColumns('en').length);
  });
});
