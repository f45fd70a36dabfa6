/**
 * An edition's versions: each publish, and each later edit of the published edition, keeps the
 * whole document, numbered per year, with who saved it and when. Written in the transaction of
 * the change it records (by the caller), so a version exists exactly when its change does.
 */
import type { EditionDocument, Locale } from '@forum/shared';
import type { Knex } from 'knex';
import { toDate } from '../../db/database';
import type { EditionChange } from './changes';

export interface EditionVersion {
  version: number;
  savedAt: string;
  savedBy: string | null;
  /** What this version changed against the one before it (none for the first). */
  changes: EditionChange[];
}

interface Row {
  version: number | string;
  document: string;
  saved_by: string | null;
  saved_at: unknown;
}

// The parts of a document an organiser recognises, in the Forum screen's order, with their names.
const SECTIONS: Array<{ path: string; en: string; ko: string }> = [
  { path: 'name', en: 'Name', ko: '행사명' },
  { path: 'days', en: 'Days', ko: '일자' },
  { path: 'venue', en: 'Venue', ko: '장소' },
  { path: 'rooms', en: 'Rooms', ko: '회의실' },
  { path: 'sessions', en: 'Sessions', ko: '세션' },
  { path: 'registrationWindow', en: 'Registration window', ko: '사전등록 기간' },
  { path: 'contact', en: 'Contact', ko: '문의처' },
  { path: 'retentionUntil', en: 'Retention date', ko: '보관 기한' },
  { path: 'heardFrom', en: '"How did you hear about us?"', ko: '"알게 된 경로"' },
  { path: 'programme', en: 'Programme', ko: '프로그램' },
  { path: 'site.hero', en: 'Title block', ko: '타이틀 영역' },
  { path: 'site.description', en: 'Page description', ko: '페이지 설명' },
  { path: 'site.greeting', en: "Mayor's letter", ko: '시장 초대의 글' },
  { path: 'site.organisers', en: 'Organisers', ko: '주최' },
  { path: 'site.partners', en: 'Partners', ko: '협력기관' },
  { path: 'site.programmeIntro', en: 'Programme introduction', ko: '프로그램 소개' },
  { path: 'site.investors', en: 'Investors', ko: '투자사' },
  { path: 'site.companies', en: 'Participating companies', ko: '참가기업' },
  { path: 'site.startups', en: 'Startup showcase', ko: '스타트업 쇼케이스' },
  { path: 'site.registration', en: 'Registration notices', ko: '사전등록 안내' },
  { path: 'site.footer', en: 'Footer', ko: '하단 영역' },
  { path: 'site.link', en: '/link page', ko: '/link 페이지' },
  { path: 'site.about', en: '/about page', ko: '/about 페이지' },
];

/** A value as text with its keys sorted: a stored document and a parsed one order their keys apart. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

const at = (document: unknown, path: string): string =>
  canonical(
    path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], document),
  );

/** Which sections differ between two documents of one year. */
export function sectionChanges(before: EditionDocument, after: EditionDocument, locale: Locale): EditionChange[] {
  return SECTIONS.filter((section) => at(before, section.path) !== at(after, section.path)).map((section) => ({
    kind: 'section',
    message: locale === 'ko' ? `변경: ${section.ko}` : `Changed: ${section.en}`,
    path: section.path,
  }));
}

/** Keeps `document` as the next version of its year. */
export async function keepVersion(trx: Knex, document: EditionDocument, by: string | null, now: Date): Promise<number> {
  const top = (await trx('edition_versions').where({ year: document.year }).max({ n: 'version' }).first()) as
    { n: number | string | null } | undefined;
  const version = Number(top?.n ?? 0) + 1;
  await trx('edition_versions').insert({
    year: document.year,
    version,
    document: JSON.stringify(document),
    saved_by: by,
    saved_at: now,
  });
  return version;
}

/** The year's versions, newest first, each with what it changed. */
export async function listVersions(db: Knex, year: number, locale: Locale): Promise<EditionVersion[]> {
  const rows = (await db('edition_versions')
    .where({ year })
    .orderBy('version', 'asc')
    .select('version', 'document', 'saved_by', 'saved_at')) as Row[];
  let before: EditionDocument | null = null;
  const versions: EditionVersion[] = [];
  for (const row of rows) {
    const document = JSON.parse(row.document) as EditionDocument;
    versions.push({
      version: Number(row.version),
      savedAt: toDate(row.saved_at).toISOString(),
      savedBy: row.saved_by,
      changes: before ? sectionChanges(before, document, locale) : [],
    });
    before = document;
  }
  return versions.reverse();
}

/** One version's document, or null. */
export async function versionDocument(db: Knex, year: number, version: number): Promise<EditionDocument | null> {
  const row = (await db('edition_versions').where({ year, version }).first('document')) as
    { document: string } | undefined;
  return row ? (JSON.parse(row.document) as EditionDocument) : null;
}
