/**
 * The specs' session codes taken from the edition file. (The screen audit's past edition is a real
 * one on a server of its own: see pastEdition.ts.)
 */
import { PUBLIC_SESSIONS } from '@forum/shared';

/**
 * The current edition's last public session (2025: day23, Middle East): the specs' "another
 * session" taken from the edition file, so they pass on the next edition too (a code may be dropped).
 */
export const LAST_PUBLIC_SESSION = PUBLIC_SESSIONS[PUBLIC_SESSIONS.length - 1]!.code;
