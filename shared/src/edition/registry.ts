/**
 * Every edition of the forum side by side, and the choice of the current one: the latest shipped
 * edition unless FORUM_EDITION names another. Past editions stay here so their records keep their
 * programme, words and retention date. A leaf of the edition (no session tables), so the API's
 * configuration and the site's build can validate FORUM_EDITION with it.
 */
import { EDITION_2025 } from './editions/2025.ts';
import { PROGRAMME_2025 } from './editions/2025.programme.ts';
import { SAMPLE_EDITION_2026, SAMPLE_PROGRAMME_2026 } from '../testing/editions/2026.sample.ts';
import type { Edition, EditionProgramme } from './types';

export interface EditionFiles {
  edition: Edition;
  programme: EditionProgramme;
}

/** The shipped editions, oldest first. Append next year's here (docs/editions.md). */
const SHIPPED: readonly EditionFiles[] = [{ edition: EDITION_2025, programme: PROGRAMME_2025 }];

/** The shipped edition files, oldest first: the seed of a database without editions. */
export const SHIPPED_EDITIONS: readonly EditionFiles[] = SHIPPED;

/**
 * The tests' sample editions (a session dropped, one renamed, one added): never the latest by
 * default, and selectable only with FORUM_EDITION_SAMPLES=1 beside FORUM_EDITION, so a production
 * FORUM_EDITION=2026 set before the real 2026 file exists fails instead of running the sample.
 */
const SAMPLES: readonly EditionFiles[] = [{ edition: SAMPLE_EDITION_2026, programme: SAMPLE_PROGRAMME_2026 }];

export type EditionEnv = Readonly<Record<string, string | undefined>>;

export class EditionSelectionError extends Error {
  override name = 'EditionSelectionError';
}

function samplesAllowed(env: EditionEnv): boolean {
  return env.FORUM_EDITION_SAMPLES?.trim() === '1';
}

/** The current edition's files for this environment; a FORUM_EDITION naming no edition throws. */
export function selectEditionFiles(env: EditionEnv): EditionFiles {
  const requested = env.FORUM_EDITION?.trim();
  if (!requested) return SHIPPED[SHIPPED.length - 1]!;
  if (!/^\d{4}$/.test(requested)) throw new EditionSelectionError('FORUM_EDITION must be a year such as 2025');
  const year = Number(requested);
  const shipped = SHIPPED.find((files) => files.edition.year === year);
  if (shipped) return shipped;
  const sample = samplesAllowed(env) ? SAMPLES.find((files) => files.edition.year === year) : undefined;
  if (sample) return sample;
  const known = SHIPPED.map((files) => files.edition.year).join(', ');
  throw new EditionSelectionError(`FORUM_EDITION=${requested}: no edition file for that year (editions: ${known})`);
}

/** Every edition this environment knows, oldest first: the shipped ones and a selected sample. */
export function editionFilesList(env: EditionEnv): readonly EditionFiles[] {
  const current = selectEditionFiles(env);
  const list = SHIPPED.includes(current) ? SHIPPED : [...SHIPPED, current];
  return [...list].sort((a, b) => a.edition.year - b.edition.year);
}

/**
 * The edition a static build is made for: the site's (or the desktop console's) build constant.
 * Server processes never read an edition from their environment: theirs is the one published in
 * the database (the API sets it at start), the shipped latest until then.
 */
declare const __FORUM_EDITION__: string | undefined;
export function editionEnv(): EditionEnv {
  if (typeof __FORUM_EDITION__ !== 'undefined') {
    const [year = '', samples = ''] = __FORUM_EDITION__.split(':');
    return { FORUM_EDITION: year, FORUM_EDITION_SAMPLES: samples };
  }
  return {};
}
