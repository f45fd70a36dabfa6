/**
 * The editions stand-in's versions (editionsStandIn.ts): as the API keeps them, each publish and
 * each later save of a published edition is a numbered version with who saved it and when; a
 * published edition the test gives starts with its first version, kept by the system (the seed).
 * What a version changed is a few sections compared with the version before, worded in the
 * language of the request, as `GET …/versions` answers it.
 */
import type { EditionDocumentFixture } from './editionDocuments';

export interface StandInVersion {
  version: number;
  savedAt: string;
  savedBy: string | null;
  document: EditionDocumentFixture;
  /** Given by the test instead of the comparison with the version before. */
  changes?: Array<{ kind: string; message: string; path: string }>;
}

/** A version a test seeds (oldest first); its document is the edition's unless given. */
export type StandInVersionSeed = Omit<StandInVersion, 'version' | 'document'> & { document?: EditionDocumentFixture };

/** When the stand-in's seeded versions were kept: before the shipped forum's days. */
export const SEEDED_AT = '2025-06-02T00:30:00.000Z';

/** Who the stand-in says saved a version through the console. */
export const STAND_IN_MANAGER = 'manager@forum.test';

const SECTIONS: Array<{ path: string; en: string; ko: string }> = [
  { path: 'name', en: 'Name', ko: '행사명' },
  { path: 'days', en: 'Days', ko: '일자' },
  { path: 'venue', en: 'Venue', ko: '장소' },
  { path: 'sessions', en: 'Sessions', ko: '세션' },
  { path: 'programme', en: 'Programme', ko: '프로그램' },
  { path: 'site.investors', en: 'Investors', ko: '투자사' },
  { path: 'site.companies', en: 'Participating companies', ko: '참가기업' },
];

const at = (document: unknown, path: string) =>
  JSON.stringify(
    path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], document),
  );

export function standInVersions(
  editions: ReadonlyMap<number, EditionDocumentFixture>,
  seeds: Readonly<Record<number, readonly StandInVersionSeed[]>> = {},
) {
  const kept = new Map<number, StandInVersion[]>();
  for (const document of editions.values()) {
    const given = seeds[document.year];
    const list = given ?? (document.state === 'draft' ? [] : [{ savedAt: SEEDED_AT, savedBy: null }]);
    kept.set(
      document.year,
      list.map((seed, index) => ({ ...seed, version: index + 1, document: seed.document ?? document })),
    );
  }

  return {
    /** Keeps `document` as the next version of its year. */
    keep(document: EditionDocumentFixture, savedBy: string | null = STAND_IN_MANAGER) {
      const list = kept.get(document.year) ?? [];
      list.push({ version: list.length + 1, savedAt: new Date().toISOString(), savedBy, document });
      kept.set(document.year, list);
    },
    /** `GET …/versions`: newest first, each with what it changed against the one before. */
    list(year: number, language: string) {
      const ko = language.toLowerCase().startsWith('ko');
      const list = kept.get(year) ?? [];
      return list
        .map(({ version, savedAt, savedBy, document, changes }, index) => {
          const before = list[index - 1]?.document;
          const found =
            changes ??
            (before
              ? SECTIONS.filter((section) => at(before, section.path) !== at(document, section.path)).map(
                  (section) => ({
                    kind: 'section',
                    message: ko ? `변경: ${section.ko}` : `Changed: ${section.en}`,
                    path: section.path,
                  }),
                )
              : []);
          return { version, savedAt, savedBy, changes: found };
        })
        .reverse();
    },
    document(year: number, version: number): EditionDocumentFixture | undefined {
      return kept.get(year)?.find((entry) => entry.version === version)?.document;
    },
  };
}
