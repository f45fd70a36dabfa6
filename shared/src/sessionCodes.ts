/**
 * Session codes and the legacy `attend` values. A leaf module (it imports nothing), so the edition's
 * files and the check-in types can name a session without importing sessions.ts.
 *
 * A session code is data, not a closed type: each edition's file lists its own (2025: the seed's
 * six, `day11`..`day23`, then the invitation-only reception `day14`), a later edition may drop some
 * and add others, and a stored registration keeps the codes of its own edition. A union of every
 * code ever used would make adding a session a compile error in a file the organiser does not
 * edit; instead codes are validated against an edition at run time (sessions.ts: isSessionCode,
 * the request schemas) and the edition check (`npm run edition:check`) validates the file itself.
 */
export type SessionCode = string;

/** The legacy `attend` field: the whole forum or one day. The current form sends it empty. */
export const ATTEND_VALUES = ['', 'all', 'day1', 'day2'] as const;
export type AttendValue = (typeof ATTEND_VALUES)[number];
