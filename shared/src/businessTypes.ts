import type { Locale } from './locale';

/**
 * Business type codes as the original form sent them (`biztype`). The one statement of the range:
 * every check (the schema, the approval policy, labels) derives from this list.
 */
export const BUSINESS_TYPE_CODES = [1, 2, 3, 4, 5, 6] as const;
export type BusinessTypeCode = (typeof BUSINESS_TYPE_CODES)[number];

export const BUSINESS_TYPE_LABELS: Record<Locale, Record<BusinessTypeCode, string>> = {
  en: {
    1: 'Investor (Angel, VC, PE)',
    2: 'Financial Institutes / IB',
    3: 'Entrepreneur (Company)',
    4: 'Government (Agency)',
    5: 'Limited Partner',
    6: 'Others',
  },
  ko: {
    1: '투자자 (엔젤, VC, PE)',
    2: '금융기관 / IB',
    3: '기업 (창업가)',
    4: '정부 (기관)',
    5: '출자자 (LP)',
    6: '기타',
  },
};

export function isBusinessTypeCode(value: number): value is BusinessTypeCode {
  return (BUSINESS_TYPE_CODES as readonly number[]).includes(value);
}

export function businessTypeLabel(code: number, locale: Locale): string {
  return isBusinessTypeCode(code) ? BUSINESS_TYPE_LABELS[locale][code] : String(code);
}
