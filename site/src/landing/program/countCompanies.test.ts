import { describe, expect, it } from 'vitest';
import { countCompanies, splitCompanyList } from './countCompanies';

describe('countCompanies', () => {
  it('counts the names separated by " / "', () => {
    expect(countCompanies('Alpha / Beta / Gamma')).toBe(3);
  });

  it('counts a single name as one and an empty list as none', () => {
    expect(countCompanies('Alpha')).toBe(1);
    expect(countCompanies('')).toBe(0);
    expect(countCompanies('   ')).toBe(0);
  });

  it('treats a line break beside the separator as part of it', () => {
    expect(countCompanies('Alpha / Beta /\nGamma / Delta')).toBe(4);
    expect(countCompanies('Alpha\n/ Beta')).toBe(2);
  });

  it('does not split on a slash inside a name', () => {
    expect(splitCompanyList('A/S Korea / Beta')).toEqual(['A/S Korea', 'Beta']);
  });

  it('ignores a trailing or leading separator', () => {
    expect(countCompanies('Alpha / Beta /')).toBe(2);
    expect(countCompanies('/ Alpha / Beta')).toBe(2);
  });

  it('counts the sample programme lists', () => {
    const ten = Array.from({ length: 10 }, (_, i) => `Sample Company ${i + 1}`);
    expect(countCompanies(`${ten.slice(0, 5).join(' / ')} /\n${ten.slice(5).join(' / ')}`)).toBe(10);
  });
});
