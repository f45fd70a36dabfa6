/**
 * THE 2025 EDITION FILE: the 2025 forum, language-neutral facts once, the words of each language
 * beside them. Everything else derives from here: the site's title block and programme (both
 * languages), the registration form's session options, the admin columns and spreadsheet headers,
 * the confirmation e-mail and its calendar file. The programme's speakers and company lists are
 * in 2025.programme.ts beside this file.
 *
 * A session code never changes meaning within an edition (it is stored with every registration);
 * a later edition may drop a code or add new ones. The export's file and sheet names stay the seed's.
 * This file seeds a database that has no editions; from then on the editions live in the database
 * and next year's is prepared in the admin's Forum screen (docs/editions.md).
 */
import { DEFAULT_HEARD_FROM } from '../heardFromDefaults.ts';
import type { Edition } from '../types';

export const EDITION_2025: Edition = {
  year: 2025,
  // What the 2025 consent notice and mails promised: its records are kept to the end of this day (Korea).
  retentionUntil: '2027-12-31',
  name: { en: 'Global Investors Forum 2025', ko: '글로벌 투자자 포럼 2025' },
  days: { 1: '2025-09-22', 2: '2025-09-23' },
  venue: {
    en: { name: 'Sample Hotel', address: 'Yeouido, Yeongdeungpo-gu, Seoul', area: 'Yeouido, Seoul' },
    ko: { name: '샘플호텔', address: '서울 영등포구 여의도', area: '서울 여의도' },
  },
  // Open unless the settings say otherwise (REGISTRATION_OPENS_AT / REGISTRATION_CLOSES_AT).
  registrationWindow: { opensAt: null, closesAt: null },
  contact: { email: 'contact@example.com', phone: '+82-2-0000-0000' },
  export: { fileName: 'sif2024_registration.xlsx', sheetName: '사전등록 현황' },
  rooms: {
    parkBallroom: { en: '5F Park Ballroom', ko: '5층 파크볼룸' },
    grandBallroom: { en: '3F Grand Ballroom', ko: '3층 그랜드볼룸' },
    studios: { en: '6F Studio 8, 9, 10', ko: '6층 스튜디오 8, 9, 10' },
    ninthFloor: { en: '9F', ko: '9층' },
    financeCentre: { en: '16F, Sample International Finance Centre', ko: '샘플 국제금융센터 16층' },
  },
  sessions: [
    {
      code: 'day11',
      day: 1,
      start: '09:30',
      end: '11:30',
      room: 'parkBallroom',
      title: { en: 'Opening ceremony and keynote', ko: '개막식 및 기조연설' },
      shortTitle: { en: 'Opening ceremony', ko: '개막식' },
    },
    {
      code: 'day12',
      day: 1,
      start: '14:00',
      end: '17:00',
      room: 'parkBallroom',
      title: { en: 'AI session', ko: 'AI 세션' },
      shortTitle: { en: 'AI', ko: 'AI' },
    },
    {
      code: 'day13',
      day: 1,
      start: '14:00',
      end: '17:00',
      room: 'grandBallroom',
      title: { en: 'Bio and healthcare session', ko: '바이오·헬스케어 세션' },
      shortTitle: { en: 'Bio', ko: '바이오' },
    },
    {
      code: 'day21',
      day: 2,
      start: '09:00',
      end: '12:00',
      room: 'parkBallroom',
      title: { en: 'Lifestyle session', ko: '라이프스타일 세션' },
      shortTitle: { en: 'Lifestyle', ko: '라이프스타일' },
    },
    {
      code: 'day22',
      day: 2,
      start: '14:00',
      end: '17:00',
      room: 'parkBallroom',
      title: { en: 'AI session', ko: 'AI 세션' },
      shortTitle: { en: 'AI', ko: 'AI' },
      seedWord: { en: 'Oracle', ko: '오라클' },
    },
    {
      code: 'day23',
      day: 2,
      start: '14:00',
      end: '17:00',
      room: 'studios',
      title: { en: 'Middle East market-entry session', ko: '중동 진출 세션' },
      shortTitle: { en: 'MENA', ko: '중동' },
    },
    // After the seed's six (their columns keep their places); the programme lists it on day 1.
    {
      code: 'day14',
      day: 1,
      start: '18:00',
      end: '20:00',
      room: 'ninthFloor',
      title: { en: 'Networking reception', ko: '네트워킹 리셉션' },
      shortTitle: { en: 'Networking reception', ko: '네트워킹 리셉션' },
      access: 'invitation',
    },
  ],
  heardFrom: DEFAULT_HEARD_FROM,
};
