/**
 * Ticket sizes as people type them: `1억`, `5,000만`, `1.5억`, `1억 5,000만`, `USD 2M`, `$500K`,
 * `2,000,000`. The API stores whole amounts (`{min, max, currency}`); the manage page reads the
 * typed text with `parseTicketAmount` and writes stored amounts back with `formatTicketAmount`
 * in the same units (won in 억 and 만, dollars in K, M and B), so `1.5억` comes back as `1억 5,000만`
 * and `USD 2M` as `USD 2M`, never as 150000000.
 */
import type { Locale } from './locale';
import type { MeetingCurrency } from './meetings';

export type TicketAmountProblem = 'empty' | 'not_an_amount' | 'too_large' | 'mixed_currencies';

export type ParsedTicketAmount =
  | {
      ok: true;
      amount: number;
      /** Named in the text (`USD`, `$`, `원`, `억`…), else null. */ currency: MeetingCurrency | null;
    }
  | { ok: false; problem: TicketAmountProblem };

const KOREAN_UNITS: Record<string, number> = { 조: 1e12, 억: 1e8, 만: 1e4, 천: 1e3 };
const LATIN_UNITS: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mn: 1e6,
  million: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
};

/** A number with optional thousands separators (`,` or a space between groups) and decimals. */
const NUMBER = String.raw`\d{1,3}(?:[,\s]\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+`;

/** Reads one amount; the currency is the one the text names, if any. */
export function parseTicketAmount(input: string): ParsedTicketAmount {
  let text = input.normalize('NFKC').trim();
  if (text === '') return { ok: false, problem: 'empty' };
  let currency: MeetingCurrency | null = null;
  const name = (found: MeetingCurrency) => {
    if (currency && currency !== found) return false;
    currency = found;
    return true;
  };
  // Currency words and signs, before or after the amount.
  const marks: [RegExp, MeetingCurrency][] = [
    [/^(?:usd|us\$|\$)\s*/i, 'USD'],
    [/\s*(?:usd|달러|dollars?)$/i, 'USD'],
    [/^(?:krw|₩)\s*/i, 'KRW'],
    [/\s*(?:krw|원|won)$/i, 'KRW'],
  ];
  for (const [pattern, code] of marks) {
    if (pattern.test(text)) {
      if (!name(code)) return { ok: false, problem: 'mixed_currencies' };
      text = text.replace(pattern, '').trim();
    }
  }
  if (text === '') return { ok: false, problem: 'not_an_amount' };

  // Korean: one or more "number unit" parts from the largest unit down (`1억 5,000만`), then an
  // optional plain rest (`1억 5000` is 100,005,000).
  const korean = new RegExp(String.raw`^(?:(${NUMBER})\s*([조억만천])\s*)+(${NUMBER})?$`);
  if (korean.test(text)) {
    if (!name('KRW')) return { ok: false, problem: 'mixed_currencies' };
    let total = 0;
    let last = Infinity;
    const parts = text.matchAll(new RegExp(String.raw`(${NUMBER})\s*([조억만천])?`, 'g'));
    for (const [, digits = '', unit] of parts) {
      const scale = unit ? (KOREAN_UNITS[unit] ?? 1) : 1;
      // Units must fall (`5,000만 1억` is not an amount); a unitless part can only come last.
      if (scale >= last) return { ok: false, problem: 'not_an_amount' };
      last = scale;
      total += Number(digits.replace(/[,\s]/g, '')) * scale;
    }
    return finish(total, currency);
  }

  const latin = new RegExp(String.raw`^(${NUMBER})\s*([a-z]+)?$`, 'i');
  const match = latin.exec(text);
  if (!match) return { ok: false, problem: 'not_an_amount' };
  const unit = match[2]?.toLowerCase();
  const scale = unit === undefined ? 1 : LATIN_UNITS[unit];
  if (scale === undefined) return { ok: false, problem: 'not_an_amount' };
  return finish(Number((match[1] ?? '').replace(/[,\s]/g, '')) * scale, currency);
}

function finish(value: number, currency: MeetingCurrency | null): ParsedTicketAmount {
  // Whole units of money: 1.5억 is exact, 0.3 won is not a ticket.
  const amount = Math.round(value);
  if (!Number.isFinite(value) || !Number.isSafeInteger(amount)) return { ok: false, problem: 'too_large' };
  return { ok: true, amount, currency };
}

const group = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 2 });

/**
 * An amount in the units people type: KRW `1억 5,000만` (both languages: it is how won are written),
 * USD `USD 2M`, `USD 500K`, `USD 2.5M`; anything that does not fall on a unit, with separators.
 */
export function formatTicketAmount(amount: number, currency: MeetingCurrency): string {
  if (currency === 'KRW') {
    if (amount === 0) return '0원';
    const parts: string[] = [];
    let rest = amount;
    for (const [unit, scale] of [
      ['조', 1e12],
      ['억', 1e8],
      ['만', 1e4],
    ] as const) {
      const count = Math.floor(rest / scale);
      if (count > 0) parts.push(`${group(count)}${unit}`);
      rest -= count * scale;
    }
    if (rest > 0) parts.push(group(rest));
    return parts.join(' ') + (rest > 0 ? '원' : '');
  }
  for (const [unit, scale] of [
    ['B', 1e9],
    ['M', 1e6],
    ['K', 1e3],
  ] as const) {
    // Up to two decimals of the unit (2.5M, 1.25B); finer amounts are written in full.
    if (amount >= scale && Math.round((amount / scale) * 100) === (amount / scale) * 100)
      return `USD ${group(amount / scale)}${unit}`;
  }
  return `USD ${group(amount)}`;
}

/** The problem in the participant's words. */
export const TICKET_AMOUNT_PROBLEM_WORDS: Record<Locale, Record<TicketAmountProblem | 'min_above_max', string>> = {
  en: {
    empty: 'Enter an amount, e.g. 1억, 5,000만 or USD 2M.',
    not_an_amount: 'This is not an amount we can read. Write it like 1억, 5,000만, 1.5억, USD 2M or 2,000,000.',
    too_large: 'This amount is too large.',
    mixed_currencies: 'Use one currency: won (억, 만, 원, KRW) or dollars (USD, $).',
    min_above_max: '"From" is more than "To".',
  },
  ko: {
    empty: '금액을 입력하세요. 예: 1억, 5,000만, USD 2M',
    not_an_amount: '읽을 수 없는 금액입니다. 1억, 5,000만, 1.5억, USD 2M, 2,000,000처럼 입력하세요.',
    too_large: '금액이 너무 큽니다.',
    mixed_currencies: '통화를 하나만 쓰세요: 원(억, 만, 원, KRW) 또는 달러(USD, $).',
    min_above_max: '최소 금액이 최대 금액보다 큽니다.',
  },
};
