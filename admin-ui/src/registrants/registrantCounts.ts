/** Per-session and per-business-type head counts of the registrants the list shows. */
import {
  BUSINESS_TYPE_CODES,
  type BusinessTypeCode,
  SESSION_CODES,
  type SessionCode,
  isBusinessTypeCode,
} from '@forum/shared';
import type { ListedRegistrant } from './registrantQuery';

export interface RegistrantCounts {
  total: number;
  sessions: Record<SessionCode, number>;
  /** Registrants who chose no session (legacy registrations). */
  noSession: number;
  businessTypes: Record<BusinessTypeCode, number>;
  /** Registrants whose stored type is not one of the six (legacy data). */
  otherType: number;
}

/** `codes`: the edition's sessions (default: the current edition's). */
export function countRegistrants(
  rows: readonly ListedRegistrant[],
  codes: readonly SessionCode[] = SESSION_CODES,
): RegistrantCounts {
  const sessions = Object.fromEntries(codes.map((code) => [code, 0])) as Record<SessionCode, number>;
  const businessTypes = Object.fromEntries(BUSINESS_TYPE_CODES.map((code) => [code, 0])) as Record<
    BusinessTypeCode,
    number
  >;
  let noSession = 0;
  let otherType = 0;
  for (let i = 0; i < rows.length; i += 1) {
    const { sessions: chosen, businessType } = rows[i]!.registrant;
    if (chosen.length === 0) noSession += 1;
    // Each code once, even if a legacy record repeats one.
    for (const code of codes) {
      if (chosen.includes(code)) sessions[code] = (sessions[code] ?? 0) + 1;
    }
    if (isBusinessTypeCode(businessType)) businessTypes[businessType] += 1;
    else otherType += 1;
  }
  return { total: rows.length, sessions, noSession, businessTypes, otherType };
}
