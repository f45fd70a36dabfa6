/**
 * The session codes and the legacy `attend` values: the wire format the original site used (`attendext`), so they never
 * change. A leaf module (it imports nothing), so the edition's files and the check-in types can
 * name a session without importing sessions.ts, which derives its words from the edition.
 */
// The seed's six first, in the seed's order (the export's columns); then the sessions added since:
// `day14`, the day-1 networking reception, is for invitees only (the edition marks it).
export const SESSION_CODES = ['day11', 'day12', 'day13', 'day21', 'day22', 'day23', 'day14'] as const;
export type SessionCode = (typeof SESSION_CODES)[number];

/** The legacy `attend` field: the whole forum or one day. The current form sends it empty. */
export const ATTEND_VALUES = ['', 'all', 'day1', 'day2'] as const;
export type AttendValue = (typeof ATTEND_VALUES)[number];
