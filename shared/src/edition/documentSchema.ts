/**
 * The one validator of an edition document (the edition's facts and words with its programme): the
 * admin's Forum screen shows its problems as the organiser types, the API refuses to publish or to
 * start on a document that has any, and `npm run edition:check` prints them. Each problem names its
 * field by a dotted path (`sessions.2.title.ko`), a stable code and a sentence in the organiser's
 * language. The shape is checked first (zod); the rules between fields only on a well-formed document.
 */
import { z } from 'zod';
import type { Locale } from '../locale';
import { SITE_2025 } from './editions/2025.site.ts';
import type { EditionFiles } from './registry';
import { checkSite, editionSiteSchema } from './siteSchema';
import type { EditionSite } from './siteTypes';
import type { Edition, EditionProgramme, Words } from './types';

/** An edition as it is stored and edited: the edition with its programme and its site's words and pictures. */
export interface EditionDocument extends Edition {
  programme: EditionProgramme;
  site: EditionSite;
}

export interface EditionProblem {
  path: string;
  code: string;
  message: string;
}

export interface EditionCheckContext {
  /** The organiser's language; English by default. */
  locale?: Locale;
  /** When given, a forum day before this instant's Korea date is a problem (a draft's, not a past edition's). */
  now?: Date;
  /** The years of the other editions: a second edition of one year is a problem. */
  otherYears?: readonly number[];
}

const words = z.object({ en: z.string(), ko: z.string() });
const venue = z.object({ name: z.string(), address: z.string(), area: z.string() });
const session = z.object({
  code: z.string(),
  day: z.number(),
  start: z.string(),
  end: z.string(),
  room: z.string(),
  title: words,
  shortTitle: words,
  seedWord: words.optional(),
  capacity: z.number().int().min(0).optional(),
  access: z.literal('invitation').optional(),
});
// Programme items carry many optional parts (speakers, companies): kept as sent, checked where they name things.
const programmeItem = z.looseObject({
  session: z.string().optional(),
  room: z.string().optional(),
  title: words.optional(),
});
const programmeDay = z.array(programmeItem);
const heardFromChoice = z.object({ key: z.string(), words });

export const editionDocumentSchema = z.object({
  year: z.number().int(),
  retentionUntil: z.string(),
  name: words,
  days: z.object({ 1: z.string(), 2: z.string() }),
  venue: z.object({ en: venue, ko: venue }),
  registrationWindow: z.object({ opensAt: z.string().nullable(), closesAt: z.string().nullable() }),
  contact: z.object({ email: z.string(), phone: z.string() }),
  export: z.object({ fileName: z.string(), sheetName: z.string() }),
  rooms: z.record(z.string(), words),
  sessions: z.array(session),
  // Optional: a document from before the choices (or one that names none) offers the defaults.
  heardFrom: z.array(heardFromChoice).optional(),
  programme: z.object({ 1: programmeDay, 2: programmeDay }),
  // Absent in a document stored before the site's words were part of it: the shipped ones stand in.
  site: editionSiteSchema.optional(),
});

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const CODE = /^[a-z][a-z0-9]{1,7}$/;
const CHOICE_KEY = /^[a-z][a-z0-9]{1,23}$/;

function isDate(value: string): boolean {
  return DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
}

