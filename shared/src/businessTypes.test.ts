import { describe, expect, it } from 'vitest';
import { businessTypeLabel } from './businessTypes';
import { errorMessage, fieldErrorMessage } from './errors';

describe('labels', () => {
  it('name business types in both languages and fall back to the raw code', () => {
    expect(businessTypeLabel(1, 'en')).toBe('Investor (Angel, VC, PE)');
    expect(businessTypeLabel(5, 'ko')).toBe('출자자 (LP)');
    expect(businessTypeLabel(9, 'ko')).toBe('9');
  });

  it('translate the session-required message into Korean (the original left it in English)', () => {
    expect(fieldErrorMessage('session_required', 'en')).toBe('Please select at least one session to attend');
    expect(fieldErrorMessage('session_required', 'ko')).not.toMatch(/[a-z]/i);
    expect(errorMessage('already_registered', 'ko')).toContain('이미 등록된');
  });
});
