/**
 * Deterministic synthetic registrants for tests and benchmarks (admin list, export): Korean
 * and English names, every business type, about 5% legacy rows with no sessions. Not imported by
 * any page.
 */
import { BUSINESS_TYPE_CODES, type Registrant, SESSION_CODES, type SessionCode } from '../index';

/** mulberry32: small, fast and the same on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const KOREAN_SURNAMES = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임'];
const KOREAN_GIVEN = ['민준', '서연', '도윤', '하은', '지호', '수아', '예준', '지우', '시우', '서윤'];
const KOREAN_COMPANIES = ['한빛벤처스', '서울바이오', '여의도파트너스', '한강인베스트', '부산테크', '미래투자'];
const KOREAN_TITLES = ['대표이사', '이사', '팀장', '수석연구원', '심사역', '매니저'];
const LATIN_NAMES = ['Jane Doe', 'John Smith', 'Aisha Khan', 'Lucas Martin', 'Mei Chen', 'Omar Haddad'];
const LATIN_COMPANIES = ['Northwind Capital', 'Contoso Ventures', 'Fabrikam Bio', 'Tailspin AI', 'Litware Partners'];
const LATIN_TITLES = ['Partner', 'CEO', 'Principal', 'Analyst', 'Director of Investments'];
/** Choices of "How did you hear about us?", `other` with its words. */
const ABOUTS: ReadonlyArray<[string, string]> = [
  ['colleague', ''],
  ['website', ''],
  ['other', 'LinkedIn'],
  ['email', ''],
  ['news', ''],
  ['other', '시 홈페이지'],
];
const FIRST_REGISTRATION_MS = Date.UTC(2025, 7, 1);
const REGISTRATION_WINDOW_MS = 50 * 24 * 60 * 60 * 1000;

function pick<T>(items: readonly T[], next: () => number): T {
  return items[Math.floor(next() * items.length)]!;
}

export function generateRegistrants(count: number, seed = 20250922): Registrant[] {
  const next = random(seed);
  const registrants: Registrant[] = [];
  for (let i = 0; i < count; i += 1) {
    const korean = next() < 0.6;
    const chosen = SESSION_CODES.filter(() => next() < 0.4);
    const sessions: SessionCode[] = next() < 0.05 ? [] : chosen.length > 0 ? chosen : ['day11'];
    registrants.push({
      id: i + 1,
      company: korean ? `주식회사 ${pick(KOREAN_COMPANIES, next)}` : pick(LATIN_COMPANIES, next),
      name: korean ? pick(KOREAN_SURNAMES, next) + pick(KOREAN_GIVEN, next) : pick(LATIN_NAMES, next),
      title: korean ? pick(KOREAN_TITLES, next) : pick(LATIN_TITLES, next),
      email: `User${i + 1}@Example${i % 97}.com`,
      phone: `+82-10-${1000 + (i % 9000)}-${1000 + ((i * 7) % 9000)}`,
      businessType: pick(BUSINESS_TYPE_CODES, next),
      attend: '',
      sessions,
      ...(([about, aboutOther]) => ({ about, aboutOther }))(pick(ABOUTS, next)),
      locale: korean ? 'ko' : 'en',
      createdAt: new Date(
        FIRST_REGISTRATION_MS + Math.floor((i / Math.max(1, count)) * REGISTRATION_WINDOW_MS),
      ).toISOString(),
      status: 'approved',
    });
  }
  return registrants;
}
