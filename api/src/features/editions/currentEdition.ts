/**
 * The current edition is the published one in the database. At start a database without editions
 * gets the shipped edition file as its current edition (an existing database keeps every record);
 * then the editions are read into the shared edition bindings (`setEditions`) that the whole
 * product reads, after the current one passed the validator: the server refuses to start on an
 * invalid current edition, naming each problem. A publish in any process is picked up by the
 * others through `watchCurrentEdition`.
 */
import {
  EDITION,
  type EditionFiles,
  SHIPPED_EDITIONS,
  documentOfFiles,
  editionDocumentProblems,
  editionFilesOf,
  setEditions,
} from '@forum/shared';
import type { Knex } from 'knex';
import { toDate } from '../../db/database';
import { createEditionsRepo } from './repo';
import { keepVersion } from './versions';

export class EditionStartError extends Error {
  override name = 'EditionStartError';
}

/** A database without editions: the shipped files, the latest of them current. Returns the years seeded. */
export async function seedEditions(db: Knex, now: Date): Promise<number[]> {
  return db.transaction(async (trx) => {
    const [{ n } = { n: 0 }] = (await trx('editions').count({ n: '*' })) as Array<{ n: number | string }>;
    if (Number(n) > 0) return [];
    const repo = createEditionsRepo(trx);
    for (const files of SHIPPED_EDITIONS) {
      const document = documentOfFiles(files);
      await repo.insert(trx, { year: files.edition.year, state: 'current', document }, null, now);
      await keepVersion(trx, document, null, now);
    }
    return SHIPPED_EDITIONS.map((files) => files.edition.year);
  });
}

/**
 * Reads the published editions into the shared bindings; throws EditionStartError when there is
 * none or the current one has problems. Drafts stay out: nothing but the Forum screen sees them.
 */
export async function loadEditions(db: Knex): Promise<{ year: number }> {
  const repo = createEditionsRepo(db);
  const records = (await repo.all()).filter((record) => record.state !== 'draft');
  const current = records.filter((record) => record.state === 'current').at(-1);
  if (!current) throw new EditionStartError('The database has no published edition of the forum.');
  const problems = editionDocumentProblems(current.document);
  if (problems.length > 0)
    throw new EditionStartError(
      `The current edition (${current.year}) has ${problems.length} problem(s):\n${problems
        .map((problem) => `  - ${problem.path}: ${problem.message}`)
        .join('\n')}`,
    );
  const files: EditionFiles[] = records.map(({ document }) => editionFilesOf(document));
  setEditions(files, current.year);
  return { year: current.year };
}

/** What a change of the current edition is known by: its year and the time it was last written. */
async function currentStamp(db: Knex): Promise<string> {
  const row = (await db('editions').where({ state: 'current' }).orderBy('year', 'desc').first('year', 'updated_at')) as
    { year: number | string; updated_at: unknown } | undefined;
  return row ? `${Number(row.year)}@${toDate(row.updated_at).getTime()}` : '';
}

export interface EditionWatch {
  readonly name: string;
  /** Reads the table once now (after a publish in this process, say). */
  check(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Every `intervalMs`, whether another process published or changed the current edition; if so, the
 * editions are read again. A failed read (the database away) is tried again at the next tick.
 */
export function watchCurrentEdition(
  db: Knex,
  options: { intervalMs?: number; onChange?: (year: number) => void; onError?: (error: unknown) => void } = {},
): EditionWatch {
  let seen: string | null = null;
  let running: Promise<void> = Promise.resolve();
  const check = () => {
    running = running.then(async () => {
      try {
        const stamp = await currentStamp(db);
        if (seen === null) {
          seen = stamp;
          return;
        }
        if (stamp === seen) return;
        seen = stamp;
        const before = EDITION.year;
        const { year } = await loadEditions(db);
        if (year !== before) options.onChange?.(year);
      } catch (error) {
        options.onError?.(error);
      }
    });
    return running;
  };
  void check();
  const timer = setInterval(() => void check(), options.intervalMs ?? 5_000);
  timer.unref();
  return {
    name: 'edition watch',
    check,
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
