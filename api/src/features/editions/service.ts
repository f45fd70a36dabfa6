/**
 * The forum's editions in the admin: the list with each edition's state, next year's draft copied
 * from an edition, a document read, saved and deleted, its check (problems and what publishing
 * changes), a preview link, and publishing, forward only. Every create, edit, delete and publish
 * is an access-log entry in the same transaction.
 */
import {
  EDITION,
  type EditionDocument,
  type EditionFiles,
  type EditionProblem,
  type Locale,
  type SampleContent,
  editionDocumentProblems,
  editionFilesOf,
  koreaDate,
  parseEditionDocument,
  siteSamples,
} from '@forum/shared';
import type { Knex } from 'knex';
import type { AccessLog, Actor } from '../accessLog';
import { AppError } from '../../errors';
import { hashManageToken, newManageToken } from '../mail';
import { ensureCapacityRows } from '../seats';
import { type EditionChange, editionChangesOf } from './changes';
import { loadEditions } from './currentEdition';
import { draftCopy } from './draftCopy';
import { type ListImportError, type SiteList, readSiteList } from './listImport';
import { type EditionVersion, keepVersion, listVersions, versionDocument } from './versions';
import type { TableFormat } from '../imports';
import { lastDayPassed } from './forumDays';
import { type EditionRecord, createEditionsRepo } from './repo';

export type EditionState = 'draft' | 'current' | 'ended' | 'purged';

export interface EditionListing {
  year: number;
  state: EditionState;
  current: boolean;
  registrants: number;
  retentionUntil: string;
  days: { 1: string; 2: string };
  /** Its facts, words and programme: a console built before it was prepared shows it from these. */
  document: EditionDocument;
}

export type EditionAnswer = EditionDocument & { state: EditionState };

/** A document refused with its problems: `422 {problems}`. */
export class EditionProblemsError extends Error {
  override name = 'EditionProblemsError';
  constructor(readonly problems: EditionProblem[]) {
    super('edition problems');
  }
}

export const PREVIEW_HOURS = 24;

const ko = (locale: Locale) => locale === 'ko';

function problem(path: string, code: string, locale: Locale, en: string, kr: string): EditionProblem {
  return { path, code, message: ko(locale) ? kr : en };
}

export interface EditionServiceDeps {
  db: Knex;
  accessLog: AccessLog;
  clock: () => Date;
  siteUrl: string;
  /**
   * Called once a publish has made `files` the current edition in this process (the public pages
   * are rendered from it). Its failure does not undo the publish: every process renders the
   * current edition's pages when it finds them missing (at start and when it sees the change).
   */
  onPublished?: (files: EditionFiles) => Promise<unknown>;
}

