/**
 * The shipped site words and pictures (the seed of a database without editions): neutral sample
 * entries and generated placeholder images in the seed's counts, until the organisers supply theirs
 * in the admin's Forum screen, which lists what is still sample content.
 */
import type { EditionSite, SiteCompany, SiteInvestor, SiteLogo, SiteStartup } from '../siteTypes';

const two = (n: number) => String(n).padStart(2, '0');

const partner = (n: number): SiteLogo => ({
  name: { en: `Sample Partner ${two(n)}`, ko: `샘플 협력기관 ${two(n)}` },
  src: `/logos/partner-${two(n)}.svg`,
  width: 200,
  height: 80,
  link: `https://example.com/partner-${two(n)}`,
  dark: false,
});

// The seed's light-on-dark logos.
const DARK_INVESTORS = new Set([4, 13, 19, 29, 38, 44, 55]);
const investor = (n: number): SiteInvestor => ({
  name: `Sample Ventures ${two(n)}`,
  src: `/logos/investor-${two(n)}.svg`,
  width: 240,
  height: 96,
  link: `https://example.com/investor-${two(n)}`,
  dark: DARK_INVESTORS.has(n),
  more: false,
});

const company = (n: number): SiteCompany =>
  n === 7
    ? {
        name: { en: 'Sample Company 07', ko: '샘플기업 07' },
        website: 'https://example.com/company-07-b2b',
        caption1: 'B2B',
        website2: 'https://example.com/company-07-b2c',
        caption2: 'B2C',
      }
    : {
        name: { en: `Sample Company ${two(n)}`, ko: `샘플기업 ${two(n)}` },
        website: `https://example.com/company-${two(n)}`,
      };

const startup = (n: number): SiteStartup => ({
  title: `Sample Startup ${two(n)}`,
  logo: { src: `/logos/startup-${two(n)}.svg`, width: 240, height: 96 },
  link: `https://example.com/startup-${two(n)}`,
  dark: n % 4 === 0,
});

const range = <T>(count: number, item: (n: number) => T): T[] => Array.from({ length: count }, (_, i) => item(i + 1));

