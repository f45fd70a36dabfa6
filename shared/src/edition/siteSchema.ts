/**
 * The site part of an edition document: its shape (zod), its problems (a missing translation, an
 * unknown placeholder, a picture without its size, a link that is not a web address) and what is
 * still the shipped sample content, for the Forum screen to list before publishing.
 */
import { z } from 'zod';
import type { Locale } from '../locale';
import type { EditionSite } from './siteTypes';
import { SOCIAL_NETWORKS } from './siteTypes';
import { SITE_PLACEHOLDERS, unknownSitePlaceholders } from './siteWords';

const words = z.object({ en: z.string(), ko: z.string() });
const picture = { src: z.string(), width: z.number(), height: z.number() };
const logo = z.object({ ...picture, name: words, link: z.string(), dark: z.boolean() });

export const editionSiteSchema = z.object({
  firstYear: z.number().int(),
  description: words,
  hero: z.object({ subtitle: words, description: words }),
  greeting: z.object({
    heading: words,
    salutation: words,
    paragraphs: z.array(words),
    closing: words,
    signatureName: words,
    signatureRole: words,
    photo: z.object({ ...picture, alt: words }),
    signature: z.object({ ...picture, alt: words }),
  }),
  organisers: z.array(logo),
  partners: z.array(logo),
  programmeIntro: words,
  investors: z.object({
    intro: words,
    items: z.array(z.object({ ...picture, name: z.string(), link: z.string(), dark: z.boolean(), more: z.boolean() })),
  }),
  companies: z.object({
    intro: words,
    items: z.array(
      z.object({
        name: words,
        website: z.string(),
        caption1: z.string().optional(),
        website2: z.string().optional(),
        caption2: z.string().optional(),
      }),
    ),
  }),
  startups: z.object({
    shown: z.boolean(),
    items: z.array(z.object({ title: z.string(), logo: z.object(picture), link: z.string(), dark: z.boolean() })),
  }),
  registration: z.object({ text: words, closedText: words, endedText: words }),
  footer: z.object({
    social: z.array(z.object({ network: z.enum(SOCIAL_NETWORKS), url: z.string() })),
    copyright: words,
  }),
  link: z.object({ description: words }),
  about: z.object({
    description: words,
    intro: z.array(words),
    history: z.array(z.object({ year: z.number().int(), title: words, text: words })),
    historyIsSample: z.boolean(),
  }),
});

export type SiteSay = (path: string, code: string, en: string, ko: string) => void;

const LANGUAGE = { en: { en: 'English', ko: 'Korean' }, ko: { en: '영어', ko: '한국어' } } as const;
const LINK_KEYS = new Set(['link', 'website', 'website2', 'url']);
// Texts a company or investor may leave empty: a second site's caption, a logo without a link.
const OPTIONAL_TEXT = new Set(['caption1', 'caption2', 'website2', 'link']);

const isWords = (value: unknown): value is Record<Locale, string> =>
  typeof value === 'object' &&
  value !== null &&
  Object.keys(value).length === 2 &&
  typeof (value as Record<string, unknown>).en === 'string' &&
  typeof (value as Record<string, unknown>).ko === 'string';

const isPicture = (value: unknown): value is { src: string; width: number; height: number } =>
  typeof value === 'object' && value !== null && 'src' in value && 'width' in value && 'height' in value;

function checkText(say: SiteSay, text: string, path: string): void {
  const unknown = unknownSitePlaceholders(text);
  if (unknown.length === 0) return;
  const known = SITE_PLACEHOLDERS.map((name) => `{${name}}`).join(' ');
  say(
    path,
    'unknown_placeholder',
    `{${unknown[0]}} is not a fact the site fills in. Use one of ${known}.`,
    `{${unknown[0]}}는 사이트가 채우는 항목이 아닙니다. ${known} 중 하나를 쓰세요.`,
  );
}

function checkWordsPair(say: SiteSay, value: Record<Locale, string>, path: string): void {
  const filled = { en: value.en.trim() !== '', ko: value.ko.trim() !== '' };
  for (const locale of ['en', 'ko'] as const) {
    checkText(say, value[locale], `${path}.${locale}`);
    if (filled[locale]) continue;
    const other = locale === 'en' ? 'ko' : 'en';
    if (filled[other])
      say(
        `${path}.${locale}`,
        'missing_translation',
        `The ${LANGUAGE.en[locale]} translation is missing.`,
        `${LANGUAGE.ko[locale]} 번역이 없습니다.`,
      );
    else
      say(
        `${path}.${locale}`,
        'required',
        `The ${LANGUAGE.en[locale]} text is missing.`,
        `${LANGUAGE.ko[locale]} 문구를 입력해 주세요.`,
      );
  }
}

