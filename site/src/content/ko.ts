/**
 * 한국어 콘텐츠. Same shape as en.ts (the compiler and content.test.ts check it). Neutral sample
 * text until the organisers supply the real material; see README.md.
 */
import { formatDateRange, formatDateRangeWithWeekdays, formatDayList } from '@forum/shared';
import { COMPANIES_KO } from './companies.ko';
import { INVESTOR_LOGOS } from './investors';
import { programmeDays } from './programme';
import { STARTUPS } from './startups';
import type { SiteEdition } from '../edition/siteEdition';
import type { SiteContent } from './types';

// 행사명·연도·일정·장소는 에디션 파일(@forum/shared EDITION)에서 한 번만 정합니다.
export function koreanContent({ edition, programme }: SiteEdition): SiteContent {
  const forum = edition.name.ko;
  const year = edition.year;
  const days = Object.values(edition.days);
  const dates = formatDateRange(days, 'ko');
  const venue = edition.venue.ko;

  return {
    locale: 'ko',
    meta: {
      siteName: forum,
      title: `${forum} | ${dates}, ${venue.area}`,
      description: `국내외 투자자와 시의 유망 기업을 잇는 연례 투자자 포럼. 기조연설, 분야별 IR 세션, LP-GP 워크숍과 네트워킹이 ${dates} ${venue.area}에서 열립니다.`,
      ogImageAlt: `${forum}, ${dates}`,
    },
    skipLink: '본문 바로가기',
    header: {
      brand: `투자자 포럼 ${year}`,
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
      title: forum,
      date: formatDateRangeWithWeekdays(days, 'ko'),
      venue: `${venue.area} ${venue.name}`,
      description:
        '출자자(LP), 벤처캐피털·사모펀드 투자자, 금융기관과 시 소재 기업을 잇는 이틀간의 기조연설, 투자자 패널, 기업 IR 세션이 열립니다.',
      organisersLabel: '주최',
      partnersLabel: '협력',
      ctaContext: ' 신청',
    },
    organisers: [
      {
        name: '샘플시',
        src: '/logos/organiser-city.svg',
        width: 280,
        height: 96,
        link: 'https://example.com/city',
        dark: false,
      },
      {
        name: '샘플투자진흥원',
        src: '/logos/organiser-agency.svg',
        width: 280,
        height: 96,
        link: 'https://example.com/agency',
        dark: false,
      },
    ],
    partners: [
      {
        name: '샘플 협력기관 01',
        src: '/logos/partner-01.svg',
        width: 200,
        height: 80,
        link: 'https://example.com/partner-01',
        dark: false,
      },
      {
        name: '샘플 협력기관 02',
        src: '/logos/partner-02.svg',
        width: 200,
        height: 80,
        link: 'https://example.com/partner-02',
        dark: false,
      },
      {
        name: '샘플 협력기관 03',
        src: '/logos/partner-03.svg',
        width: 200,
        height: 80,
        link: 'https://example.com/partner-03',
        dark: false,
      },
      {
        name: '샘플 협력기관 04',
        src: '/logos/partner-04.svg',
        width: 200,
        height: 80,
        link: 'https://example.com/partner-04',
        dark: false,
      },
      {
        name: '샘플 협력기관 05',
        src: '/logos/partner-05.svg',
        width: 200,
        height: 80,
        link: 'https://example.com/partner-05',
        dark: false,
      },
    ],
    greeting: {
      heading: '시장 초대의 글',
      salutation: '존경하는 투자자, 파트너 여러분',
      paragraphs: [
        `오는 ${formatDayList(days, 'ko')} ${venue.area}에서 열리는 ${forum}에 여러분을 초대합니다. 2022년 시작된 이 포럼은 세계 각지의 투자자와 우리 시를 가장 역동적인 창업·성장의 도시로 만드는 기업들을 이어 왔습니다.`,
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
      days: programmeDays(edition, programme, 'ko', '{day}일차'),
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
      endedTitle: `${year} 포럼이 끝났습니다`,
      endedText: `${year} 포럼에 함께해 주신 모든 분께 감사드립니다. 등록은 마감되었으며, 다음 포럼 일정은 이곳에서 알려 드리겠습니다.`,
      endedNext: '{year} 포럼은 {dates}에 열립니다.',
      closedTitle: '사전등록이 마감되었습니다',
      closedText: `${year} 포럼 사전등록이 마감되었습니다. 관심을 가져 주셔서 감사합니다. 행사 당일 현장 등록이 가능합니다.`,
    },
    footer: {
      quickLinksLabel: '바로가기',
      quickLinks: {
        greeting: '초대의 글',
        program: '행사 일정',
        investors: '참여 투자기관',
        companies: '발표 기업 목록',
        registration: '사전등록',
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
      copyright: `© ${year} 글로벌 투자자 포럼. 모든 권리 보유.`,
    },
  };
}
