/**
 * Text of the /link hub and its Korean twin /kor/link (in the page's chunk): the interface's words
 * here, the description from the edition's site words.
 */
import { type Locale, fillSiteText, formatDateRange, siteFacts } from '@forum/shared';
import type { SiteEdition } from '../edition/siteEdition';
import type { SectionId } from '../content/types';

export interface LinkPageText {
  meta: { title: string; description: string };
  heading: string;
  intro: string;
  registerLabel: string;
  forumHeading: string;
  /** Landing sections, worded apart from the header menu's entries so each link's name is distinct. */
  sectionLinks: { label: string; section: SectionId }[];
  aboutLabel: string;
  otherLanguageLabel: string;
  socialHeading: string;
  contactHeading: string;
}

export function linkPageText({ edition, site }: Pick<SiteEdition, 'edition' | 'site'>): Record<Locale, LinkPageText> {
  const description = (locale: Locale) =>
    fillSiteText(site.link.description[locale], siteFacts(edition, site.firstYear, locale));
  return {
    en: {
      meta: {
        title: `Links | ${edition.name.en}`,
        description: description('en'),
      },
      heading: edition.name.en,
      intro: `${formatDateRange(Object.values(edition.days), 'en')} · ${edition.venue.en.area}`,
      registerLabel: 'Register for the forum',
      forumHeading: 'The forum',
      sectionLinks: [
        { label: 'Event schedule', section: 'program' },
        { label: "Mayor's invitation", section: 'greeting' },
        { label: 'Investor line-up', section: 'investors' },
        { label: 'Company list', section: 'companies' },
      ],
      aboutLabel: 'About the forum',
      otherLanguageLabel: 'Visit the Korean site',
      socialHeading: 'Follow us',
      contactHeading: 'Contact',
    },
    ko: {
      meta: {
        title: `링크 | ${edition.name.ko}`,
        description: description('ko'),
      },
      heading: edition.name.ko,
      intro: `${formatDateRange(Object.values(edition.days), 'ko')} · ${edition.venue.ko.area}`,
      registerLabel: '포럼 사전등록하기',
      forumHeading: '포럼 안내',
      sectionLinks: [
        { label: '프로그램 일정', section: 'program' },
        { label: '시장 초대의 글', section: 'greeting' },
        { label: '참여 투자기관', section: 'investors' },
        { label: '참가기업 목록', section: 'companies' },
      ],
      aboutLabel: '포럼 소개',
      otherLanguageLabel: '영문 사이트 보기',
      socialHeading: '소셜 미디어',
      contactHeading: '문의',
    },
  };
}