export function createEditionService({ db, accessLog, clock, siteUrl, onPublished }: EditionServiceDeps) {
  const repo = createEditionsRepo(db);

  const stateOf = (record: EditionRecord, now: Date): EditionState => {
    if (record.state !== 'current') return record.state;
    if (koreaDate(now) > record.document.retentionUntil) return 'purged';
    return lastDayPassed(record.document, now) ? 'ended' : 'current';
  };

  const answerOf = (record: EditionRecord): EditionAnswer => ({ ...record.document, state: stateOf(record, clock()) });

  /** The edition a preview link shows, while the link lasts (null: unknown or expired). */
  async function previewEdition(token: string): Promise<EditionAnswer | null> {
    if (!/^[A-Za-z0-9_-]{16,128}$/.test(token)) return null;
    const row = (await db('edition_previews')
      .where({ token_hash: hashManageToken(token) })
      .first('year', 'expires_at')) as { year: number | string; expires_at: unknown } | undefined;
    if (!row || new Date(row.expires_at as string | Date).getTime() <= clock().getTime()) return null;
    const record = await repo.one(Number(row.year));
    return record ? answerOf(record) : null;
  }

  async function found(year: number): Promise<EditionRecord> {
    const record = await repo.one(year);
    if (!record) throw new AppError('not_found', { messages: noEditionWords(year) });
    return record;
  }

  async function otherYears(year: number): Promise<number[]> {
    return (await repo.all()).map((record) => record.year).filter((other) => other !== year);
  }

  /** The validator's problems of a draft: its days may not be past, its year not another's. */
  async function draftProblems(document: unknown, year: number, locale: Locale): Promise<EditionProblem[]> {
    return editionDocumentProblems(document, { locale, now: clock(), otherYears: await otherYears(year) });
  }

  /** What the current edition's records hold it to: a session chosen by someone stays, on its day. */
  async function recordedProblems(
    record: EditionRecord,
    next: EditionDocument,
    locale: Locale,
  ): Promise<EditionProblem[]> {
    const inUse = await repo.sessionsInUse(record.year);
    const problems: EditionProblem[] = [];
    for (const session of record.document.sessions) {
      if (!inUse.has(session.code)) continue;
      const index = next.sessions.findIndex((candidate) => candidate.code === session.code);
      if (index < 0)
        problems.push(
          problem(
            'sessions',
            'session_in_use',
            locale,
            `The session ${session.code} (${session.title.en}) has registrations: it cannot be dropped.`,
            `${session.code} 세션(${session.title.ko})에 등록자가 있어 삭제할 수 없습니다.`,
          ),
        );
      else if (
        next.sessions[index]!.day !== session.day ||
        next.days[session.day] !== record.document.days[session.day]
      )
        problems.push(
          problem(
            `sessions.${index}.day`,
            'session_in_use',
            locale,
            `The session ${session.code} has registrations: its day cannot change.`,
            `${session.code} 세션에 등록자가 있어 일자를 바꿀 수 없습니다.`,
          ),
        );
    }
    return problems;
  }

  const editEntry = (actor: Actor, year: number, change: string) => ({
    actor,
    action: 'edition_edit' as const,
    detail: { year, change },
  });

  async function createDraft(
    input: { from: number; year: number },
    sourceDocument: EditionDocument,
    actor: Actor,
    locale: Locale,
    detail: Record<string, unknown>,
  ): Promise<EditionAnswer> {
    if (await repo.one(input.year))
      throw new EditionProblemsError([
        problem(
          'year',
          'duplicate_year',
          locale,
          `There is already a ${input.year} edition.`,
          `${input.year}년 포럼이 이미 있습니다.`,
        ),
      ]);
    const document = draftCopy(sourceDocument, input.year);
    const now = clock();
    await accessLog.run(async (trx) => {
      await repo.insert(trx, { year: input.year, state: 'draft', document }, actor.account, now);
      // The approval policy comes along: a policy is the organisers' choice, not anybody's data.
      const policy = (await trx('approval_policy').where({ edition: input.from }).first('mode', 'biztypes')) as
        { mode: string; biztypes: string } | undefined;
      if (policy && !(await trx('approval_policy').where({ edition: input.year }).first('id'))) {
        const [top] = (await trx('approval_policy').max({ id: 'id' })) as Array<{ id: number | string | null }>;
        await trx('approval_policy').insert({
          id: Number(top?.id ?? 0) + 1,
          edition: input.year,
          ...policy,
          updated_at: now,
        });
      }
      return {
        result: undefined,
        entries: [
          {
            ...editEntry(actor, input.year, 'create'),
            detail: { year: input.year, change: 'create', from: input.from, ...detail },
          },
        ],
      };
    });
    return { ...document, state: 'draft' };
  }

  const service = {
    async list(): Promise<EditionListing[]> {
      const now = clock();
      const [records, counts] = await Promise.all([repo.all(), repo.registrantCounts()]);
      const currentYear = records.filter((record) => record.state === 'current').at(-1)?.year;
      return records.map((record) => ({
        year: record.year,
        state: stateOf(record, now),
        current: record.year === currentYear,
        registrants: counts.get(record.year) ?? 0,
        retentionUntil: record.document.retentionUntil,
        days: { 1: record.document.days[1], 2: record.document.days[2] },
        document: record.document,
      }));
    },

    async create(input: { from: number; year: number }, actor: Actor, locale: Locale): Promise<EditionAnswer> {
      const source = await found(input.from);
      return createDraft(input, source.document, actor, locale, {});
    },

    /** The year's versions, newest first: who saved each, when, and what it changed. */
    async versions(year: number, locale: Locale): Promise<EditionVersion[]> {
      await found(year);
      return listVersions(db, year, locale);
    },

    /** A version of `year` restored as a new draft of `into` (as "Prepare" copies an edition). */
    async restore(year: number, version: number, into: number, actor: Actor, locale: Locale): Promise<EditionAnswer> {
      await found(year);
      const document = await versionDocument(db, year, version);
      if (!document) throw new AppError('not_found');
      const parsed = parseEditionDocument(document) ?? document;
      return createDraft({ from: year, year: into }, parsed, actor, locale, { version });
    },

    async get(year: number): Promise<EditionAnswer> {
      return answerOf(await found(year));
    },

    /**
     * A draft is stored whatever its problems (they show in the check); only a body that is not an
     * edition document is refused. The current edition only with no problems and nothing recorded
     * depending on what changes; an ended or purged one not at all.
     */
    async save(year: number, body: unknown, actor: Actor, locale: Locale): Promise<EditionAnswer> {
      const record = await found(year);
      const state = stateOf(record, clock());
      if (state === 'ended' || state === 'purged')
        throw new AppError('edition_ended', { messages: readOnlyWords(year) });
      const document = parseEditionDocument(body);
      if (!document) throw new EditionProblemsError(editionDocumentProblems(body, { locale }));
      if (document.year !== year)
        throw new EditionProblemsError([
          problem(
            'year',
            'year_fixed',
            locale,
            `This is the ${year} edition: its year cannot change.`,
            `${year}년 포럼의 연도는 바꿀 수 없습니다.`,
          ),
        ]);
      if (record.state === 'current') {
        const problems = [
          ...editionDocumentProblems(document, { locale }),
          ...(await recordedProblems(record, document, locale)),
        ];
        if (problems.length > 0) throw new EditionProblemsError(problems);
      }
      await accessLog.run(async (trx) => {
        await repo.saveDocument(trx, year, document, actor.account, clock());
        // A change of the published edition is a version of it, like its publish.
        if (record.state === 'current') await keepVersion(trx, document, actor.account, clock());
        return { result: undefined, entries: [editEntry(actor, year, 'edit')] };
      });
      if (record.state === 'current') {
        await loadEditions(db);
        await ensureCapacityRows(db, () => year);
        // The public pages show the current edition's words: rendered again from what was saved.
        await onPublished?.(editionFilesOf(document))?.catch(() => undefined);
      }
      return { ...document, state };
    },

    /**
     * A list the organiser keeps in a spreadsheet (companies, investors, speakers) read into the
     * edition, replacing that list, and saved as an edit is; `dryRun` only reads it. All or nothing.
     */
    async importList(
      year: number,
      list: SiteList,
      upload: { file: Buffer; format: TableFormat },
      actor: Actor,
      locale: Locale,
      dryRun: boolean,
    ): Promise<{ ok: true; imported: number } | { ok: false; errors: ListImportError[] }> {
      const record = await found(year);
      const reading = await readSiteList(upload.file, upload.format, list, record.document, locale);
      if (!reading.ok) return reading;
      if (!dryRun) await service.save(year, reading.apply(record.document), actor, locale);
      return { ok: true, imported: reading.rows };
    },

    async remove(year: number, actor: Actor): Promise<void> {
      const record = await found(year);
      if (record.state !== 'draft') throw new AppError('edition_ended', { messages: notDraftWords(year) });
      await accessLog.run(async (trx) => {
        await repo.remove(trx, year);
        await trx('approval_policy').where({ edition: year }).delete();
        return { result: undefined, entries: [editEntry(actor, year, 'delete')] };
      });
    },

    async check(
      year: number,
      locale: Locale,
    ): Promise<{ valid: boolean; problems: EditionProblem[]; changes: EditionChange[]; samples: SampleContent[] }> {
      const record = await found(year);
      const problems =
        record.state === 'draft'
          ? await draftProblems(record.document, year, locale)
          : editionDocumentProblems(record.document, { locale });
      const current = await repo.current();
      const changes =
        current && record.state === 'draft' ? editionChangesOf(current.document, record.document, locale) : [];
      // What is still the shipped sample: shown before publishing, never a reason to refuse it.
      const samples = siteSamples(record.document.site, locale);
      return { valid: problems.length === 0, problems, changes, samples };
    },

    async preview(year: number, actor: Actor): Promise<{ url: string; expiresAt: string }> {
      await found(year);
      const token = newManageToken();
      const expiresAt = new Date(clock().getTime() + PREVIEW_HOURS * 60 * 60 * 1000);
      await db('edition_previews').insert({
        token_hash: hashManageToken(token),
        year,
        expires_at: expiresAt,
        created_by: actor.account,
      });
      return { url: `${siteUrl}/preview/${token}`, expiresAt: expiresAt.toISOString() };
    },

    previewEdition,

    /** The draft a preview link shows, as the public pages are rendered from it. */
    async previewFiles(token: string): Promise<EditionFiles | null> {
      const answer = await previewEdition(token);
      if (!answer) return null;
      const { state: _state, ...document } = answer;
      return editionFilesOf(document);
    },

    async publish(year: number, confirm: unknown, actor: Actor, locale: Locale): Promise<EditionAnswer> {
      const record = await found(year);
      if (confirm !== year && confirm !== String(year))
        throw new EditionProblemsError([
          problem(
            'confirm',
            'confirm',
            locale,
            `Type ${year} to confirm publishing the ${year} forum.`,
            `${year}년 포럼을 공개하려면 ${year}을(를) 입력해 주세요.`,
          ),
        ]);
      const current = await repo.current();
      if (current && year < current.year) throw new AppError('edition_older');
      if (record.state !== 'draft') return answerOf(record);
      if (current && !lastDayPassed(current.document, clock())) throw new AppError('edition_not_ended');
      const problems = await draftProblems(record.document, year, locale);
      if (problems.length > 0) throw new EditionProblemsError(problems);
      await accessLog.run(async (trx) => {
        await repo.publish(trx, year, actor.account, clock());
        await keepVersion(trx, record.document, actor.account, clock());
        return {
          result: undefined,
          entries: [{ actor, action: 'edition_publish' as const, detail: { year, previous: current?.year ?? null } }],
        };
      });
      await loadEditions(db);
      await ensureCapacityRows(db, () => year);
      const published = (await repo.one(year))!;
      await onPublished?.(editionFilesOf(published.document))?.catch(() => undefined);
      return answerOf(published);
    },

    /** The current edition's year in this process. */
    currentYear: () => EDITION.year,
  };
  return service;
}

export type EditionService = ReturnType<typeof createEditionService>;

function noEditionWords(year: number): Record<Locale, string> {
  return { en: `There is no ${year} edition of the forum.`, ko: `${year}년 포럼은 없습니다.` };
}

function readOnlyWords(year: number): Record<Locale, string> {
  return {
    en: `The ${year} forum has ended: its edition can no longer be changed.`,
    ko: `${year} 포럼이 종료되어 더 이상 수정할 수 없습니다.`,
  };
}

function notDraftWords(year: number): Record<Locale, string> {
  return {
    en: `The ${year} edition has been published: only a draft can be deleted.`,
    ko: `${year}년 포럼은 공개되었습니다. 초안만 삭제할 수 있습니다.`,
  };
}
