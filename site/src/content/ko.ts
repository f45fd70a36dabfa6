/**
 * 한국어 콘텐츠: 화면의 고정 문구는 여기에, 주최 측이 편집하는 문구와 이미지는 에디션에서
 * (editionWords.ts), 행사명·일정·장소는 에디션의 사실에서 채웁니다. Same shape as en.ts.
 */
import { formatDateRange, formatDateRangeWithWeekdays } from '@forum/shared';
import type { SiteEdition } from '../edition/siteEdition';
import { editedContent } from './editionWords';
import { programmeDays } from './programme';
import { socialLinks } from './socialLinks';
import type { SiteContent } from './types';

export function koreanContent(site: SiteEdition): SiteContent {
  const { edition, programme } = site;
  const words = editedContent(site, 'ko');
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
      description: words.metaDescription,
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
      ...words.hero,
      title: forum,
      date: formatDateRangeWithWeekdays(days, 'ko'),
      venue: `${venue.area} ${venue.name}`,
      organisersLabel: '주최',
      partnersLabel: '협력',
      ctaContext: ' 신청',
    },
    organisers: words.organisers,
    partners: words.partners,
    greeting: words.greeting,
    program: {
      heading: '프로그램',
      intro: words.programIntro,
      registrableLabel: '사전등록 가능',
      columns: { time: '시간', session: '세션', venue: '장소' },
      moderator: '좌장',
      topicsLabel: '주제',
      companiesCount: 'IR 참가기업 {count}개사 :',
      days: programmeDays(edition, programme, 'ko', '{day}일차'),
    },
    investors: { heading: '해외 투자사', ...words.investors },
    companies: {
      heading: '참가기업',
      columns: { number: '번호', company: '기업명', website: '웹사이트' },
      websiteLinkText: '{name} 웹사이트',
      ...words.companies,
    },
    startups: { heading: '스타트업 쇼케이스', ...words.startups },
    registration: {
      heading: '사전등록',
      button: '사전등록',
      endedTitle: `${year} 포럼이 끝났습니다`,
      endedNext: '{year} 포럼은 {dates}에 열립니다.',
      closedTitle: '사전등록이 마감되었습니다',
      ...words.registration,
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
      social: socialLinks(words.footer.social),
      contactHeading: '문의',
      emailLabel: '이메일',
      phoneLabel: '전화',
      copyright: words.footer.copyright,
    },
  };
}
