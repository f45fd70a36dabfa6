/**
 * A stand-in for `/api/admin/editions` as the API contract names it, for the admin Forum screen's
 * tests until the API serves it: the admin-ui component tests put it behind fetch, the browser
 * tests behind Playwright's page.route. Editions are kept in memory (the shipped 2025 edition,
 * published and ended, unless the test gives others) and answered as the contract says: a draft
 * copied on POST, a document saved by PUT unless it has problems (then 422 with them, in the
 * language the request asked for), the check with what publishing changes, a preview link,
 * publish `{confirm}` and delete, a published edition's versions and one restored as a draft
 * (standInVersions.ts), and a list imported from a CSV (standInImports.ts). Its problems are a few
 * plain rules, not the API's validator.
 */
import type { ApiProblem } from '../http/apiRequest';
import { type EditionDocumentFixture, draftCopiedFrom, editionDocumentOf, editionListingOf } from './editionDocuments';
import { STAND_IN_LISTS, type StandInList, readStandInList } from './standInImports';
import { type StandInVersionSeed, standInVersions } from './standInVersions';

export interface StandInRequest {
  method: string;
  /** The path without the query. */
  path: string;
  /** The query (`?dryRun=1`), or empty. */
  search?: string;
  /** The JSON body parsed; an import's CSV as its text. */
  body: unknown;
  /** The request's Content-Type, for an import's body. */
  contentType?: string;
  /** The request's Accept-Language. */
  language: string;
}

export interface StandInAnswer {
  status: number;
  body?: unknown;
}

export interface EditionsStandInOptions {
  editions?: EditionDocumentFixture[];
  /** The problems of a document; `sampleProblems` by default. */
  problemsOf?: (document: EditionDocumentFixture, language: string) => ApiProblem[];
  /** A refusal publishing answers instead of publishing, while it returns one. */
  refusePublish?: () => StandInAnswer | null;
  /** The preview link's address (the site's origin in a browser test). */
  previewOrigin?: string;
  /** Versions kept per year, oldest first; a published edition not named has its first one. */
  versions?: Record<number, StandInVersionSeed[]>;
}

const ko = (language: string) => language.toLowerCase().startsWith('ko');
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A few of the rules an edition must meet, in the organiser's language: enough to show problems. */
export function sampleProblems(document: EditionDocumentFixture, language: string): ApiProblem[] {
  const problems: ApiProblem[] = [];
  const say = (path: string, code: string, en: string, kr: string) =>
    problems.push({ path, code, message: ko(language) ? kr : en });
  const year = String(document.year);
  if (!document.name.en.includes(year))
    say('name.en', 'name_year', `The English name must say ${year}.`, `영어 이름에 ${year}이(가) 있어야 합니다.`);
  if (!document.name.ko.includes(year))
    say('name.ko', 'name_year', `The Korean name must say ${year}.`, `한국어 이름에 ${year}이(가) 있어야 합니다.`);
  document.sessions.forEach((session, index) => {
    for (const locale of ['en', 'ko'] as const)
      if (!session.title[locale]?.trim())
        say(
          `sessions.${index}.title.${locale}`,
          'required',
          `The ${locale === 'en' ? 'English' : 'Korean'} title is missing.`,
          `${locale === 'en' ? '영어' : '한국어'} 세션 이름을 입력해 주세요.`,
        );
    if (!TIME.test(session.start))
      say(`sessions.${index}.start`, 'time', 'Give the start as HH:MM.', '시작 시간을 HH:MM으로 입력해 주세요.');
    else if (TIME.test(session.end) && session.end <= session.start)
      say(
        `sessions.${index}.end`,
        'time_order',
        'The end must come after the start.',
        '종료 시간이 시작 시간보다 늦어야 합니다.',
      );
  });
  return problems;
}

