/**
 * Text of /about and /kor/about: the interface's words here, the description, introduction and
 * history from the edition's site words. While the history is the shipped sample, the page says so.
 */
import { type Locale, fillSiteText, siteFacts } from '@forum/shared';
import type { SiteEdition } from '../edition/siteEdition';

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

const INTERFACE = {
  en: {
    title: (forum: string) => `About the forum | ${forum}`,
    heading: 'About the forum',
    editionsHeading: (first: number) => `Editions since ${first}`,
    sampleNotice: {
      label: 'Sample content',
      text: 'The history below is placeholder text. The organisers’ own record of each edition will replace it.',
    },
    programmeLink: (year: number) => `See the ${year} programme`,
    registerLink: 'Register',
  },
  ko: {
    title: (forum: string) => `포럼 소개 | ${forum}`,
    heading: '포럼 소개',
    editionsHeading: (first: number) => `${first}년부터의 연혁`,
    sampleNotice: {
      label: '예시 콘텐츠',
      text: '아래 연혁은 예시 문구입니다. 주최 측이 제공하는 실제 연혁으로 교체될 예정입니다.',
    },
    programmeLink: (year: number) => `${year} 프로그램 보기`,
    registerLink: '사전등록 안내',
  },
} as const;

export function aboutPageText({ edition, site }: Pick<SiteEdition, 'edition' | 'site'>, locale: Locale): AboutPageText {
  const words = INTERFACE[locale];
  const facts = siteFacts(edition, site.firstYear, locale);
  const text = (value: Record<Locale, string>) => fillSiteText(value[locale], facts);
  const { about } = site;
  return {
    meta: { title: words.title(edition.name[locale]), description: text(about.description) },
    heading: words.heading,
    intro: about.intro.map(text),
    editionsHeading: words.editionsHeading(site.firstYear),
    sampleNotice: about.historyIsSample ? words.sampleNotice : null,
    editions: about.history.map((entry) => ({ year: entry.year, title: text(entry.title), text: text(entry.text) })),
    programmeLink: words.programmeLink(edition.year),
    registerLink: words.registerLink,
  };
}
