/**
 * Text of /about and /kor/about. The history is neutral sample text until the organisers supply
 * theirs, and the page says so (`sampleNotice`); remove the notice with the samples.
 */
import { type Edition, type Locale } from '@forum/shared';

export interface AboutPageText {
  meta: { title: string; description: string };
  heading: string;
  intro: string[];
  editionsHeading: string;
  /** Shown above the history while it is sample text. */
  sampleNotice: { label: string; text: string } | null;
  editions: { year: number; title: string; text: string }[];
  programmeLink: string;
  registerLink: string;
}

export function aboutPageText(edition: Edition): Record<Locale, AboutPageText> {
  return {
    en: {
      meta: {
        title: `About the forum | ${edition.name.en}`,
        description:
          'The Global Investors Forum is the city’s annual meeting of global and Korean investors with its most promising companies, held every year since 2022.',
      },
      heading: 'About the forum',
      intro: [
        'The Global Investors Forum is held every year by the city to connect limited partners, venture and private-equity investors and financial institutions from around the world with companies based in the city.',
        'Each edition combines keynotes, sector sessions in which selected companies present to investors, workshops for fund managers and investors, and networking.',
      ],
      editionsHeading: 'Editions since 2022',
      sampleNotice: {
        label: 'Sample content',
        text: 'The history below is placeholder text. The organisers’ own record of each edition will replace it.',
      },
      editions: [
        {
          year: 2022,
          title: 'First edition',
          text: 'The first forum brought overseas investors and city-based companies together for company IR sessions and one-to-one meetings.',
        },
        {
          year: 2023,
          title: 'Second edition',
          text: 'The forum grew to two days and added sector sessions with partner organisations.',
        },
        {
          year: 2024,
          title: 'Third edition',
          text: 'A workshop for limited and general partners joined the programme alongside the sector sessions.',
        },
        {
          year: 2025,
          title: 'Fourth edition: 22-23 September 2025',
          text: 'Sessions on AI, bio and healthcare, lifestyle and Middle East market entry, an LP-GP workshop and the networking reception in Yeouido.',
        },
      ],
      programmeLink: 'See the 2025 programme',
      registerLink: 'Register',
    },
    ko: {
      meta: {
        title: `포럼 소개 | ${edition.name.ko}`,
        description:
          '글로벌 투자자 포럼은 2022년부터 매년 국내외 투자자와 시의 유망 기업이 만나는 시 주최 연례 포럼입니다.',
      },
      heading: '포럼 소개',
      intro: [
        '글로벌 투자자 포럼은 세계 각국의 출자자(LP), 벤처캐피털·사모펀드 투자자, 금융기관과 시 소재 기업을 연결하기 위해 시가 매년 개최하는 행사입니다.',
        '매회 기조연설, 선정 기업이 투자자 앞에서 발표하는 분야별 세션, 운용사와 투자자를 위한 워크숍, 네트워킹으로 구성됩니다.',
      ],
      editionsHeading: '2022년부터의 연혁',
      sampleNotice: {
        label: '예시 콘텐츠',
        text: '아래 연혁은 예시 문구입니다. 주최 측이 제공하는 실제 연혁으로 교체될 예정입니다.',
      },
      editions: [
        {
          year: 2022,
          title: '제1회',
          text: '첫 포럼에서는 해외 투자자와 시 소재 기업이 만나 기업 IR 세션과 1:1 미팅을 가졌습니다.',
        },
        {
          year: 2023,
          title: '제2회',
          text: '행사 기간을 이틀로 늘리고 협력 기관과 함께하는 분야별 세션을 더했습니다.',
        },
        {
          year: 2024,
          title: '제3회',
          text: '분야별 세션과 함께 출자자(LP)와 운용사(GP)를 위한 워크숍이 프로그램에 추가되었습니다.',
        },
        {
          year: 2025,
          title: '제4회: 2025년 9월 22-23일',
          text: '여의도에서 AI, 바이오·헬스케어, 라이프스타일, 중동 시장 진출 세션과 LP-GP 워크숍, 네트워킹 리셉션이 열립니다.',
        },
      ],
      programmeLink: '2025 프로그램 보기',
      registerLink: '사전등록 안내',
    },
  };
}
