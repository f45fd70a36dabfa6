/**
 * 한국어 콘텐츠. Same shape as en.ts (the compiler and content.test.ts check it). Neutral sample
 * text until the organisers supply the real material; see README.md.
 */
import { COMPANIES_KO } from './companies.ko';
import { INVESTOR_LOGOS } from './investors';
import { STARTUPS } from './startups';
import type { SiteContent } from './types';

export const ko: SiteContent = {
  locale: 'ko',
  meta: {
    siteName: '글로벌 투자자 포럼 2025',
    title: '글로벌 투자자 포럼 2025 | 2025년 9월 22-23일, 서울 여의도',
    description:
      '국내외 투자자와 시의 유망 기업을 잇는 연례 투자자 포럼. 기조연설, 분야별 IR 세션, LP-GP 워크숍과 네트워킹이 2025년 9월 22-23일 여의도에서 열립니다.',
    ogImageAlt: '글로벌 투자자 포럼 2025, 2025년 9월 22-23일',
  },
  skipLink: '본문 바로가기',
  header: {
    brand: '투자자 포럼 2025',
    navLabel: '주 메뉴',
    menuButton: '메뉴',
    menu: {
      greeting: '인사말',
      program: '프로그램',
      investors: '투자사',
      companies: '참가기업',
      registration: '사전등록',
    },
    languageSwitch: { label: 'English', lang: 'en' },
  },
  hero: {
    subtitle: '제4회 시 주최 연례 투자자 포럼',
    title: '글로벌 투자자 포럼 2025',
    date: '2025년 9월 22일(월) - 23일(화)',
    venue: '서울 여의도 샘플호텔',
    description:
      '출자자(LP), 벤처캐피털·사모펀드 투자자, 금융기관과 시 소재 기업을 잇는 이틀간의 기조연설, 투자자 패널, 기업 IR 세션이 열립니다.',
    organisersLabel: '주최',
    partnersLabel: '협력',
    ctaContext: ' 신청',
  },
  organisers: [
    { name: '샘플시', src: '/logos/organiser-city.svg', width: 280, height: 96, link: 'https://example.com/city', dark: false },
    { name: '샘플투자진흥원', src: '/logos/organiser-agency.svg', width: 280, height: 96, link: 'https://example.com/agency', dark: false },
  ],
  partners: [
    { name: '샘플 협력기관 01', src: '/logos/partner-01.svg', width: 200, height: 80, link: 'https://example.com/partner-01', dark: false },
    { name: '샘플 협력기관 02', src: '/logos/partner-02.svg', width: 200, height: 80, link: 'https://example.com/partner-02', dark: false },
    { name: '샘플 협력기관 03', src: '/logos/partner-03.svg', width: 200, height: 80, link: 'https://example.com/partner-03', dark: false },
    { name: '샘플 협력기관 04', src: '/logos/partner-04.svg', width: 200, height: 80, link: 'https://example.com/partner-04', dark: false },
    { name: '샘플 협력기관 05', src: '/logos/partner-05.svg', width: 200, height: 80, link: 'https://example.com/partner-05', dark: false },
  ],
  greeting: {
    heading: '시장 초대의 글',
    salutation: '존경하는 투자자, 파트너 여러분',
    paragraphs: [
      '오는 9월 22일과 23일 여의도에서 열리는 글로벌 투자자 포럼 2025에 여러분을 초대합니다. 2022년 시작된 이 포럼은 세계 각지의 투자자와 우리 시를 가장 역동적인 창업·성장의 도시로 만드는 기업들을 이어 왔습니다.',
      '올해는 인공지능, 바이오·헬스케어, 라이프스타일, 중동 시장 진출을 주제로 투자자 패널과 기업 IR 세션, 출자자(LP)와 운용사(GP)를 위한 워크숍이 마련되어 있습니다.',
      '이번 포럼이 새로운 협력과 오래 이어질 관계의 장이 되기를 바라며, 현장에서 여러분을 뵙기를 고대합니다.',
    ],
    closing: '감사합니다.',
    signatureName: '샘플 이름',
    signatureRole: '시장',
    photo: { src: '/images/mayor-photo.svg', width: 240, height: 240, alt: '시장 사진 (예시 이미지)' },
    signature: { src: '/images/mayor-signature.svg', width: 200, height: 64, alt: '시장 서명 (예시 이미지)' },
  },
  program: {
    heading: '프로그램',
    intro: '‘사전등록 가능’ 표시가 있는 세션은 사전등록 양식에서 선택할 수 있습니다.',
    registrableLabel: '사전등록 가능',
    columns: { time: '시간', session: '세션', venue: '장소' },
    moderator: '좌장',
    topicsLabel: '주제',
    companiesCount: 'IR 참가기업 {count}개사 :',
    days: [
      {
        id: 'day1',
        label: '1일차',
        date: '2025년 9월 22일 (월)',
        items: [
          {
            session: 'day11',
            start: '09:30',
            end: '11:30',
            title: '개막식 및 기조연설',
            venue: '5층 파크볼룸',
            speakers: [
              { name: '샘플 연사 01', title: '시장', affiliation: '샘플시', panel: true },
              { name: '샘플 연사 02', title: '대표', affiliation: '샘플투자진흥원', panel: true },
              { name: '샘플 연사 03', title: '대표 파트너', affiliation: '샘플캐피털', subject: '글로벌 자본과 아시아 벤처 시장', panel: true },
              { name: '샘플 연사 04', title: '파트너', affiliation: '샘플그로스펀드', subject: '글로벌 LP가 한국 펀드에서 보는 것', panel: true },
            ],
          },
          {
            session: 'day12',
            start: '14:00',
            end: '17:00',
            title: 'AI 세션',
            partner: '공동주관: 샘플 벤처빌더',
            venue: '5층 파크볼룸',
            speakers: [{ name: '샘플 연사 05', title: '대표', affiliation: '샘플 벤처빌더', panel: true }],
            companies: {
              list: '샘플기업 01 / 샘플기업 02 / 샘플기업 03 / 샘플기업 04 / 샘플기업 05 / 샘플기업 06 / 샘플기업 07',
              counter: true,
            },
          },
          {
            session: 'day13',
            start: '14:00',
            end: '17:00',
            title: '바이오·헬스케어 세션',
            partner: '공동주관: 샘플 바이오산업협회',
            venue: '3층 그랜드볼룸',
            panelTitle: '패널 토론: 국경을 넘는 헬스테크 투자',
            speakers: [
              { name: '샘플 연사 06', title: '파트너', affiliation: '샘플바이오벤처스', panel: true },
              { name: '샘플 연사 07', title: '수석심사역', affiliation: '샘플헬스캐피털', panel: true },
              { name: '샘플 연사 08', title: '이사', affiliation: '샘플생명과학펀드', panel: true },
              { name: '샘플 연사 09', title: '투자본부장', affiliation: '샘플 바이오산업협회', panel: false },
            ],
            companies: {
              list: '샘플기업 08 / 샘플기업 09 / 샘플기업 10 / 샘플기업 11 / 샘플기업 12 / 샘플기업 13 / 샘플기업 14',
              counter: true,
            },
          },
          {
            start: '18:00',
            end: '20:00',
            title: '참가자 네트워킹',
            venue: '9층',
            note: '초청자에 한함',
            speakers: [],
          },
        ],
      },
      {
        id: 'day2',
        label: '2일차',
        date: '2025년 9월 23일 (화)',
        items: [
          {
            start: '09:00',
            end: '12:00',
            title: '글로벌 LP-GP 워크숍',
            venue: '샘플 국제금융센터 16층',
            topics: ['한국 벤처투자 생태계 개관', '글로벌 LP를 위한 한국 펀드 운용'],
            speakers: [
              { name: '샘플 연사 10', title: '본부장', affiliation: '샘플 모태펀드', panel: true },
              { name: '샘플 연사 11', title: '파트너 변호사', affiliation: '샘플 법무법인', panel: true },
              { name: '샘플 연사 12', title: '전무', affiliation: '샘플자산운용', panel: true },
            ],
          },
          {
            session: 'day21',
            start: '09:00',
            end: '12:00',
            title: '라이프스타일 세션',
            partner: '공동주관: 샘플 벤처투자사',
            venue: '5층 파크볼룸',
            panelTitle: '패널 토론: 소비재 브랜드의 미래',
            speakers: [
              { name: '샘플 연사 13', title: '파트너', affiliation: '샘플 벤처투자사', panel: true },
              { name: '샘플 연사 14', title: '창업자', affiliation: '샘플 소비재 브랜드', panel: true },
              { name: '샘플 연사 15', title: '투자이사', affiliation: '샘플 리테일펀드', panel: false },
            ],
            companies: {
              list: '샘플기업 15 / 샘플기업 16 / 샘플기업 17 / 샘플기업 18 / 샘플기업 19 / 샘플기업 20',
              counter: true,
            },
          },
          {
            session: 'day22',
            start: '14:00',
            end: '17:00',
            title: 'AI 세션',
            partner: '공동주관: 샘플 클라우드 소프트웨어 기업',
            venue: '5층 파크볼룸',
            speakers: [
              {
                name: '샘플 연사 16',
                title: '프로그램 총괄',
                affiliation: '샘플 클라우드 소프트웨어 기업',
                subject: '스타트업 지원 프로그램 소개',
                panel: true,
              },
            ],
            companies: {
              list: '샘플기업 21 / 샘플기업 22 / 샘플기업 23 / 샘플기업 24 / 샘플기업 25 / 샘플기업 26 / 샘플기업 27',
              counter: true,
            },
          },
          {
            session: 'day23',
            start: '14:00',
            end: '17:00',
            title: '중동 진출 세션',
            partner: '공동주관: 샘플 인터넷 진흥기관',
            venue: '6층 스튜디오 8, 9, 10',
            panelTitle: '투자자 패널: 중동 시장 진출',
            speakers: [
              { name: '샘플 연사 17', title: '파트너', affiliation: '샘플 걸프벤처스', panel: true },
              { name: '샘플 연사 18', title: '이사', affiliation: '샘플 국부펀드', panel: true },
              { name: '샘플 연사 19', title: '수석심사역', affiliation: '샘플 MENA 캐피털', panel: true },
              { name: '샘플 연사 20', title: '팀장', affiliation: '샘플 인터넷 진흥기관', panel: false },
            ],
            companies: {
              list: '샘플기업 28 / 샘플기업 29 / 샘플기업 30 / 샘플기업 31 / 샘플기업 32 /\n샘플기업 33 / 샘플기업 34 / 샘플기업 35 / 샘플기업 36 / 샘플기업 37',
              counter: true,
            },
          },
        ],
      },
    ],
  },
  investors: {
    heading: '해외 투자사',
    intro: '포럼에 참여하는 국내외 투자사입니다.',
    items: INVESTOR_LOGOS,
  },
  companies: {
    heading: '참가기업',
    intro: '포럼에서 발표하는 기업입니다. 발표 기업은 확정되었으며, 사전등록은 참관 신청입니다.',
    columns: { number: '번호', company: '기업명', website: '웹사이트' },
    websiteLinkText: '{name} 웹사이트',
    items: COMPANIES_KO,
  },
  startups: { heading: '스타트업 쇼케이스', items: STARTUPS },
  registration: {
    heading: '사전등록',
    text: '포럼 참관을 위해 사전등록하시고 참가할 세션을 선택해 주세요.',
    button: '사전등록',
    closedTitle: '사전등록이 마감되었습니다',
    closedText: '2025 포럼 사전등록이 마감되었습니다. 관심을 가져 주셔서 감사합니다. 행사 당일 현장 등록이 가능합니다.',
  },
  footer: {
    quickLinksLabel: '바로가기',
    quickLinks: {
      greeting: '초대의 글',
      program: '행사 일정',
      investors: '참여 투자기관',
      companies: '발표 기업 목록',
      registration: '참가 신청',
    },
    socialLabel: '소셜 미디어',
    social: [
      { network: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/' },
      { network: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/' },
      { network: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/' },
    ],
    contactHeading: '문의',
    emailLabel: '이메일',
    phoneLabel: '전화',
    copyright: '© 2025 글로벌 투자자 포럼. All rights reserved.',
  },
};
