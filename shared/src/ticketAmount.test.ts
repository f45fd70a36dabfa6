import { describe, expect, it } from 'vitest';
import { TICKET_AMOUNT_PROBLEM_WORDS, formatTicketAmount, parseTicketAmount } from './ticketAmount';

describe('parseTicketAmount: amounts as people type them', () => {
  it.each([
    ['1억', 100_000_000, 'KRW'],
    ['5,000만', 50_000_000, 'KRW'],
    ['1.5억', 150_000_000, 'KRW'],
    ['1억 5,000만', 150_000_000, 'KRW'],
    ['10억원', 1_000_000_000, 'KRW'],
    ['₩3,000만', 30_000_000, 'KRW'],
    ['USD 2M', 2_000_000, 'USD'],
    ['$500K', 500_000, 'USD'],
    ['2.5 million USD', 2_500_000, 'USD'],
    ['2,000,000', 2_000_000, null],
    ['2000000', 2_000_000, null],
    ['KRW 300,000,000', 300_000_000, 'KRW'],
    ['１억', 100_000_000, 'KRW'],
  ])('%s is %d (%s)', (text, amount, currency) => {
    expect(parseTicketAmount(text)).toEqual({ ok: true, amount, currency });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['lots', 'not_an_amount'],
    ['1억억', 'not_an_amount'],
    ['5,000만 1억', 'not_an_amount'],
    ['2X', 'not_an_amount'],
    ['1,00', 'not_an_amount'],
    ['-1억', 'not_an_amount'],
    ['USD 1억', 'mixed_currencies'],
    ['$2M 원', 'mixed_currencies'],
    ['999999999999조', 'too_large'],
  ])('%j is refused (%s)', (text, problem) => {
    expect(parseTicketAmount(text)).toEqual({ ok: false, problem });
  });

  it('has words for every problem in both languages', () => {
    for (const locale of ['en', 'ko'] as const)
      for (const problem of ['empty', 'not_an_amount', 'too_large', 'mixed_currencies', 'min_above_max'] as const)
        expect(TICKET_AMOUNT_PROBLEM_WORDS[locale][problem]).toMatch(/\S{2}/);
    expect(TICKET_AMOUNT_PROBLEM_WORDS.ko.not_an_amount).toContain('1억');
  });
});

describe('formatTicketAmount: shown back in the units it was typed in', () => {
  it.each([
    [100_000_000, 'KRW', '1억'],
    [50_000_000, 'KRW', '5,000만'],
    [150_000_000, 'KRW', '1억 5,000만'],
    [2_000_000, 'KRW', '200만'],
    [12_345, 'KRW', '1만 2,345원'],
    [0, 'KRW', '0원'],
    [2_000_000, 'USD', 'USD 2M'],
    [2_500_000, 'USD', 'USD 2.5M'],
    [500_000, 'USD', 'USD 500K'],
    [1_234_567, 'USD', 'USD 1,234,567'],
    [999, 'USD', 'USD 999'],
  ] as const)('%d %s is %s', (amount, currency, text) => {
    expect(formatTicketAmount(amount, currency)).toBe(text);
  });

  it('reads back what it writes', () => {
    for (const [amount, currency] of [
      [150_000_000, 'KRW'],
      [12_345, 'KRW'],
      [2_500_000, 'USD'],
      [1_234_567, 'USD'],
    ] as const) {
      const parsed = parseTicketAmount(formatTicketAmount(amount, currency));
      expect(parsed).toEqual({ ok: true, amount, currency });
    }
  });
});
