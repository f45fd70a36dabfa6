/**
 * The approval model's machinery (approvalModel.test.ts): random steps against the API over HTTP
 * (the policy, registrations with and without an invitation, bulk decisions with ids already
 * decided or unknown, cancelling and changing through the manage link, deleting, the desk), and
 * after each step every reader of a registration's status compared with the model's own
 * expectation: the admin list (its `status`, which the list's status filter and the approval
 * screen's queue and counts read), the export's rows and its workbook read back, the message
 * audience `approval`, the desk's roster and counts, the manage page, the invitation list and the
 * seats (a pending or declined person holds no seat and no place in line; approval takes them at
 * that moment, in the order of the ids). Kept apart from the test, as the seats model is.
 */
import ExcelJS from 'exceljs';
import {
  type ApprovalResult,
  type CheckinCounts,
  type CheckinRoster,
  EDITION,
  INVITATION_ONLY_CODES,
  type InvitationRow,
  type ManagedRegistrant,
  PUBLIC_SESSIONS,
  SESSIONS,
  type Registrant,
  type RegistrationResult,
  type RegistrationStatus,
  REGISTRATION_STATUSES,
  STATUS_COLUMN,
  STATUS_WORDS,
  type SeatStates,
  type SessionCode,
  type SessionSeatsSummary,
  type Wire,
  attendanceText,
  fromWire,
} from '@forum/shared';
import { buildRegistrationWorkbook, registrationExportColumns } from '@forum/shared/spreadsheet';
import type { Knex } from 'knex';
import { expect } from 'vitest';
import { readSeatStates } from '../seats';

/** The current edition's first three open sessions (never literal codes: the suite also runs on 2026). */
export const MODEL_SESSIONS: readonly SessionCode[] = PUBLIC_SESSIONS.slice(0, 3).map((session) => session.code);
/** The invitation-only session of the edition, if it has one (2025: the reception). */
const INVITATION_SESSION: SessionCode | undefined = INVITATION_ONLY_CODES[0];
/** Small capacities, so approval into a full session goes to the waiting list. */
export const MODEL_CAPACITIES = [2, 1, 3] as const;
const BUSINESS_TYPES = [1, 2, 3, 4, 5, 6] as const;
const MANAGE_LINK = /\/registration\/([A-Za-z0-9_%-]+)/;
/** An id nobody has. */
const UNKNOWN_ID = 987_654;

export type Step = 'policy' | 'register' | 'decide' | 'cancel' | 'change' | 'delete' | 'checkin' | 'walkin';

const WEIGHTS: Array<[Step, number]> = [
  ['policy', 8],
  ['register', 28],
  ['decide', 20],
  ['cancel', 6],
  ['change', 10],
  ['delete', 6],
  ['checkin', 12],
  ['walkin', 4],
];

/** A small deterministic generator (mulberry32): a failing seed replays exactly. */
export function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    pick<T>(items: readonly T[]): T | undefined {
      return items.length === 0 ? undefined : items[Math.floor(next() * items.length)];
    },
    step(): Step {
      const total = WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [step, weight] of WEIGHTS) {
        roll -= weight;
        if (roll < 0) return step;
      }
      return 'register';
    },
  };
}

export interface ApprovalModelApi {
  anon(path: string, init?: { method?: string; json?: unknown; body?: string; type?: string }): Promise<Response>;
  admin(path: string, init?: { method?: string; json?: unknown; body?: string; type?: string }): Promise<Response>;
  db: Knex;
}

interface Person {
  id: number;
  token: string;
  email: string;
  status: RegistrationStatus;
  sessions: SessionCode[];
  invited: boolean;
  /** Forum days checked in at the desk. */
  days: Set<1 | 2>;
}

interface Policy {
  mode: 'off' | 'all' | 'biztypes';
  biztypes: number[];
}

export interface ModelRun {
  steps: number;
  counts: Partial<Record<Step, number>>;
  /** What the steps did (a decision's outcome per id, a registration's status...): the run's reach. */
  outcomes: Record<string, number>;
}

async function json<T>(res: Response, status = 200): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
}

