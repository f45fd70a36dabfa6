/**
 * A SAMPLE 2026 edition for the tests, not the real 2026 (the organisers write that one in
 * shared/src/edition/editions/2026.ts). It is what a rollover looks like: new dates, `day23`
 * dropped, `day22` renamed, `day24` added, and the mayor's letter's themes rewritten. The rollover
 * tests publish it in their own database.
 */
import { EDITION_2025 } from '../../edition/editions/2025.ts';
import { PROGRAMME_2025 } from '../../edition/editions/2025.programme.ts';
import { SITE_2025 } from '../../edition/editions/2025.site.ts';
import type { EditionSite } from '../../edition/siteTypes';
import type { Edition, EditionProgramme, EditionSession } from '../../edition/types';

const kept: EditionSession[] = EDITION_2025.sessions
  .filter((session) => session.code !== 'day23')
  .map((session): EditionSession => {
    if (session.code !== 'day22') return session;
    // Renamed: the seed's word for 2025's second AI session does not carry over.
    const { seedWord: _lastYearsWord, ...renamed } = session;
    return {
      ...renamed,
      title: { en: 'Climate tech session', ko: '기후테크 세션' },
      shortTitle: { en: 'Climate', ko: '기후' },
    };
  });

export const SAMPLE_EDITION_2026: Edition = {
  ...EDITION_2025,
  year: 2026,
  retentionUntil: '2028-12-31',
  name: { en: 'Global Investors Forum 2026', ko: '글로벌 투자자 포럼 2026' },
  days: { 1: '2026-09-21', 2: '2026-09-22' },
  sessions: [
    ...kept,
    {
      code: 'day24',
      day: 2,
      start: '14:00',
      end: '17:00',
      room: 'studios',
      title: { en: 'Space and aerospace session', ko: '우주항공 세션' },
      shortTitle: { en: 'Space', ko: '우주' },
    },
  ],
};

export const SAMPLE_PROGRAMME_2026: EditionProgramme = {
  1: PROGRAMME_2025[1],
  2: [
    ...PROGRAMME_2025[2].filter((item) => !('session' in item) || item.session !== 'day23'),
    { session: 'day24', speakers: [] },
  ],
};

/** 2025's words with this year's themes in the letter (its venue, dates and ordinal follow the edition). */
export const SAMPLE_SITE_2026: EditionSite = {
  ...SITE_2025,
  greeting: {
    ...SITE_2025.greeting,
    paragraphs: SITE_2025.greeting.paragraphs.map((paragraph, index) =>
      index === 1
        ? {
            en: 'This year the programme covers artificial intelligence, bio and healthcare, climate tech and space, with investor panels, company IR sessions and a workshop for limited and general partners.',
            ko: '올해는 인공지능, 바이오·헬스케어, 기후테크, 우주항공을 주제로 투자자 패널과 기업 IR 세션, 출자자(LP)와 운용사(GP)를 위한 워크숍이 마련되어 있습니다.',
          }
        : paragraph,
    ),
  },
};
