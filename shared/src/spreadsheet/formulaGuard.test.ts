import { describe, expect, it } from 'vitest';
import { TEXT_FORMAT, startsLikeFormula, textCell } from './formulaGuard';

describe('textCell', () => {
  it.each(['=1+1', '+82 1', '-5', '@SUM(A1)', '\t=1', '\r=1'])(
    'keeps %j as typed, in a Text-formatted string cell',
    (text) => {
      expect(startsLikeFormula(text)).toBe(true);
      expect(textCell(text)).toEqual({ t: 's', v: text, z: TEXT_FORMAT });
    },
  );

  it.each(['', 'ACME', '김민준', 'a=b', ' =1', "'quoted", '\n=1'])('leaves %j a plain string cell', (text) => {
    expect(startsLikeFormula(text)).toBe(false);
    expect(textCell(text)).toEqual({ t: 's', v: text });
  });
});