/** The Korea date (`YYYY-MM-DD`) of an instant; Korea keeps +09:00 all year. */
export function koreaDate(instant: Date): string {
  return new Date(instant.getTime() + 9 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

const LANGUAGE = { en: { en: 'English', ko: 'Korean' }, ko: { en: '영어', ko: '한국어' } } as const;

type Say = (path: string, code: string, en: string, ko: string) => void;

function checkWords(say: Say, value: Words | undefined, path: string): void {
  for (const locale of ['en', 'ko'] as const) {
    if (value?.[locale]?.trim()) continue;
    say(
      `${path}.${locale}`,
      'required',
      `The ${LANGUAGE.en[locale]} text is missing.`,
      `${LANGUAGE.ko[locale]} 문구를 입력해 주세요.`,
    );
  }
}

function checkFacts(say: Say, doc: z.infer<typeof editionDocumentSchema>, context: EditionCheckContext): void {
  const year = doc.year;
  if (year < 2022 || year > 2100)
    say('year', 'year', `${year} is not a forum year.`, `${year}은(는) 포럼 연도가 아닙니다.`);
  if (context.otherYears?.includes(year))
    say('year', 'duplicate_year', `There is already a ${year} edition.`, `${year}년 포럼이 이미 있습니다.`);
  const today = context.now ? koreaDate(context.now) : undefined;
  for (const day of [1, 2] as const) {
    const date = doc.days[day];
    const path = `days.${day}`;
    if (!isDate(date))
      say(
        path,
        'date',
        `'${date}' is not a date like 2026-09-21.`,
        `'${date}'은(는) 2026-09-21 형식의 날짜가 아닙니다.`,
      );
    else if (!date.startsWith(String(year)))
      say(path, 'date_year', `${date} is not in ${year}.`, `${date}은(는) ${year}년이 아닙니다.`);
    else if (today && date < today)
      say(path, 'day_past', `${date} has already passed.`, `${date}은(는) 이미 지난 날짜입니다.`);
  }
  if (isDate(doc.days[1]) && isDate(doc.days[2]) && doc.days[2] <= doc.days[1])
    say('days.2', 'day_order', 'Day 2 must come after day 1.', '둘째 날은 첫째 날 이후여야 합니다.');
  if (!isDate(doc.retentionUntil))
    say(
      'retentionUntil',
      'date',
      `'${doc.retentionUntil}' is not a date.`,
      `'${doc.retentionUntil}'은(는) 날짜가 아닙니다.`,
    );
  else if (doc.retentionUntil < doc.days[2])
    say(
      'retentionUntil',
      'retention',
      'Retention must not end before the forum does.',
      '보관 기한은 포럼이 끝나기 전일 수 없습니다.',
    );
  checkWords(say, doc.name, 'name');
  if (doc.name.en.trim() && !doc.name.en.includes(String(year)))
    say('name.en', 'name_year', `The English name must say ${year}.`, `영어 이름에 ${year}이(가) 있어야 합니다.`);
  for (const locale of ['en', 'ko'] as const)
    for (const field of ['name', 'address', 'area'] as const)
      if (!doc.venue[locale][field].trim())
        say(`venue.${locale}.${field}`, 'required', 'This is missing.', '이 항목을 입력해 주세요.');
  for (const which of ['opensAt', 'closesAt'] as const) {
    const value = doc.registrationWindow[which];
    if (value !== null && Number.isNaN(Date.parse(value)))
      say(
        `registrationWindow.${which}`,
        'datetime',
        'Give a date and time with its offset, such as 2026-09-01T09:00:00+09:00.',
        '2026-09-01T09:00:00+09:00 형식으로 입력해 주세요.',
      );
  }
  if (!doc.contact.email.includes('@'))
    say('contact.email', 'email', 'Give an e-mail address.', '이메일 주소를 입력해 주세요.');
  for (const field of ['fileName', 'sheetName'] as const)
    if (!doc.export[field].trim()) say(`export.${field}`, 'required', 'This is missing.', '이 항목을 입력해 주세요.');
  for (const [key, room] of Object.entries(doc.rooms)) checkWords(say, room, `rooms.${key}`);
}

function checkSessions(say: Say, doc: z.infer<typeof editionDocumentSchema>): void {
  if (doc.sessions.length === 0)
    say('sessions', 'required', 'Add at least one session.', '세션을 하나 이상 추가해 주세요.');
  const seen = new Set<string>();
  doc.sessions.forEach((item, index) => {
    const path = `sessions.${index}`;
    if (!CODE.test(item.code))
      say(
        `${path}.code`,
        'session_code',
        'A code is 2-8 lower-case letters and digits, starting with a letter.',
        '코드는 영문 소문자로 시작하는 2-8자의 영문 소문자와 숫자입니다.',
      );
    else if (seen.has(item.code))
      say(
        `${path}.code`,
        'duplicate_code',
        `Another session already has the code ${item.code}.`,
        `다른 세션이 이미 ${item.code} 코드를 씁니다.`,
      );
    seen.add(item.code);
    if (item.day !== 1 && item.day !== 2)
      say(`${path}.day`, 'session_day', 'The day must be 1 or 2.', '일자는 1 또는 2여야 합니다.');
    if (!TIME.test(item.start))
      say(`${path}.start`, 'time', 'Give the start as HH:MM.', '시작 시간을 HH:MM으로 입력해 주세요.');
    if (!TIME.test(item.end))
      say(`${path}.end`, 'time', 'Give the end as HH:MM.', '종료 시간을 HH:MM으로 입력해 주세요.');
    else if (TIME.test(item.start) && item.end <= item.start)
      say(
        `${path}.end`,
        'time_order',
        'The end must come after the start.',
        '종료 시간이 시작 시간보다 늦어야 합니다.',
      );
    if (!doc.rooms[item.room])
      say(`${path}.room`, 'room', `There is no room '${item.room}'.`, `'${item.room}' 장소가 없습니다.`);
    checkWords(say, item.title, `${path}.title`);
    checkWords(say, item.shortTitle, `${path}.shortTitle`);
    if (item.seedWord) checkWords(say, item.seedWord, `${path}.seedWord`);
  });
  const named = new Set<string>();
  for (const day of [1, 2] as const) {
    doc.programme[day].forEach((entry, index) => {
      const path = `programme.${day}.${index}`;
      if (entry.session !== undefined) {
        named.add(entry.session);
        if (!seen.has(entry.session))
          say(
            `${path}.session`,
            'programme_session',
            `There is no session '${entry.session}'.`,
            `'${entry.session}' 세션이 없습니다.`,
          );
        return;
      }
      if (!entry.room || !doc.rooms[entry.room])
        say(
          `${path}.room`,
          'room',
          `There is no room '${entry.room ?? ''}'.`,
          `'${entry.room ?? ''}' 장소가 없습니다.`,
        );
      checkWords(say, entry.title, `${path}.title`);
    });
  }
  doc.sessions.forEach((item, index) => {
    if (item.access !== 'invitation' && CODE.test(item.code) && !named.has(item.code))
      say(
        `sessions.${index}`,
        'not_on_programme',
        `The session ${item.code} is not on the programme.`,
        `${item.code} 세션이 프로그램에 없습니다.`,
      );
  });
}

const SHAPE_WORDS = {
  en: 'This field is missing or not of the right kind.',
  ko: '이 항목이 없거나 형식이 맞지 않습니다.',
};

// A choice's key is stored with each registration, so it must stay a plain, unique code.
function checkHeardFrom(say: Say, doc: z.infer<typeof editionDocumentSchema>): void {
  const seen = new Set<string>();
  (doc.heardFrom ?? []).forEach((choice, index) => {
    const path = `heardFrom.${index}`;
    if (!CHOICE_KEY.test(choice.key))
      say(
        `${path}.key`,
        'choice_key',
        'A key is 2-24 lower-case letters and digits, starting with a letter.',
        '키는 영문 소문자로 시작하는 2-24자의 영문 소문자와 숫자입니다.',
      );
    else if (seen.has(choice.key))
      say(`${path}.key`, 'duplicate_key', 'Another choice has this key.', '다른 선택지가 이 키를 쓰고 있습니다.');
    seen.add(choice.key);
    checkWords(say, choice.words, `${path}.words`);
  });
}

/**
 * The document's problems (none: it can be published). Anything that is not an object of the
 * edition's shape gives shape problems, never an exception.
 */
export function editionDocumentProblems(input: unknown, context: EditionCheckContext = {}): EditionProblem[] {
  const locale = context.locale ?? 'en';
  const parsed = editionDocumentSchema.safeParse(input);
  if (!parsed.success)
    return parsed.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      code: 'invalid',
      message: SHAPE_WORDS[locale],
    }));
  const problems: EditionProblem[] = [];
  const say: Say = (path, code, en, ko) => problems.push({ path, code, message: locale === 'ko' ? ko : en });
  checkFacts(say, parsed.data, context);
  checkSessions(say, parsed.data);
  checkHeardFrom(say, parsed.data);
  checkSite(say, parsed.data.site ?? SITE_2025, parsed.data.year);
  return problems;
}

/** The document as stored: the schema's fields only (a sent `state` or stray key is not kept); null if malformed. */
export function parseEditionDocument(input: unknown): EditionDocument | null {
  const parsed = editionDocumentSchema.safeParse(input);
  if (!parsed.success) return null;
  return { ...parsed.data, site: parsed.data.site ?? SITE_2025 } as unknown as EditionDocument;
}

/** A document split into what the shared edition bindings take (`setEditions`). */
export function editionFilesOf(document: EditionDocument): EditionFiles {
  const { programme, site, ...edition } = document;
  return { edition, programme, site };
}

/** The files joined into one document, as it is stored. */
export function documentOfFiles(files: EditionFiles): EditionDocument {
  return { ...files.edition, programme: files.programme, site: files.site };
}
