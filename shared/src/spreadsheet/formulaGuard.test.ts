import { describe, expect, it } from 'vitest';
import { guardFormulaText, startsLikeFormula } from './formulaGuard';

describe('guardFormulaText', () => {
  it.each(['=1+1', '+82 1', '-5', '@SUM(A1)', '\t=1', '\r=1'])('prefixes an apostrophe to %j', (text) => {
    expect(startsLikeFormula(text)).toBe(true);
    expect(guardFormulaText(text)).toBe(`'${text}`);
  });

  it.each(['', 'ACME', '김민준', 'a=b', ' =1', "'quoted", '\n=1'])('leaves %j as it is', (text) => {
    expect(startsLikeFormula(text)).toBe(false);
    expect(guardFormulaText(text)).toBe(text);
  });
});