export const SITE_2025: EditionSite = {
  firstYear: 2022,
  description: {
    en: "The city's annual investor forum brings global and Korean investors together with the city's most promising companies: keynotes, sector IR sessions, an LP-GP workshop and networking on {dates}.",
    ko: '국내외 투자자와 시의 유망 기업을 잇는 연례 투자자 포럼. 기조연설, 분야별 IR 세션, LP-GP 워크숍과 네트워킹이 {dates} {area}에서 열립니다.',
  },
  hero: {
    subtitle: { en: "The city's {ordinal} annual investor forum", ko: '{ordinal} 시 주최 연례 투자자 포럼' },
    description: {
      en: 'Two days of keynotes, investor panels and company IR sessions connecting limited partners, venture and private-equity investors and financial institutions with companies based in the city.',
      ko: '출자자(LP), 벤처캐피털·사모펀드 투자자, 금융기관과 시 소재 기업을 잇는 이틀간의 기조연설, 투자자 패널, 기업 IR 세션이 열립니다.',
    },
  },
  greeting: {
    heading: { en: 'Invitation from the Mayor', ko: '시장 초대의 글' },
    salutation: { en: 'Dear investors, partners and friends,', ko: '존경하는 투자자, 파트너 여러분' },
    paragraphs: [
      {
        en: 'It is my pleasure to invite you to the {forum}, held in {area} on {days}. Since 2022 the forum has brought investors from around the world together with the companies that make our city one of the most dynamic places to build and grow a business.',
        ko: '오는 {days} {area}에서 열리는 {forum}에 여러분을 초대합니다. 2022년 시작된 이 포럼은 세계 각지의 투자자와 우리 시를 가장 역동적인 창업·성장의 도시로 만드는 기업들을 이어 왔습니다.',
      },
      {
        en: 'This year the programme covers artificial intelligence, bio and healthcare, consumer lifestyle and market entry into the Middle East, with investor panels, company IR sessions and a workshop for limited and general partners.',
        ko: '올해는 인공지능, 바이오·헬스케어, 라이프스타일, 중동 시장 진출을 주제로 투자자 패널과 기업 IR 세션, 출자자(LP)와 운용사(GP)를 위한 워크숍이 마련되어 있습니다.',
      },
      {
        en: 'I hope the forum will be a place for new partnerships and lasting relationships, and I look forward to welcoming you in person.',
        ko: '이번 포럼이 새로운 협력과 오래 이어질 관계의 장이 되기를 바라며, 현장에서 여러분을 뵙기를 고대합니다.',
      },
    ],
    closing: { en: 'Sincerely,', ko: '감사합니다.' },
    signatureName: { en: 'Sample Name', ko: '샘플 이름' },
    signatureRole: { en: 'Mayor of the City', ko: '시장' },
    photo: {
      src: '/images/mayor-photo.svg',
      width: 240,
      height: 240,
      alt: { en: 'Portrait of the mayor (placeholder)', ko: '시장 사진 (예시 이미지)' },
    },
    signature: {
      src: '/images/mayor-signature.svg',
      width: 200,
      height: 64,
      alt: { en: "The mayor's signature (placeholder)", ko: '시장 서명 (예시 이미지)' },
    },
  },
  organisers: [
    {
      name: { en: 'Sample City Government', ko: '샘플시' },
      src: '/logos/organiser-city.svg',
      width: 280,
      height: 96,
      link: 'https://example.com/city',
      dark: false,
    },
    {
      name: { en: 'Sample Investment Agency', ko: '샘플투자진흥원' },
      src: '/logos/organiser-agency.svg',
      width: 280,
      height: 96,
      link: 'https://example.com/agency',
      dark: false,
    },
  ],
  partners: range(5, partner),
  programmeIntro: {
    en: 'Sessions marked “Open for pre-registration” can be chosen in the pre-registration form.',
    ko: '‘사전등록 가능’ 표시가 있는 세션은 사전등록 양식에서 선택할 수 있습니다.',
  },
  investors: {
    intro: {
      en: 'Investors from around the world taking part in the forum.',
      ko: '포럼에 참여하는 국내외 투자사입니다.',
    },
    items: range(58, investor),
  },
  companies: {
    intro: {
      en: 'Companies presenting at the forum. Presenting companies are final; registration is for attendance.',
      ko: '포럼에서 발표하는 기업입니다. 발표 기업은 확정되었으며, 사전등록은 참관 신청입니다.',
    },
    items: range(45, company),
  },
  startups: { shown: false, items: range(12, startup) },
  registration: {
    text: {
      en: 'Register to attend the forum and choose the sessions you would like to join.',
      ko: '포럼 참관을 위해 사전등록하시고 참가할 세션을 선택해 주세요.',
    },
    closedText: {
      en: 'Pre-registration for the {year} forum is now closed. Thank you for your interest. On-site registration is available at the venue.',
      ko: '{year} 포럼 사전등록이 마감되었습니다. 관심을 가져 주셔서 감사합니다. 행사 당일 현장 등록이 가능합니다.',
    },
    endedText: {
      en: "Thank you to everyone who took part in the {year} forum. Registration is closed; the next forum's dates will be announced here.",
      ko: '{year} 포럼에 함께해 주신 모든 분께 감사드립니다. 등록은 마감되었으며, 다음 포럼 일정은 이곳에서 알려 드리겠습니다.',
    },
  },
  footer: {
    social: [
      { network: 'linkedin', url: 'https://www.linkedin.com/' },
      { network: 'facebook', url: 'https://www.facebook.com/' },
      { network: 'youtube', url: 'https://www.youtube.com/' },
    ],
    copyright: {
      en: '© {year} Global Investors Forum. All rights reserved.',
      ko: '© {year} 글로벌 투자자 포럼. 모든 권리 보유.',
    },
  },
  link: {
    description: {
      en: 'Pre-registration, programme, participating companies, social channels and contact details of the {forum}, on one page.',
      ko: '{forum}의 사전등록, 프로그램, 참가기업, 소셜 채널과 문의처를 한곳에 모았습니다.',
    },
  },
  about: {
    description: {
      en: 'The Global Investors Forum is the city’s annual meeting of global and Korean investors with its most promising companies, held every year since 2022.',
      ko: '글로벌 투자자 포럼은 2022년부터 매년 국내외 투자자와 시의 유망 기업이 만나는 시 주최 연례 포럼입니다.',
    },
    intro: [
      {
        en: 'The Global Investors Forum is held every year by the city to connect limited partners, venture and private-equity investors and financial institutions from around the world with companies based in the city.',
        ko: '글로벌 투자자 포럼은 세계 각국의 출자자(LP), 벤처캐피털·사모펀드 투자자, 금융기관과 시 소재 기업을 연결하기 위해 시가 매년 개최하는 행사입니다.',
      },
      {
        en: 'Each edition combines keynotes, sector sessions in which selected companies present to investors, workshops for fund managers and investors, and networking.',
        ko: '매회 기조연설, 선정 기업이 투자자 앞에서 발표하는 분야별 세션, 운용사와 투자자를 위한 워크숍, 네트워킹으로 구성됩니다.',
      },
    ],
    history: [
      {
        year: 2022,
        title: { en: 'First edition', ko: '제1회' },
        text: {
          en: 'The first forum brought overseas investors and city-based companies together for company IR sessions and one-to-one meetings.',
          ko: '첫 포럼에서는 해외 투자자와 시 소재 기업이 만나 기업 IR 세션과 1:1 미팅을 가졌습니다.',
        },
      },
      {
        year: 2023,
        title: { en: 'Second edition', ko: '제2회' },
        text: {
          en: 'The forum grew to two days and added sector sessions with partner organisations.',
          ko: '행사 기간을 이틀로 늘리고 협력 기관과 함께하는 분야별 세션을 더했습니다.',
        },
      },
      {
        year: 2024,
        title: { en: 'Third edition', ko: '제3회' },
        text: {
          en: 'A workshop for limited and general partners joined the programme alongside the sector sessions.',
          ko: '분야별 세션과 함께 출자자(LP)와 운용사(GP)를 위한 워크숍이 프로그램에 추가되었습니다.',
        },
      },
      {
        year: 2025,
        title: { en: 'Fourth edition: 22-23 September 2025', ko: '제4회: 2025년 9월 22-23일' },
        text: {
          en: 'Sessions on AI, bio and healthcare, lifestyle and Middle East market entry, an LP-GP workshop and the networking reception in Yeouido.',
          ko: '여의도에서 AI, 바이오·헬스케어, 라이프스타일, 중동 시장 진출 세션과 LP-GP 워크숍, 네트워킹 리셉션이 열립니다.',
        },
      },
    ],
    historyIsSample: true,
  },
};
