/**
 * Where a problem or a sample entry of the site's words is, in the organiser's language: the path
 * `site.greeting.paragraphs.1.ko` reads "Letter, paragraph 2 (Korean)", and an entry of a list is
 * named by its number and what it is called ("Investor 4 (Sample Ventures 04), link"), so the place
 * can be found among 58 logos without counting.
 */
import type { EditionSite, Locale } from '@forum/shared';
import { NETWORK_NAMES } from './siteFieldText';

const PLACES = {
  ko: {
    language: { en: '영어', ko: '한국어' },
    /** The first part of a path under `site.`. */
    parts: {
      firstYear: '첫 포럼 연도',
      description: '검색·공유 미리보기 설명',
      hero: '첫 화면',
      greeting: '초대의 글',
      organisers: '주최·주관',
      partners: '협력 기관',
      programmeIntro: '프로그램 안내 문구',
      investors: '투자사',
      companies: '참가 기업',
      startups: '스타트업 소개',
      registration: '사전등록 안내',
      footer: '하단',
      link: '/link',
      about: '/about',
    } as Record<string, string>,
    /** The fields within a part. */
    fields: {
      subtitle: '포럼 이름 위 문구',
      description: '설명',
      heading: '제목',
      salutation: '인사말',
      paragraphs: '문단',
      closing: '맺음말',
      signatureName: '서명 이름',
      signatureRole: '서명 직함',
      photo: '사진',
      signature: '서명 이미지',
      alt: '설명',
      src: '이미지',
      width: '너비',
      height: '높이',
      name: '이름',
      link: '링크',
      dark: '어두운 배경',
      more: "'외 다수' 칸",
      intro: '소개 문구',
      website: '웹사이트',
      caption1: '첫 링크 설명',
      website2: '두 번째 웹사이트',
      caption2: '두 번째 링크 설명',
      title: '제목',
      logo: '로고',
      text: '안내 문구',
      closedText: '마감 후 안내',
      endedText: '종료 후 안내',
      social: '소셜 링크',
      url: '주소',
      network: '채널',
      copyright: '저작권 문구',
      history: '연혁',
      year: '연도',
      historyIsSample: '예시 표시',
      shown: '표시 여부',
    } as Record<string, string>,
    /** An entry of a list, by the list's key. */
    entries: {
      paragraphs: (n: number) => `${n}문단`,
      organisers: (n: number) => `주최 기관 ${n}`,
      partners: (n: number) => `협력 기관 ${n}`,
      investors: (n: number) => `투자사 ${n}`,
      companies: (n: number) => `기업 ${n}`,
      startups: (n: number) => `스타트업 ${n}`,
      social: (n: number) => `소셜 링크 ${n}`,
      intro: (n: number) => `소개 ${n}문단`,
      history: (n: number) => `연혁 ${n}`,
    } as Record<string, (n: number) => string>,
  },
  en: {
    language: { en: 'English', ko: 'Korean' },
    parts: {
      firstYear: 'Year of the first forum',
      description: 'Page description',
      hero: 'Title block',
      greeting: 'Letter',
      organisers: 'Organisers',
      partners: 'Partners',
      programmeIntro: 'Programme’s introduction',
      investors: 'Investors',
      companies: 'Companies',
      startups: 'Startup showcase',
      registration: 'Registration notices',
      footer: 'Footer',
      link: '/link',
      about: '/about',
    } as Record<string, string>,
    fields: {
      subtitle: 'line above the name',
      description: 'description',
      heading: 'heading',
      salutation: 'salutation',
      paragraphs: 'paragraphs',
      closing: 'closing',
      signatureName: 'signed by',
      signatureRole: 'signer’s role',
      photo: 'photo',
      signature: 'signature',
      alt: 'description',
      src: 'picture',
      width: 'width',
      height: 'height',
      name: 'name',
      link: 'link',
      dark: 'dark tile',
      more: '“and more” tile',
      intro: 'introduction',
      website: 'website',
      caption1: 'first link’s caption',
      website2: 'second website',
      caption2: 'second link’s caption',
      title: 'title',
      logo: 'logo',
      text: 'text',
      closedText: 'notice once closed',
      endedText: 'notice once ended',
      social: 'social links',
      url: 'address',
      network: 'network',
      copyright: 'copyright line',
      history: 'history',
      year: 'year',
      historyIsSample: 'marked as sample',
      shown: 'shown on the site',
    } as Record<string, string>,
    entries: {
      paragraphs: (n: number) => `paragraph ${n}`,
      organisers: (n: number) => `Organiser ${n}`,
      partners: (n: number) => `Partner ${n}`,
      investors: (n: number) => `Investor ${n}`,
      companies: (n: number) => `Company ${n}`,
      startups: (n: number) => `Startup ${n}`,
      social: (n: number) => `social link ${n}`,
      intro: (n: number) => `introduction, paragraph ${n}`,
      history: (n: number) => `history ${n}`,
    } as Record<string, (n: number) => string>,
  },
} as const satisfies Record<Locale, unknown>;

type Node = Record<string, unknown> | unknown[] | undefined;
const child = (node: Node, key: string): Node => {
  if (Array.isArray(node)) return node[Number(key)] as Node;
  return node && typeof node === 'object' ? (node[key] as Node) : undefined;
};

/** What an entry is called, to tell it from its neighbours: its name, title, network or year. */
function entryName(entry: Node, locale: Locale): string {
  if (!entry || Array.isArray(entry)) return '';
  const { name, title, network, year } = entry as Record<string, unknown>;
  const text = (value: unknown) =>
    typeof value === 'string'
      ? value
      : value && typeof value === 'object'
        ? String((value as Record<string, unknown>)[locale] || (value as Record<string, unknown>).en || '')
        : '';
  if (typeof year === 'number') return String(year);
  if (typeof network === 'string') return NETWORK_NAMES[network as keyof typeof NETWORK_NAMES] ?? network;
  return (text(name) || text(title)).trim();
}

/** The place of `path` (`site.…`) in the organiser's words; the part's name alone for the part itself. */
export function sitePlace(path: string, site: EditionSite | undefined, locale: Locale): string {
  const words = PLACES[locale];
  const keys = path.split('.').slice(1);
  const last = keys.at(-1);
  const language = last === 'en' || last === 'ko' ? (keys.pop() as Locale) : null;
  const parts: string[] = [];
  let node: Node = site as unknown as Node;
  let list = '';
  for (const [at, key] of keys.entries()) {
    const numbered = /^\d+$/.test(key);
    if (numbered) {
      // An entry replaces its list's name: "Investor 4 (Sample Ventures 04)", not "Investors, 4".
      node = child(node, key);
      const label = words.entries[list]?.(Number(key) + 1) ?? String(Number(key) + 1);
      const name = entryName(node, locale);
      parts[parts.length - 1] = name ? `${label} (${name})` : label;
      continue;
    }
    node = child(node, key);
    // A part's list (`investors.items`) is named by the part.
    if (key === 'items') continue;
    list = key;
    parts.push((at === 0 ? words.parts[key] : words.fields[key]) ?? key);
  }
  const place = parts.join(', ');
  return language ? `${place} (${words.language[language]})` : place;
}

/** The name of the part of the site a path lies in (`site.investors…` -> "Investors"), for grouping. */
export function sitePartName(part: string, locale: Locale): string {
  return PLACES[locale].parts[part] ?? part;
}
