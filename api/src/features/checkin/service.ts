/**
 * Event day at the desks: check-in by code (first desk wins by the unique key on registrant and
 * day), undo within a minute, the counts, the roster a desk keeps for offline work, and the
 * lookup of one code. Every check-in, undo, roster load and lookup is recorded in the access log
 * in the same transaction (accessLog.run), with ids and never a name, e-mail or code.
 */
import {
  CHECKIN_UNDO_WINDOW_MS,
  type CheckinCounts,
  type CheckinMark,
  type CheckinResult,
  type CheckinRoster,
  type CheckinRosterEntry,
  EDITION,
  type Edition,
  type ForumDay,
  type Locale,
  type RegistrationStatus,
  holdsPlaces,
} from '@forum/shared';
import type { Knex } from 'knex';
import type { Database } from '../../db/database';
import type { EditionScope } from '../../db/editionScope';
import { assertCurrentForDesk } from '../editions';
import { AppError } from '../../errors';
import type { AccessLog, AccessLogInput, Actor } from '../accessLog';
import { checkinMarks, checkinMarksChangedSince, findCheckin, recordCheckin, removeCheckin } from '../registrations';
import { checkinCounts } from './counts';
import { type RosterPerson, createRosterRepo } from './rosterRepo';

/** Undo is offered for a minute; the grace covers a slow network and a desk's clock. */
export const UNDO_GRACE_MS = 15_000;

/**
 * An incremental roster (`since`) starts this long before the previous load's read, so a
 * check-in committed while that load was being read (or stamped by another process whose clock
 * is a little behind) is not missed. Desks merge by id, so seeing a row twice is harmless.
 */
export const ROSTER_OVERLAP_MS = 5_000;

export const UNKNOWN_CODE_MESSAGES: Record<Locale, string> = {
  en: 'No registrant has this check-in code.',
  ko: '이 체크인 코드로 등록된 사람이 없습니다.',
};

/** A code nobody has, or something that cannot be a code at all (a foreign QR): the same 404. */
class UnknownCodeError extends AppError {
  constructor() {
    super('not_found', { messages: UNKNOWN_CODE_MESSAGES });
  }
}
export const unknownCode = () => new UnknownCodeError();

/** The desk's refusal of a registration that holds nothing, saying which status (pending or declined). */
export function notApproved(status: RegistrationStatus): AppError {
  return new AppError('not_approved', {
    messages: NOT_APPROVED_MESSAGES[status === 'declined' ? 'declined' : 'pending'],
  });
}

const NOT_APPROVED_MESSAGES = {
  pending: {
    en: 'Not approved yet: this registration is still under review. Please send the person to the organisers.',
    ko: '아직 승인되지 않았습니다. 검토 중인 등록입니다. 운영 사무국으로 안내해 주세요.',
  },
  declined: {
    en: 'Not approved: this registration was declined. Please send the person to the organisers.',
    ko: '승인되지 않았습니다. 거절된 등록입니다. 운영 사무국으로 안내해 주세요.',
  },
} as const;

export interface CheckinServiceDeps {
  db: Database;
  accessLog: AccessLog;
  clock: () => Date;
  /** Throws 409 `not_forum_day` outside the forum's days (Korea time): the desk is for those days. */
  assertForumDay: () => void;
  /** The edition whose roster the desks load and check in (createServices hands the current one). */
  edition: EditionScope;
}

export interface CheckinInput {
  /** Normalised (normaliseCheckinCode), or null when it cannot be a code. */
  code: string | null;
  day: ForumDay;
  desk: string;
}

function summary(person: RosterPerson, checkins: CheckinMark[]) {
  const { email: _email, phone: _phone, ...shown } = person;
  return { ...shown, checkins };
}

/**
 * Checks `person` in for `day` inside `trx`, in `edition`. The insert decides: the one that goes in
 * is first, a duplicate key means another desk (or process) was first, whose row is then read and answered.
 */
export async function checkInWithin(
  trx: Knex,
  edition: EditionScope,
  person: RosterPerson,
  input: Omit<CheckinInput, 'code'>,
  actor: Actor,
  now: Date,
) {
  for (let attempt = 1; ; attempt += 1) {
    const first = await recordCheckin(trx, edition, {
      registrantId: person.id,
      day: input.day,
      desk: input.desk,
      adminId: actor.adminId,
      now,
    });
    if (first) await createRosterRepo(trx, edition).touch(person.id, now);
    const made = first
      ? { checkedInAt: now.toISOString(), desk: input.desk }
      : await findCheckin(trx, edition, person.id, input.day, { lock: true });
    // Undone between the duplicate and the read (possible only without the access log's lock): try again.
    if (!made) {
      if (attempt >= 3) throw new AppError('service_unavailable');
      continue;
    }
    const marks = (await checkinMarks(trx, edition, [person.id])).get(person.id) ?? [];
    const result: CheckinResult = {
      registrant: summary(person, marks),
      checkedInAt: made.checkedInAt,
      desk: made.desk,
      first,
    };
    const entry: AccessLogInput = {
      actor,
      action: 'checkin',
      registrantIds: [person.id],
      detail: { day: input.day, desk: input.desk, first },
    };
    return { result, entry };
  }
}