function checkPicture(say: SiteSay, value: { src: string; width: number; height: number }, path: string): void {
  if (!value.src.startsWith('/') || value.src.startsWith('//'))
    say(`${path}.src`, 'picture', 'Choose a picture (upload one).', '이미지를 선택해 주세요(업로드).');
  for (const side of ['width', 'height'] as const)
    if (!Number.isInteger(value[side]) || value[side] < 1 || value[side] > 4000)
      say(`${path}.${side}`, 'picture_size', 'A size is 1-4000 pixels.', '크기는 1-4000픽셀입니다.');
}

function checkLink(say: SiteSay, value: string, path: string, optional: boolean): void {
  if (value === '' && optional) return;
  if (/^https?:\/\/[^\s/]+\.[^\s]+$/.test(value)) return;
  say(path, 'link', 'Give a web address starting with https://.', 'https://로 시작하는 웹 주소를 입력해 주세요.');
}

function walk(say: SiteSay, value: unknown, path: string, key: string): void {
  if (isWords(value)) return checkWordsPair(say, value, path);
  if (typeof value === 'string') {
    if (LINK_KEYS.has(key)) return checkLink(say, value, path, OPTIONAL_TEXT.has(key));
    if (value.trim() === '' && !OPTIONAL_TEXT.has(key) && key !== 'src')
      say(path, 'required', 'This text is missing.', '문구를 입력해 주세요.');
    return checkText(say, value, path);
  }
  if (Array.isArray(value)) return value.forEach((item, index) => walk(say, item, `${path}.${index}`, key));
  if (typeof value !== 'object' || value === null) return;
  if (isPicture(value)) checkPicture(say, value, path);
  for (const [childKey, child] of Object.entries(value)) walk(say, child, `${path}.${childKey}`, childKey);
}

/** The site part's problems, reported under `site.`; `year` is the edition's. */
export function checkSite(say: SiteSay, site: EditionSite, year: number): void {
  if (site.firstYear > year || site.firstYear < 1990)
    say(
      'site.firstYear',
      'first_year',
      `The first forum's year is between 1990 and ${year}.`,
      `첫 포럼 연도는 1990년부터 ${year}년 사이입니다.`,
    );
  walk(say, site, 'site', 'site');
  // A second link needs its caption to tell the two apart.
  site.companies.items.forEach((company, index) => {
    if (company.website2 && !company.caption2?.trim())
      say(
        `site.companies.items.${index}.caption2`,
        'required',
        'Caption the second link.',
        '두 번째 링크의 설명을 입력해 주세요.',
      );
  });
}

export interface SampleContent {
  path: string;
  message: string;
}

const SAMPLE_NAME = /^(Sample\b|샘플)/;
const SAMPLE_LINK = /^https?:\/\/(www\.)?example\.(com|org|net)(\/|$)/;
// The generated placeholder artwork shipped with the seed.
const SAMPLE_PICTURE = /^\/(logos\/(partner|investor|startup|organiser)-[\w-]+|images\/mayor-(photo|signature))\.svg$/;

/** What is still the shipped sample content: names, links and generated pictures to replace. */
export function siteSamples(site: EditionSite, locale: Locale = 'en'): SampleContent[] {
  const samples: SampleContent[] = [];
  const note = (path: string, en: string, ko: string) => samples.push({ path, message: locale === 'ko' ? ko : en });
  const visit = (value: unknown, path: string, key: string): void => {
    if (typeof value === 'string') {
      if (key === 'src' && SAMPLE_PICTURE.test(value))
        note(path, 'A generated placeholder picture.', '자동 생성된 예시 이미지입니다.');
      else if (LINK_KEYS.has(key) && SAMPLE_LINK.test(value)) note(path, 'A sample link.', '예시 링크입니다.');
      else if (SAMPLE_NAME.test(value)) note(path, `Sample text: “${value}”.`, `예시 문구: “${value}”.`);
      return;
    }
    if (Array.isArray(value)) return value.forEach((item, index) => visit(item, `${path}.${index}`, key));
    if (typeof value === 'object' && value !== null)
      for (const [childKey, child] of Object.entries(value)) visit(child, `${path}.${childKey}`, childKey);
  };
  visit(site, 'site', 'site');
  if (site.about.historyIsSample)
    note(
      'site.about.historyIsSample',
      'The history on /about is marked as sample text.',
      '/about의 연혁이 예시 문구로 표시되어 있습니다.',
    );
  return samples;
}