/** The token in the first link of `pattern` in an outbox row's content. */
async function tokenInOutbox(db: Knex, where: Record<string, unknown>, pattern: RegExp): Promise<string> {
  const rows = (await db('mail_outbox').where(where).orderBy('id', 'desc').select('content')) as Array<{
    content: string;
  }>;
  for (const row of rows) {
    const found = pattern.exec(row.content);
    if (found) return decodeURIComponent(found[1]!);
  }
  throw new Error(`no link in the outbox for ${JSON.stringify(where)}`);
}

export function createApprovalModel(api: ApprovalModelApi, seed: number) {
  const rng = random(seed);
  const people: Person[] = [];
  /** Ids that existed and are gone (cancelled or deleted): a decision on them is `not_found`. */
  const gone: number[] = [];
  /** Invitation links sent and not yet used. */
  const invitations: string[] = [];
  let policy: Policy = { mode: 'off', biztypes: [] };
  let serial = 0;
  /** Sessions a walk-in was seated in beyond their capacity (until enough seats free again). */
  const overbooked = new Set<SessionCode>();
  const run: ModelRun = { steps: 0, counts: {}, outcomes: {} };
  const saw = (outcome: string) => void (run.outcomes[outcome] = (run.outcomes[outcome] ?? 0) + 1);

  /** The model's own rule: an invitation is approved; otherwise the policy decides. */
  function expectedStatus(biztype: number, invited: boolean): RegistrationStatus {
    if (invited || policy.mode === 'off') return 'approved';
    if (policy.mode === 'all') return 'pending';
    return policy.biztypes.includes(biztype) ? 'pending' : 'approved';
  }

  async function sessionFigures(): Promise<Map<SessionCode, SessionSeatsSummary>> {
    const rows = await json<SessionSeatsSummary[]>(await api.admin('/api/admin/sessions'));
    return new Map(rows.map((row) => [row.code, row]));
  }

  /**
   * Where an approval at this moment puts a person in each chosen session: a seat when one is free
   * and nobody waits, otherwise the end of the line. Updates `figures` as the server does, so ids
   * approved together are placed in their order.
   */
  function place(figures: Map<SessionCode, SessionSeatsSummary>, sessions: readonly SessionCode[]) {
    const seated: SessionCode[] = [];
    const waiting: SessionCode[] = [];
    for (const code of sessions) {
      const figure = figures.get(code)!;
      const free = figure.capacity === null || figure.seated + figure.offered < figure.capacity;
      if (free && figure.waiting === 0) {
        figure.seated += 1;
        seated.push(code);
      } else {
        figure.waiting += 1;
        waiting.push(code);
      }
    }
    return { seated, waiting };
  }

  /** Invitees imported and sent in one go: each link is used once, for one registration. */
  async function inviteMore(count: number): Promise<void> {
    const emails = Array.from({ length: count }, () => `invitee.${seed}.${(serial += 1)}@example.com`);
    const csv = [
      'e-mail,name,company,language,sessions,note,source',
      ...emails.map((email, i) => `${email},Invitee ${i + 1},Model Capital,${i % 2 === 0 ? 'en' : 'ko'},,,Model test`),
    ].join('\n');
    expect(
      await json<{ created: number }>(
        await api.admin('/api/admin/invitations/import', { body: csv, type: 'text/csv; charset=utf-8' }),
      ),
    ).toMatchObject({ created: count });
    const rows = await json<InvitationRow[]>(await api.admin('/api/admin/invitations'));
    const ids = rows.filter((row) => emails.includes(row.email)).map((row) => row.id);
    const sent = await json<{ sent: number[] }>(await api.admin('/api/admin/invitations/send', { json: { ids } }));
    expect(sent.sent.sort((a, b) => a - b)).toEqual(ids.sort((a, b) => a - b));
    for (const email of emails)
      invitations.push(await tokenInOutbox(api.db, { recipient: email }, /\/invite\/([A-Za-z0-9_%-]+)/));
  }

  function registrationBody(email: string, biztype: number, sessions: readonly SessionCode[]) {
    return {
      company: 'Model Capital',
      name: `Model ${serial}`,
      title: 'Partner',
      email,
      phone: '+82-10-1234-5678',
      biztype,
      attend: '',
      attendext: sessions,
      about: 'Model',
      consent: true,
      locale: rng.next() < 0.5 ? 'en' : 'ko',
    };
  }

  function randomSessions(): SessionCode[] {
    const chosen = MODEL_SESSIONS.filter(() => rng.next() < 0.5);
    return chosen.length > 0 ? chosen : [rng.pick(MODEL_SESSIONS)!];
  }

  async function managed(person: Person): Promise<ManagedRegistrant> {
    return fromWire(await json<Wire<ManagedRegistrant>>(await api.anon(`/api/registration/${person.token}`)));
  }

  function forget(person: Person) {
    people.splice(people.indexOf(person), 1);
    gone.push(person.id);
  }

  const steps: Record<Step, () => Promise<void>> = {
    async policy() {
      const mode = rng.pick(['off', 'all', 'biztypes'] as const)!;
      const biztypes = mode === 'biztypes' ? BUSINESS_TYPES.filter(() => rng.next() < 0.5) : [];
      const stored = await json<Policy>(
        await api.admin('/api/admin/approval', { method: 'PUT', json: { mode, biztypes } }),
      );
      policy = { mode, biztypes: [...biztypes].sort((a, b) => a - b) };
      expect(stored).toEqual(policy);
      expect(await json<Policy>(await api.admin('/api/admin/approval'))).toEqual(policy);
      saw(`policy ${mode}`);
    },

    async register() {
      const invited = rng.next() < 0.2;
      if (invited && invitations.length === 0) await inviteMore(6);
      const invitation = invited ? invitations.shift()! : null;
      const biztype = rng.pick(BUSINESS_TYPES)!;
      const sessions = randomSessions();
      if (invitation && INVITATION_SESSION && rng.next() < 0.5) sessions.push(INVITATION_SESSION);
      const email = `model.${seed}.${(serial += 1)}@example.com`;
      const figures = await sessionFigures();
      const result = await json<RegistrationResult>(
        await api.anon('/api/user', {
          json: { ...registrationBody(email, biztype, sessions), ...(invitation ? { invitation } : {}) },
        }),
        201,
      );
      const status = expectedStatus(biztype, invitation !== null);
      expect(result.status, `status of a ${invitation ? 'invited ' : ''}type ${biztype} under ${policy.mode}`).toBe(
        status,
      );
      // A pending registration holds no seat and no place in line.
      const placed = status === 'approved' ? place(figures, sessions) : { seated: [], waiting: [] };
      expect([...result.seated].sort()).toEqual([...placed.seated].sort());
      expect([...result.waiting].sort()).toEqual([...placed.waiting].sort());
      const token = await tokenInOutbox(api.db, { registrant_id: result.id }, MANAGE_LINK);
      people.push({ id: result.id, token, email, status, sessions, invited: invitation !== null, days: new Set() });
      saw(`register ${invitation ? 'invited ' : ''}${status}`);
    },

    async decide() {
      const decision = rng.next() < 0.6 ? ('approve' as const) : ('decline' as const);
      // Mostly those waiting for a decision, with some already decided, gone or unknown.
      const pending = people.filter((person) => person.status === 'pending');
      const ids: number[] = pending.filter(() => rng.next() < 0.6).map((person) => person.id);
      for (let i = 0; i < 3; i += 1) if (rng.next() < 0.3 && people.length > 0) ids.push(rng.pick(people)!.id);
      if (rng.next() < 0.2 && gone.length > 0) ids.push(rng.pick(gone)!);
      if (rng.next() < 0.15) ids.push(UNKNOWN_ID);
      if (rng.next() < 0.15 && ids.length > 0) ids.push(ids[0]!);
      if (ids.length === 0) {
        const any = rng.pick(people);
        ids.push(any ? any.id : UNKNOWN_ID);
      }
      const figures = await sessionFigures();
      const want: ApprovalResult = { approved: [], declined: [], skipped: [] };
      const placed = new Map<number, { seated: SessionCode[]; waiting: SessionCode[] }>();
      for (const id of [...new Set(ids)]) {
        const person = people.find((candidate) => candidate.id === id);
        if (!person) want.skipped.push({ id, code: 'not_found' });
        else if (person.status === 'approved') want.skipped.push({ id, code: 'already_approved' });
        else if (decision === 'decline' && person.status === 'declined')
          want.skipped.push({ id, code: 'already_declined' });
        else if (decision === 'decline') want.declined.push(id);
        else {
          want.approved.push(id);
          placed.set(id, place(figures, person.sessions));
        }
      }
      const got = await json<ApprovalResult>(await api.admin('/api/admin/approvals', { json: { ids, decision } }));
      expect(got).toEqual(want);
      for (const { code } of got.skipped) saw(`skipped ${code}`);
      for (const id of got.declined) {
        saw(`declined ${people.find((person) => person.id === id)!.status}`);
        people.find((person) => person.id === id)!.status = 'declined';
      }
      const states = await readSeatStates(api.db);
      for (const id of got.approved) {
        const person = people.find((candidate) => candidate.id === id)!;
        saw(`approved ${person.status}`);
        person.status = 'approved';
        // The confirmation carries a new manage link; the earlier one stops working.
        person.token = await tokenInOutbox(api.db, { registrant_id: id }, MANAGE_LINK);
        // Seats at that moment: a full session puts them at the end of its line.
        const { seated, waiting } = placed.get(id)!;
        for (const code of seated) expect(states.get(id)?.[code]?.status, `approved ${id} ${code}`).toBe('seated');
        for (const code of waiting) expect(states.get(id)?.[code]?.status, `approved ${id} ${code}`).toBe('waiting');
        if (waiting.length > 0) saw('approved into a full session');
      }
    },

    async cancel() {
      const person = rng.pick(people);
      if (!person) return;
      expect((await api.anon(`/api/registration/${person.token}`, { method: 'DELETE' })).status).toBe(204);
      saw(`cancel ${person.status}`);
      forget(person);
    },

    async change() {
      const person = rng.pick(people.filter((candidate) => candidate.status === 'pending'));
      if (!person) return;
      const current = await managed(person);
      const sessions = randomSessions();
      const res = await api.anon(`/api/registration/${person.token}`, {
        method: 'PATCH',
        json: {
          company: current.company,
          name: current.name,
          title: current.title,
          phone: current.phone,
          biztype: current.businessType,
          attend: current.attend,
          attendext: sessions,
          about: current.about,
          email: current.email,
        },
      });
      const changed = fromWire(await json<Wire<ManagedRegistrant>>(res));
      // Still under review, and still no seat.
      expect(changed.status).toBe('pending');
      expect(changed.seats ?? {}).toEqual({});
      person.sessions = sessions;
    },

    async delete() {
      const person = rng.pick(people);
      if (!person) return;
      expect((await api.admin(`/api/user/${person.id}`, { method: 'DELETE' })).status).toBe(204);
      saw(`delete ${person.status}`);
      forget(person);
    },

    /** A walk-in: registered and checked in by the desk, approved whatever the policy, seated regardless. */
    async walkin() {
      const biztype = rng.pick(BUSINESS_TYPES)!;
      const sessions = randomSessions();
      const day = rng.pick([1, 2] as const)!;
      const email = `walkin.${seed}.${(serial += 1)}@example.com`;
      const figures = await sessionFigures();
      const { id } = await json<{ id: number }>(
        await api.admin('/api/user/onsite', {
          json: { ...registrationBody(email, biztype, sessions), day, desk: 'A' },
        }),
        201,
      );
      for (const code of sessions) {
        const figure = figures.get(code)!;
        if (figure.capacity !== null && figure.seated + figure.offered + 1 > figure.capacity) overbooked.add(code);
      }
      const token = await tokenInOutbox(api.db, { registrant_id: id }, MANAGE_LINK);
      people.push({ id, token, email, status: 'approved', sessions, invited: false, days: new Set([day]) });
      saw(`walkin under ${policy.mode}`);
    },

    async checkin() {
      const person = rng.pick(people);
      if (!person) return;
      const list = (await json<Wire<Registrant>[]>(await api.admin('/api/user/list'))).map((row) => fromWire(row));
      const code = list.find((row) => row.id === person.id)!.checkinCode;
      const day = rng.pick([1, 2] as const)!;
      const res = await api.admin('/api/checkin', { json: { code, day, desk: 'A' } });
      if (person.status === 'approved') {
        expect(res.status, await res.clone().text()).toBe(200);
        person.days.add(day);
      } else {
        expect(res.status).toBe(409);
        expect(((await res.json()) as { error: { code: string } }).error.code).toBe('not_approved');
      }
      saw(`checkin ${person.status}`);
    },
  };

  /** Every reader against the model. */
  async function check(label: string, locale: 'en' | 'ko') {
    const byId = new Map(people.map((person) => [person.id, person]));
    const ids = people.map((person) => person.id).sort((a, b) => a - b);
    const count = (status: RegistrationStatus) => people.filter((person) => person.status === status).length;

    // The admin list: everyone there, each with the model's status. The list's status filter and the
    // approval screen's queue and counts are drawn from this field.
    const list = (await json<Wire<Registrant>[]>(await api.admin('/api/user/list'))).map((row) => fromWire(row));
    expect(
      list.map((row) => row.id).sort((a, b) => a - b),
      `${label} list ids`,
    ).toEqual(ids);
    for (const row of list)
      expect(row.status ?? 'approved', `${label} list status ${row.id}`).toBe(byId.get(row.id)!.status);
    for (const status of REGISTRATION_STATUSES)
      expect(list.filter((row) => (row.status ?? 'approved') === status).length, `${label} list ${status}`).toBe(
        count(status),
      );

    // The seats: nothing for a pending or declined person; one place per chosen session once approved.
    const states = await readSeatStates(api.db);
    for (const person of people) {
      const mine: SeatStates = states.get(person.id) ?? {};
      if (person.status === 'approved')
        expect(Object.keys(mine).sort(), `${label} seats of ${person.id}`).toEqual([...person.sessions].sort());
      else expect(mine, `${label} no seat for ${person.status} ${person.id}`).toEqual({});
    }
    const figures = await sessionFigures();
    for (const code of MODEL_SESSIONS) {
      const held = (status: string) =>
        people.filter((person) => person.status === 'approved' && states.get(person.id)?.[code]?.status === status)
          .length;
      const figure = figures.get(code)!;
      expect(
        { seated: figure.seated, offered: figure.offered, waiting: figure.waiting },
        `${label} ${code} figures`,
      ).toEqual({ seated: held('seated'), offered: held('offered'), waiting: held('waiting') });
      // Never more taken than the capacity, a walk-in's seat aside (seated regardless, until seats free).
      if (figure.capacity !== null && figure.seated + figure.offered <= figure.capacity) overbooked.delete(code);
      if (figure.capacity !== null && !overbooked.has(code))
        expect(figure.seated + figure.offered, `${label} ${code} taken`).toBeLessThanOrEqual(figure.capacity);
      // Seated in it and checked in on its day (only approved people get in).
      const day = SESSIONS.find((session) => session.code === code)!.day;
      expect(figure.checkedIn, `${label} ${code} checked in`).toBe(
        people.filter((person) => states.get(person.id)?.[code]?.status === 'seated' && person.days.has(day)).length,
      );
      if (figure.capacity === null || figure.seated + figure.offered < figure.capacity)
        expect(figure.waiting, `${label} ${code} waiting beside a free seat`).toBe(0);
    }

    // The export: its rows, and the workbook read back (status column and session cells).
    const exported = (
      await json<Wire<Registrant>[]>(
        await api.admin('/api/user/export', { method: 'POST', json: { reason: 'model test' } }),
      )
    ).map((row) => fromWire(row));
    expect(
      exported.map((row) => row.id).sort((a, b) => a - b),
      `${label} export ids`,
    ).toEqual(ids);
    for (const row of exported)
      expect(row.status ?? 'approved', `${label} export status`).toBe(byId.get(row.id)!.status);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(buildRegistrationWorkbook(exported, { locale })) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const columns = registrationExportColumns(locale);
    const header = (sheet.getRow(1).values as unknown[]).slice(1).map((value) => String(value ?? ''));
    const at = (id: string) => columns.findIndex((column) => column.id === id);
    expect(header[at('status')]).toBe(STATUS_COLUMN[locale]);
    for (const [index, row] of exported.entries()) {
      const cells = (sheet.getRow(index + 2).values as unknown[]).slice(1).map((value) => String(value ?? ''));
      const person = byId.get(row.id)!;
      expect(cells[at('email')]).toBe(person.email);
      expect(cells[at('status')], `${label} workbook status ${row.id}`).toBe(STATUS_WORDS[locale][person.status]);
      for (const code of MODEL_SESSIONS) {
        const want = !person.sessions.includes(code)
          ? attendanceText(person.sessions, code, {}, locale)
          : person.status === 'approved'
            ? attendanceText(person.sessions, code, states.get(person.id) ?? {}, locale)
            : STATUS_WORDS[locale][person.status];
        expect(cells[at(code)], `${label} workbook ${code} of ${row.id}`).toBe(want);
      }
    }

    // Message audiences by approval status.
    for (const approval of [['approved'], ['pending'], ['declined'], ['pending', 'declined']] as const) {
      const { recipients } = await json<{ recipients: number }>(
        await api.admin('/api/admin/messages/audience', { json: { audience: { approval } } }),
      );
      expect(recipients, `${label} audience ${approval.join('+')}`).toBe(
        approval.reduce((sum, status) => sum + count(status), 0),
      );
    }

    // The desk: its roster carries the status and shows no session for those not approved; its
    // counts count who checked in.
    const roster = await json<Wire<CheckinRoster>>(await api.admin('/api/checkin/roster'));
    const entries = (roster.registrants as unknown as Array<Record<string, unknown>>).map(
      (entry) => fromWire(entry) as unknown as { id: number; status: RegistrationStatus; sessions: SessionCode[] },
    );
    expect(
      entries.map((entry) => entry.id).sort((a, b) => a - b),
      `${label} roster ids`,
    ).toEqual(ids);
    for (const entry of entries) {
      const person = byId.get(entry.id)!;
      expect(entry.status, `${label} roster status ${entry.id}`).toBe(person.status);
      if (person.status !== 'approved') expect(entry.sessions, `${label} roster sessions ${entry.id}`).toEqual([]);
    }
    const desk = await json<CheckinCounts>(await api.admin('/api/checkin/counts'));
    for (const day of desk.days) {
      expect(day.checkedIn, `${label} desk day ${day.day}`).toBe(people.filter((p) => p.days.has(day.day)).length);
      // Those the desk would turn away are not among those it expects.
      expect(day.registered, `${label} desk registered day ${day.day}`).toBe(count('approved'));
    }

    // The manage page: the status, and no seat before approval.
    for (const person of people) {
      const page = await managed(person);
      expect(page.status, `${label} manage page ${person.id}`).toBe(person.status);
      expect(Object.keys(page.seats ?? {}).sort(), `${label} manage seats ${person.id}`).toEqual(
        person.status === 'approved' ? [...person.sessions].sort() : [],
      );
    }

    // The invitation list: each invitee's registration, as long as it stands.
    const rows = await json<InvitationRow[]>(await api.admin('/api/admin/invitations'));
    for (const person of people.filter((candidate) => candidate.invited)) {
      expect(
        rows.find((row) => row.registrationId === person.id),
        `${label} invitation of ${person.id}`,
      ).toMatchObject({
        state: 'registered',
      });
    }
  }

  return {
    run,
    people,
    edition: EDITION.year,
    async step(index: number) {
      const step = rng.step();
      await steps[step]();
      run.steps += 1;
      run.counts[step] = (run.counts[step] ?? 0) + 1;
      await check(`step ${index} (${step}, seed ${seed})`, index % 2 === 0 ? 'en' : 'ko');
    },
    check,
  };
}

export type ApprovalModel = ReturnType<typeof createApprovalModel>;