export function editionsStandIn(options: EditionsStandInOptions = {}) {
  const editions = new Map<number, EditionDocumentFixture>(
    (options.editions ?? [editionDocumentOf()]).map((document) => [document.year, document]),
  );
  let currentYear = Math.max(
    ...[...editions.values()].filter((document) => document.state !== 'draft').map((document) => document.year),
  );
  /** The bodies PUT and publish received, as sent. */
  const saved: EditionDocumentFixture[] = [];
  const published: unknown[] = [];
  const problemsOf = options.problemsOf ?? sampleProblems;
  const versions = standInVersions(editions, options.versions);
  /** The lists imported (dry runs included), as the stand-in read them. */
  const imported: Array<{ year: number; list: StandInList; dryRun: boolean; rows: number }> = [];

  const listing = () =>
    [...editions.values()]
      .sort((a, b) => a.year - b.year)
      .map((document) => editionListingOf(document, { current: document.year === currentYear }));

  const changesOf = (document: EditionDocumentFixture, language: string) => {
    const current = editions.get(currentYear);
    if (!current || current.year === document.year) return [];
    const codes = new Set(document.sessions.map((session) => session.code));
    const dropped = current.sessions.filter((session) => !codes.has(session.code));
    const before = new Set(current.sessions.map((session) => session.code));
    const added = document.sessions.filter((session) => !before.has(session.code));
    const k = ko(language);
    return [
      {
        kind: 'days',
        path: 'days',
        message: k
          ? `일자: ${current.days[1]}, ${current.days[2]} → ${document.days[1]}, ${document.days[2]}`
          : `Days: ${current.days[1]}, ${current.days[2]} → ${document.days[1]}, ${document.days[2]}`,
      },
      ...added.map((session) => ({
        kind: 'session_added',
        message: k ? `세션 추가: ${session.title.ko}` : `Session added: ${session.title.en}`,
      })),
      ...dropped.map((session) => ({
        kind: 'session_dropped',
        message: k
          ? `세션 삭제: ${session.title.ko} (${current.year} 기록에는 남음)`
          : `Session dropped: ${session.title.en} (stays on ${current.year}'s records)`,
      })),
      {
        kind: 'retention',
        path: 'retentionUntil',
        message: k
          ? `${document.year} 동의 안내의 보관 기한: ${document.retentionUntil}`
          : `${document.year}'s consent notice promises retention until ${document.retentionUntil}`,
      },
    ];
  };

  const refusedYear = (year: number, language: string): StandInAnswer => ({
    status: 422,
    body: {
      problems: [
        {
          path: 'year',
          code: 'duplicate_year',
          message: ko(language) ? `${year}년 포럼이 이미 있습니다.` : `There is already a ${year} edition.`,
        },
      ],
      error: { code: 'validation', message: 'validation' },
    },
  });

  /** `POST …/versions/:version/restore {year}`: a new draft copied from the version, as Prepare copies. */
  function restore(year: number, version: number, body: unknown, language: string): StandInAnswer {
    const source = versions.document(year, version);
    if (!source) return { status: 404, body: { error: { code: 'not_found' } } };
    const into = (body as { year?: unknown } | undefined)?.year;
    if (typeof into !== 'number' || !Number.isInteger(into) || into < 2022 || into > 2100)
      return { status: 400, body: { error: { code: 'validation', fields: { year: 'invalid_choice' } } } };
    if (editions.has(into)) return refusedYear(into, language);
    const draft = draftCopiedFrom(source, into);
    editions.set(into, draft);
    return { status: 201, body: draft };
  }

  /** `POST …/import/:list[?dryRun=1]`: the list replaced in the stored edition (a CSV body only). */
  function importList(request: StandInRequest, document: EditionDocumentFixture, list: StandInList): StandInAnswer {
    const type = (request.contentType ?? '').split(';')[0]!.trim().toLowerCase();
    if (type !== 'text/csv' || typeof request.body !== 'string')
      return { status: 415, body: { error: { code: 'unsupported_media_type' } } };
    const dryRun = /[?&]dryRun=(1|true)\b/.test(request.search ?? '');
    const reading = readStandInList(request.body, list, document, request.language);
    if (!reading.ok) return { status: 422, body: { errors: reading.errors } };
    imported.push({ year: document.year, list, dryRun, rows: reading.rows });
    if (!dryRun) {
      const next = reading.apply(document);
      editions.set(document.year, next);
      if (next.state !== 'draft') versions.keep(next);
    }
    return { status: 200, body: { imported: reading.rows } };
  }

  function answer(request: StandInRequest): StandInAnswer {
    const { method, path, body, language } = request;
    const versioned = /^\/api\/admin\/editions\/(\d{4})\/(versions(?:\/(\d+)\/restore)?|import\/([a-z]+))$/.exec(path);
    if (versioned) {
      const year = Number(versioned[1]);
      const document = editions.get(year);
      if (!document) return { status: 404, body: { error: { code: 'not_found' } } };
      if (versioned[2] === 'versions' && method === 'GET') return { status: 200, body: versions.list(year, language) };
      if (versioned[3] && method === 'POST') return restore(year, Number(versioned[3]), body, language);
      const list = STAND_IN_LISTS.find((name) => name === versioned[4]);
      if (versioned[4] !== undefined && !list) return { status: 404, body: { error: { code: 'not_found' } } };
      if (list && method === 'POST') return importList(request, document, list);
      return { status: 405, body: { error: { code: 'method_not_allowed' } } };
    }
    if (path === '/api/admin/editions') {
      if (method === 'GET') return { status: 200, body: listing() };
      if (method === 'POST') {
        const { from, year } = body as { from: number; year: number };
        const source = editions.get(from);
        if (!source || editions.has(year)) return { status: 409, body: { error: { code: 'validation' } } };
        const draft = draftCopiedFrom(source, year);
        editions.set(year, draft);
        return { status: 201, body: draft };
      }
    }
    const match = /^\/api\/admin\/editions\/(\d{4})(\/[a-z]+)?$/.exec(path);
    const document = match ? editions.get(Number(match[1])) : undefined;
    if (!match || !document) return { status: 404, body: { error: { code: 'not_found' } } };
    const action = match[2] ?? '';
    if (action === '' && method === 'GET') return { status: 200, body: document };
    if (action === '' && method === 'PUT') {
      saved.push(body as EditionDocumentFixture);
      const next = { ...(body as EditionDocumentFixture), state: document.state };
      const problems = problemsOf(next, language);
      if (problems.length > 0) return { status: 422, body: { problems } };
      editions.set(document.year, next);
      // Every later save of a published edition is a version, as in the API.
      if (next.state !== 'draft') versions.keep(next);
      return { status: 200, body: next };
    }
    if (action === '' && method === 'DELETE') {
      editions.delete(document.year);
      return { status: 204 };
    }
    if (action === '/check' && method === 'GET') {
      const problems = problemsOf(document, language);
      return { status: 200, body: { valid: problems.length === 0, problems, changes: changesOf(document, language) } };
    }
    if (action === '/preview' && method === 'POST') {
      const url = `${options.previewOrigin ?? 'https://forum.test'}/?preview=${document.year}-sample-token`;
      return { status: 200, body: { url, expiresAt: '2026-12-02T05:00:00.000Z' } };
    }
    if (action === '/publish' && method === 'POST') {
      published.push(body);
      const refusal = options.refusePublish?.();
      if (refusal) return refusal;
      if ((body as { confirm?: unknown } | undefined)?.confirm !== document.year)
        return { status: 400, body: { error: { code: 'validation' } } };
      editions.set(currentYear, { ...editions.get(currentYear)!, state: 'ended' });
      editions.set(document.year, { ...document, state: 'current' });
      versions.keep(editions.get(document.year)!);
      currentYear = document.year;
      return { status: 200, body: editions.get(document.year) };
    }
    return { status: 405, body: { error: { code: 'method_not_allowed' } } };
  }

  return { answer, editions, saved, published, imported };
}
