/**
 * The six session codes: the wire format the original site used (`attendext`), so they never
 * change. A leaf module (it imports nothing), so the edition's files and the check-in types can
 * name a session without importing sessions.ts, which derives its words from the edition.
 */
export const SESSION_CODES = ['day11', 'day12', 'day13', 'day21', 'day22', 'day23'] as const;
export type SessionCode = (typeof SESSION_CODES)[number];
