/**
 * A programme with new speakers for some of its sessions: what a speakers spreadsheet imports.
 * Each session the map names gets those speakers, in their order; every other item keeps its own.
 */
import type { EditionProgramme, EditionSpeaker } from './types';

export function withSessionSpeakers(
  programme: EditionProgramme,
  bySession: ReadonlyMap<string, readonly EditionSpeaker[]>,
): EditionProgramme {
  const replaced = (day: 1 | 2) =>
    programme[day].map((item) =>
      'session' in item && bySession.has(item.session)
        ? { ...item, speakers: [...bySession.get(item.session)!] }
        : item,
    );
  return { 1: replaced(1), 2: replaced(2) };
}