export function createCheckinService(deps: CheckinServiceDeps) {
  const { db, accessLog, clock, edition } = deps;

  async function findPerson(trx: Knex, code: string | null): Promise<RosterPerson> {
    const person = code ? await createRosterRepo(trx, edition).findByCode(code) : null;
    if (!person) throw unknownCode();
    return person;
  }

  /** A registration under review or declined is not checked in; the desk shows which. */
  function assertApproved(person: RosterPerson): void {
    if (!holdsPlaces(person.status)) throw notApproved(person.status);
  }

  /**
   * A code that matches nobody (a guess, a foreign QR code) is a `denied` access-log entry: many of
   * them from one account are someone trying codes. The code itself is not recorded.
   */
  async function recordingUnknownCodes<T>(actor: Actor, call: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof UnknownCodeError)
        await accessLog.append({ actor, action: 'denied', detail: { call, reason: 'unknown_checkin_code' } });
      throw error;
    }
  }

  return {
    checkIn(input: CheckinInput, actor: Actor): Promise<CheckinResult> {
      deps.assertForumDay();
      return recordingUnknownCodes(actor, 'checkin', () =>
        accessLog.run(async (trx) => {
          const person = await findPerson(trx, input.code);
          // The desk checks in the current edition only; a past year's code is refused, naming its year.
          await assertCurrentForDesk(trx, person.id);
          assertApproved(person);
          const { result, entry } = await checkInWithin(trx, edition, person, input, actor, clock());
          return { result, entries: [entry] };
        }),
      );
    },

    /** Takes back a check-in made within the undo window (plus grace); later it stands (409). */
    async undo(code: string | null, day: ForumDay, actor: Actor): Promise<void> {
      const now = clock();
      await recordingUnknownCodes(actor, 'undo', () =>
        accessLog.run(async (trx) => {
          const person = await findPerson(trx, code);
          const made = await findCheckin(trx, edition, person.id, day, { lock: true });
          if (!made) throw new AppError('not_found');
          if (now.getTime() - Date.parse(made.checkedInAt) > CHECKIN_UNDO_WINDOW_MS + UNDO_GRACE_MS)
            throw new AppError('checkin_undo_expired');
          await removeCheckin(trx, edition, person.id, day);
          await createRosterRepo(trx, edition).touch(person.id, now);
          return {
            result: undefined,
            entries: [
              { actor, action: 'checkin', registrantIds: [person.id], detail: { day, desk: made.desk, undo: true } },
            ],
          };
        }),
      );
    },

    /** The desk's counts of `edition` (default: the current one). */
    async counts(of: Edition = EDITION): Promise<CheckinCounts> {
      const asOf = clock();
      return checkinCounts(await createRosterRepo(db, edition).countGroups(of), asOf, of);
    },

    /**
     * Everyone (or who changed since `since`) with their check-ins. A load that hands out people
     * is a list view in the access log; an incremental load with nobody new reveals nothing and
     * is not recorded (desks poll it every few seconds). The read runs before the entry is
     * appended, outside the log's lock, so a 10,000-person load does not hold up check-ins; the
     * answer still goes out only once its entry is written.
     */
    async roster(since: Date | null, actor: Actor): Promise<CheckinRoster> {
      const readAt = clock();
      const { people, marks, removedIds } = await db.transaction(async (trx) => {
        const rosterRepo = createRosterRepo(trx, edition);
        if (!since)
          return { people: await rosterRepo.people(), marks: await checkinMarks(trx, edition), removedIds: [] };
        return {
          people: await rosterRepo.people(since),
          marks: await checkinMarksChangedSince(trx, edition, since),
          removedIds: await rosterRepo.removedSince(since),
        };
      });
      const registrants: CheckinRosterEntry[] = people.map((person) => ({
        ...person,
        checkins: marks.get(person.id) ?? [],
      }));
      // A sync that hands out nobody reveals nothing: desks poll every few seconds.
      if (registrants.length > 0)
        await accessLog.append({
          actor,
          action: 'list_view',
          registrantCount: registrants.length,
          detail: { purpose: 'checkin' },
        });
      return { registrants, removedIds, asOf: new Date(readAt.getTime() - ROSTER_OVERLAP_MS).toISOString() };
    },

    /** One person by code, for a code the desk's roster does not have yet (read, then logged, as the roster). */
    async lookup(code: string | null, actor: Actor): Promise<CheckinRosterEntry> {
      const person = await recordingUnknownCodes(actor, 'lookup', () => findPerson(db, code));
      const marks = (await checkinMarks(db, edition, [person.id])).get(person.id) ?? [];
      await accessLog.append({
        actor,
        action: 'list_view',
        registrantIds: [person.id],
        detail: { purpose: 'checkin' },
      });
      return { ...person, checkins: marks };
    },
  };
}

export type CheckinService = ReturnType<typeof createCheckinService>;
