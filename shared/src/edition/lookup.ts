/**
 * Finding a room and a session in an edition. Apart from schedule.ts so that the landing page's
 * content, which needs only these, does not carry the derived session tables.
 */
import type { SessionCode } from '../sessionCodes';
import type { Edition, EditionSession, Words } from './types';

/** A room's names; a key the edition does not define is a mistake in the edition file. */
export function roomWords(edition: Edition, key: string): Words {
  const room = edition.rooms[key];
  if (!room) throw new Error(`Edition ${edition.year}: no room '${key}' in rooms`);
  return room;
}

/** The edition's session of `code`; every code must have one. */
export function editionSession(edition: Edition, code: SessionCode): EditionSession {
  const session = edition.sessions.find((candidate) => candidate.code === code);
  if (!session) throw new Error(`Edition ${edition.year}: no session '${code}' in sessions`);
  return session;
}
