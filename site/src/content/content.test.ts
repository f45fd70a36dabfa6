import { EDITION, PUBLIC_SESSIONS, SESSIONS, editionOf, editionSession, roomWords } from '@forum/shared';
import { describe, expect, it } from 'vitest';
import { shippedSiteEdition } from '../edition/SiteEditionContext';
import { englishContent } from './en';
import { koreanContent } from './ko';
import type { ProgramItem, SiteContent } from './types';

const en = englishContent(shippedSiteEdition());
const ko = koreanContent(shippedSiteEdition());

/**
 * The compiler already refuses a missing key; this also catches what types cannot: an array of
 * a different length (a speaker missing in one language) or an optional field set in only one.
 */
function shapeDifferences(a: unknown, b: unknown, path = 'content'): string[] {
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b)) return [`${path}: array in one language only`];
    if (a.length !== b.length) return [`${path}: ${a.length} entries in en, ${b.length} in ko`];
    return a.flatMap((item, index) => shapeDifferences(item, b[index], `${path}[${index}]`));
  }
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].flatMap((key) => {
      if (!(key in a)) return [`${path}.${key}: missing in en`];
      if (!(key in b)) return [`${path}.${key}: missing in ko`];
      return shapeDifferences(
        (a as Record<string, unknown>)[key],
        (b as Record<string, unknown>)[key],
        `${path}.${key}`,
      );
    });
  }
  return typeof a === typeof b ? [] : [`${path}: ${typeof a} in en, ${typeof b} in ko`];
}

const programItems = (content: SiteContent): ProgramItem[] => content.program.days.flatMap((day) => day.items);

describe('content files', () => {
  it('have the same shape in English and Korean', () => {
    expect(shapeDifferences(en, ko)).toEqual([]);
  });

  it('the shape check notices a missing entry and a one-sided optional field', () => {
    expect(shapeDifferences({ list: [1, 2] }, { list: [1] })).toEqual(['content.list: 2 entries in en, 1 in ko']);
    expect(shapeDifferences({ a: { note: 'x' } }, { a: {} })).toEqual(['content.a.note: missing in ko']);
  });

  it('hold the seed counts: 58 investors, 45 companies with one B2B/B2C pair, 12 startups, 2 organisers, 5 partners', () => {
    for (const content of [en, ko]) {
      expect(content.investors.items).toHaveLength(58);
      expect(content.companies.items).toHaveLength(45);
      const pairs = content.companies.items.filter((company) => company.website2);
      expect(pairs).toHaveLength(1);
      expect([pairs[0]?.caption1, pairs[0]?.caption2]).toEqual(['B2B', 'B2C']);
      expect(content.startups.items).toHaveLength(12);
      expect(content.organisers).toHaveLength(2);
      expect(content.partners).toHaveLength(5);
    }
  });

  it('use the accessible names the browser tests rely on for the menu and the call to action', () => {
    expect(Object.values(en.header.menu)).toEqual(['Greeting', 'Program', 'Investors', 'Companies', 'Registration']);
    expect(Object.values(ko.header.menu)).toEqual(['인사말', '프로그램', '투자사', '참가기업', '사전등록']);
    expect([en.header.languageSwitch.label, ko.header.languageSwitch.label]).toEqual(['한국어', 'English']);
    expect([en.registration.button, ko.registration.button]).toEqual(['Register Now', '사전등록']);
  });

  it('give both languages the same times and registrable sessions', () => {
    const schedule = (content: SiteContent) =>
      programItems(content).map(({ start, end, session }) => [start, end, session]);
    expect(schedule(ko)).toEqual(schedule(en));
    // The invitation-only reception is on the programme as an item of its own, not a registrable session.
    expect(programItems(en).flatMap((item) => (item.session ? [item.session] : []))).toEqual(
      PUBLIC_SESSIONS.map((session) => session.code),
    );
  });

  it('agree with the session times of the registration form (shared SESSIONS)', () => {
    for (const item of programItems(en)) {
      if (!item.session) continue;
      const session = SESSIONS.find((candidate) => candidate.code === item.session);
      expect(session?.title.en).toContain(`${item.start}-${item.end}`);
    }
  });

  it('keep the canonical values in the 2025 edition file: lifestyle 09:00-12:00, Middle East in 6F Studio 8, 9, 10', () => {
    const edition2025 = editionOf(2025)!;
    const lifestyle = editionSession(edition2025, 'day21');
    const middleEast = editionSession(edition2025, 'day23');
    expect([lifestyle.start, lifestyle.end]).toEqual(['09:00', '12:00']);
    expect(roomWords(edition2025, middleEast.room).en).toBe('6F Studio 8, 9, 10');
  });

  it('show each session of the current edition in its own room', () => {
    for (const item of programItems(en)) {
      if (!item.session) continue;
      const session = editionSession(EDITION, item.session);
      expect(item.venue).toBe(roomWords(EDITION, session.room).en);
    }
  });
});
