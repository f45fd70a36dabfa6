/**
 * The model-based test's machinery (waitingListModel.test.ts): random steps against the API over
 * HTTP, and after each step every reader of seats compared with the seats feature's own answer,
 * with the invariants of decision record 0006. Kept apart from the test so the short
 * two-process run and the long runs share it.
 */
import {
  type AudienceSeatStatus,
  type ManagedRegistrant,
  type Registrant,
  type SeatStates,
  type SessionAvailability,
  type SessionCode,
  type SessionSeatsSummary,
  type RegistrationStats,
  type Wire,
  EDITION,
  SESSIONS,
  attendanceText,
  editionSession,
  fromWire,
} from '@forum/shared';
import { registrationExportRow } from '@forum/shared/spreadsheet';
import type { Knex } from 'knex';
import { expect } from 'vitest';
import { AVAILABILITY_CACHE_MS, readSeatCounts, readSeatStates } from '../../features/seats';
import { currentEditionYear } from '../testServer';

export const MODEL_SESSIONS = ['day11', 'day12', 'day21'] as const satisfies readonly SessionCode[];
type ModelSession = (typeof MODEL_SESSIONS)[number];

export type Step =
  | 'register'
  | 'cancel'
  | 'drop'
  | 'add'
  | 'claim'
  | 'reclaim'
  | 'expire'
  | 'capacity'
  | 'overbook'
  | 'delete'
  | 'rejoin';

const WEIGHTS: Array<[Step, number]> = [
  ['register', 22],
  ['cancel', 5],
  ['drop', 7],
  ['add', 5],
  ['claim', 14],
  ['reclaim', 4],
  ['expire', 8],
  ['capacity', 8],
  ['overbook', 3],
  ['delete', 5],
  ['rejoin', 10],
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
    int: (n: number) => Math.floor(next() * n),
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

export interface ModelApi {
  /** Registrant-side calls: alternated between the processes in the two-process run. */
  anon(path: string, init?: { method?: string; json?: unknown }): Promise<Response>;
  /** Admin calls (one process: the access log's writer with the test key). */
  admin(path: string, init?: { method?: string; json?: unknown }): Promise<Response>;
  /** Every process's base call, for the readers that must agree in each. */
  anonEach: Array<(path: string) => Promise<Response>>;
  db: Knex;
  /** Moves the clock past every open offer (the in-process clock), or waits the offers out (real time). */
  letOffersExpire(): Promise<void>;
  /** The manage token of a registrant, read from its latest mail with a link. */
  tokenOf(id: number): Promise<string>;
  /**
   * Real time only (the two-process run, where offers last seconds): before a check or a claim,
   * waits out an offer about to lapse, so nothing lapses between two readings. Null: a frozen clock.
   */
  realTime: { marginMs: number } | null;
}

interface Person {
  id: number;
  token: string;
}

export interface ModelRun {
  steps: number;
  counts: Partial<Record<Step, number>>;
  /** What the steps did (a claim that seated, a rejoin refused by the limit...): the run's reach. */
  outcomes: Record<string, number>;
}

async function json<T>(res: Response, status = 200): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
}

/** The sessions' names as `{sessions}` writes them (the first words of each line). */
function sessionLineName(code: SessionCode, locale: 'en' | 'ko'): string {
  return editionSession(EDITION, code).title[locale];
}

export function createModel(api: ModelApi, seed: number) {
  const rng = random(seed);
  const people: Person[] = [];
  /** Sessions where a manager seated beyond capacity or cut it below the seats held. */
  const relaxed = new Set<SessionCode>();
  let messageId: number | null = null;
  const run: ModelRun = { steps: 0, counts: {}, outcomes: {} };
  const saw = (outcome: string) => void (run.outcomes[outcome] = (run.outcomes[outcome] ?? 0) + 1);

  const registrationBody = (sessions: readonly SessionCode[], locale: 'en' | 'ko') => ({
    company: 'Model Capital',
    name: `Model ${people.length + 1}`,
    title: 'Partner',
    email: `model.${seed}.${people.length + 1}.${Math.random().toString(36).slice(2, 8)}@example.com`,
    phone: '+82-10-1234-5678',
    biztype: 1,
    attend: '',
    attendext: sessions,
    about: 'other',
    aboutOther: 'Model',
    consent: true,
    locale,
  });

  async function feature(): Promise<Map<number, SeatStates>> {
    return readSeatStates(api.db, currentEditionYear);
  }

  /** With real time: waits until no open offer ends within the margin (see ModelApi.realTime). */
  async function settle(): Promise<void> {
    if (!api.realTime) return;
    for (;;) {
      const ends = [...(await feature()).values()].flatMap((states) =>
        Object.values(states).flatMap((state) => (state?.offerExpiresAt ? [Date.parse(state.offerExpiresAt)] : [])),
      );
      const soon = ends.filter((end) => end - Date.now() < api.realTime!.marginMs);
      if (soon.length === 0) return;
      await new Promise((resolve) => setTimeout(resolve, Math.max(...soon) - Date.now() + 150));
      // Let them run out (any reader does).
      await api.admin('/api/admin/sessions');
    }
  }

  async function managed(person: Person): Promise<ManagedRegistrant> {
    return fromWire(await json<Wire<ManagedRegistrant>>(await api.anon(`/api/registration/${person.token}`)));
  }

  async function change(person: Person, sessions: SessionCode[]) {
    const current = await managed(person);
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
    expect(res.status, await res.clone().text()).toBe(200);
  }

  async function outboxCount(id: number, kind?: string): Promise<number> {
    const query = api.db('mail_outbox').where({ registrant_id: id });
    if (kind) query.andWhere({ kind });
    const [row] = (await query.count({ n: '*' })) as Array<{ n: number | string }>;
    return Number(row?.n ?? 0);
  }

  async function revisionOf(id: number): Promise<number> {
    const row = (await api.db('registrants').where({ id }).first('revision')) as { revision: number } | undefined;
    return Number(row?.revision ?? -1);
  }

  function statusIn(states: Map<number, SeatStates>, id: number, session: SessionCode) {
    return states.get(id)?.[session]?.status;
  }

  const steps: Record<Step, () => Promise<void>> = {
    async register() {
      const chosen = MODEL_SESSIONS.filter(() => rng.next() < 0.5);
      const sessions: SessionCode[] = chosen.length > 0 ? chosen : [rng.pick(MODEL_SESSIONS)!];
      const res = await api.anon('/api/user', { json: registrationBody(sessions, rng.next() < 0.5 ? 'en' : 'ko') });
      const { id } = await json<{ id: number }>(res, 201);
      people.push({ id, token: await api.tokenOf(id) });
    },

    async cancel() {
      const person = rng.pick(people);
      if (!person) return;
      expect((await api.anon(`/api/registration/${person.token}`, { method: 'DELETE' })).status).toBe(204);
      people.splice(people.indexOf(person), 1);
    },

    async delete() {
      const person = rng.pick(people);
      if (!person) return;
      expect((await api.admin(`/api/user/${person.id}`, { method: 'DELETE' })).status).toBe(204);
      people.splice(people.indexOf(person), 1);
    },

    async drop() {
      const person = rng.pick(people);
      if (!person) return;
      const { sessions } = await managed(person);
      if (sessions.length < 2) return;
      const dropped = rng.pick(sessions)!;
      await change(
        person,
        sessions.filter((code) => code !== dropped),
      );
    },

    async add() {
      const person = rng.pick(people);
      if (!person) return;
      const { sessions } = await managed(person);
      const added = rng.pick(MODEL_SESSIONS.filter((code) => !sessions.includes(code)));
      if (!added) return;
      await change(person, [...sessions, added]);
    },

    async claim() {
      await settle();
      const states = await feature();
      const offered = people.flatMap((person) =>
        MODEL_SESSIONS.filter((code) => statusIn(states, person.id, code) === 'offered').map((code) => ({
          person,
          code,
        })),
      );
      const target =
        rng.next() < 0.75 && offered.length > 0
          ? rng.pick(offered)!
          : { person: rng.pick(people), code: rng.pick(MODEL_SESSIONS)! };
      if (!target.person) return;
      const before = statusIn(states, target.person.id, target.code);
      const mails = await outboxCount(target.person.id);
      const revision = await revisionOf(target.person.id);
      const res = await api.anon(`/api/registration/${target.person.token}/claim`, {
        method: 'POST',
        json: { session: target.code },
      });
      const after = statusIn(await feature(), target.person.id, target.code);
      saw(`claim ${before ?? 'none'}`);
      if (before === 'offered') {
        // Not lapsed (each step's check let lapsed offers run out first): the seat is theirs.
        expect(res.status).toBe(200);
        expect(after).toBe('seated');
        expect(await outboxCount(target.person.id, 'update')).toBeGreaterThan(0);
      } else if (before === 'seated') {
        expect(res.status).toBe(200);
        expect(await outboxCount(target.person.id)).toBe(mails);
        expect(await revisionOf(target.person.id)).toBe(revision);
      } else {
        expect(res.status).toBe(409);
        const body = (await res.json()) as { error: { code: string } };
        expect(body.error.code).toBe(before === 'expired' ? 'offer_expired' : 'no_offer');
        expect(after).toBe(before);
        expect(await outboxCount(target.person.id)).toBe(mails);
      }
    },

    /** A second claim of a seat already held: 200, no mail, no new revision. */
    async reclaim() {
      const states = await feature();
      const seated = people.flatMap((person) =>
        MODEL_SESSIONS.filter((code) => statusIn(states, person.id, code) === 'seated').map((code) => ({
          person,
          code,
        })),
      );
      const target = rng.pick(seated);
      if (!target) return;
      const mails = await outboxCount(target.person.id);
      const revision = await revisionOf(target.person.id);
      const res = await api.anon(`/api/registration/${target.person.token}/claim`, {
        method: 'POST',
        json: { session: target.code },
      });
      expect(res.status).toBe(200);
      expect(await outboxCount(target.person.id)).toBe(mails);
      expect(await revisionOf(target.person.id)).toBe(revision);
    },

    async expire() {
      const states = await feature();
      const offered = people.flatMap((person) =>
        MODEL_SESSIONS.filter((code) => statusIn(states, person.id, code) === 'offered').map((code) => ({
          person,
          code,
        })),
      );
      const expiredMails = new Map(
        await Promise.all(
          offered.map(async ({ person }) => [person.id, await outboxCount(person.id, 'offer_expired')] as const),
        ),
      );
      await api.letOffersExpire();
      // Any reader lets them run out; the admin's figures are one.
      await api.admin('/api/admin/sessions');
      const after = await feature();
      for (const { person, code } of offered) {
        expect(statusIn(after, person.id, code)).toBe('expired');
        // Each is told (one mail per lapsed offer; a person may have had more than one).
        expect(await outboxCount(person.id, 'offer_expired')).toBeGreaterThan(expiredMails.get(person.id)!);
      }
    },

    async capacity() {
      const code = rng.pick(MODEL_SESSIONS)!;
      const capacity = rng.pick([null, 1, 2, 3, 4] as const)!;
      const before = (await json<SessionSeatsSummary[]>(await api.admin('/api/admin/sessions'))).find(
        (session) => session.code === code,
      )!;
      if (capacity !== null && before.seated + before.offered > capacity) relaxed.add(code);
      expect((await api.admin(`/api/admin/sessions/${code}`, { method: 'PUT', json: { capacity } })).status).toBe(200);
    },

    async overbook() {
      const person = rng.pick(people);
      if (!person) return;
      const code = rng.pick(MODEL_SESSIONS)!;
      const res = await api.admin(`/api/admin/sessions/${code}/seat`, {
        method: 'POST',
        json: { registrantId: person.id },
      });
      expect(res.status).toBe(200);
      relaxed.add(code);
      expect(statusIn(await feature(), person.id, code)).toBe('seated');
    },

    async rejoin() {
      const states = await feature();
      const expired = people.flatMap((person) =>
        MODEL_SESSIONS.filter((code) => statusIn(states, person.id, code) === 'expired').map((code) => ({
          person,
          code,
        })),
      );
      const target =
        rng.next() < 0.8 && expired.length > 0
          ? rng.pick(expired)!
          : { person: rng.pick(people), code: rng.pick(MODEL_SESSIONS)! };
      if (!target.person) return;
      const before = statusIn(states, target.person.id, target.code);
      const waitingBefore = [...states.values()].filter((s) => s[target.code]?.status === 'waiting').length;
      const mails = await outboxCount(target.person.id);
      const res = await api.anon(`/api/registration/${target.person.token}/rejoin`, {
        method: 'POST',
        json: { session: target.code },
      });
      saw(`rejoin ${res.status === 429 ? 'limited' : (before ?? 'none')}`);
      if (res.status === 429) {
        // The per-link limit: nothing changes, nobody is mailed.
        expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
        expect(statusIn(await feature(), target.person.id, target.code)).toBe(before);
        expect(await outboxCount(target.person.id)).toBe(mails);
        return;
      }
      const after = (await feature()).get(target.person.id)?.[target.code];
      if (before === 'expired') {
        const { waiting } = await json<{ waiting: number }>(res);
        if (waiting === 0) {
          // Nobody else waited and a seat was free: offered at once, as the first in line.
          expect(after?.status).toBe('offered');
        } else {
          // At the end of the line.
          expect(after).toEqual({ status: 'waiting', number: waitingBefore + 1 });
          expect(waiting).toBe(waitingBefore + 1);
          expect(await outboxCount(target.person.id, 'rejoined')).toBeGreaterThan(0);
        }
      } else if (before === 'waiting') {
        // A repeat changes nothing and mails nobody.
        const { waiting } = await json<{ waiting: number }>(res);
        expect(waiting).toBe(after?.number);
        expect(after?.status).toBe('waiting');
        expect(await outboxCount(target.person.id)).toBe(mails);
      } else {
        expect(res.status).toBe(409);
        expect(((await res.json()) as { error: { code: string } }).error.code).toBe('nothing_to_rejoin');
        expect(after?.status).toBe(before);
        expect(await outboxCount(target.person.id)).toBe(mails);
      }
    },
  };

  /** Every reader against the feature's own answer, and the invariants of decision record 0006. */
  async function check(label: string) {
    await settle();
    // Lapsed offers run out before anyone reads (the admin's figures do it).
    const admin = await json<SessionSeatsSummary[]>(await api.admin('/api/admin/sessions'));
    const states = await feature();
    const { counts: own, capacities } = await readSeatCounts(api.db, currentEditionYear);

    // The feature's counts from its own places.
    for (const code of MODEL_SESSIONS) {
      const count = own.get(code)!;
      const places = [...states.values()].map((s) => s[code]).filter((place) => place !== undefined);
      for (const status of ['seated', 'offered', 'waiting', 'expired'] as const)
        expect(places.filter((place) => place.status === status).length, `${label} ${code} ${status}`).toBe(
          count[status],
        );
      // Waiting numbers are 1..n in arrival order.
      expect(
        places
          .filter((place) => place.status === 'waiting')
          .map((place) => place.number)
          .sort((a, b) => a! - b!),
      ).toEqual(Array.from({ length: count.waiting }, (_, i) => i + 1));
      const capacity = capacities.get(code)?.capacity ?? null;
      // Never more taken than the capacity (a manager's overbooking or cut aside).
      if (capacity !== null && count.seated + count.offered <= capacity) relaxed.delete(code);
      if (capacity !== null && !relaxed.has(code))
        expect(count.seated + count.offered, `${label} ${code} taken`).toBeLessThanOrEqual(capacity);
      // A free seat while people wait always goes to the first of them.
      if (capacity === null || count.seated + count.offered < capacity)
        expect(count.waiting, `${label} ${code} waiting beside a free seat`).toBe(0);

      const expected = {
        code,
        capacity,
        seated: count.seated,
        offered: count.offered,
        waiting: count.waiting,
        full: capacity !== null && (count.seated + count.offered >= capacity || count.waiting > 0),
      };
      expect(
        admin.find((session) => session.code === code),
        `${label} admin sessions`,
      ).toMatchObject({
        ...expected,
        expired: count.expired,
      });
      for (const read of api.anonEach) {
        // Another process's change shows within the public figures' cache (at most a second).
        const started = Date.now();
        for (;;) {
          const pub = await json<SessionAvailability[]>(await read('/api/sessions'));
          const got = pub.find((session) => session.code === code);
          if (Date.now() - started > AVAILABILITY_CACHE_MS + 300 || JSON.stringify(got) === JSON.stringify(expected)) {
            expect(got, `${label} GET /api/sessions`).toEqual(expected);
            break;
          }
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    }
    const stats = await json<RegistrationStats>(await api.admin('/api/admin/stats'));
    expect(stats.sessions, `${label} stats`).toEqual(admin);

    // The list, its cells and the export.
    const list = (await json<Wire<Registrant>[]>(await api.admin('/api/user/list'))).map((row) => fromWire(row));
    const exported = (
      await json<Wire<Registrant>[]>(
        await api.admin('/api/user/export', { method: 'POST', json: { reason: 'model test' } }),
      )
    ).map((row) => fromWire(row));
    const byId = (a: number, b: number) => a - b;
    expect(list.map((r) => r.id).sort(byId)).toEqual(people.map((p) => p.id).sort(byId));
    expect(exported.map((r) => r.id)).toEqual(list.map((r) => r.id));
    for (const [index, registrant] of list.entries()) {
      const mine = states.get(registrant.id) ?? {};
      expect(registrant.seats ?? {}, `${label} list seats of ${registrant.id}`).toEqual(mine);
      // Exactly one state per chosen session, none for the others.
      expect(Object.keys(mine).sort()).toEqual([...registrant.sessions].sort());
      const row = registrationExportRow(exported[index]!, index, 'en');
      const rowKo = registrationExportRow(exported[index]!, index, 'ko');
      for (const code of MODEL_SESSIONS) {
        const column = SESSIONS.findIndex((session) => session.code === code) + 7;
        const want = attendanceText(registrant.sessions, code, mine, 'en');
        expect(row[column], `${label} export cell`).toBe(want);
        expect(rowKo[column]).toBe(attendanceText(registrant.sessions, code, mine, 'ko'));
        const status = mine[code]?.status;
        if (status === 'seated') expect(want).toBe('attended');
        if (status === undefined) expect(want).toBe('absent');
        if (status === 'expired') expect([want, rowKo[column]]).toEqual(['offer expired', '제안 만료']);
        if (status === 'waiting') expect(want).toBe(`waiting ${mine[code]!.number}`);
        if (status === 'offered') expect(want).toMatch(/^offered until \d+\/\d+ \d+:\d\d$/);
      }
    }

    // Message audiences: each status in each session, and in any session.
    for (const status of ['seated', 'offered', 'waiting', 'expired'] as const satisfies AudienceSeatStatus[]) {
      for (const code of [...MODEL_SESSIONS, null]) {
        const audience = code ? { sessions: [code], status: [status] } : { status: [status] };
        const { recipients } = await json<{ recipients: number }>(
          await api.admin('/api/admin/messages/audience', { method: 'POST', json: { audience } }),
        );
        const want = list.filter((registrant) =>
          (code ? [code] : registrant.sessions).some((c) => states.get(registrant.id)?.[c]?.status === status),
        ).length;
        expect(recipients, `${label} audience ${status} ${code ?? 'any'}`).toBe(want);
      }
    }

    // `{sessions}` in a message: the sessions the person is seated in.
    const sample = rng.pick(list);
    if (sample) {
      messageId ??= (
        await json<{ id: number }>(
          await api.admin('/api/admin/messages', {
            method: 'POST',
            json: {
              audience: {},
              subject: { en: 'Model', ko: 'Model' },
              body: { en: '{sessions}', ko: '{sessions}' },
            },
          }),
          201,
        )
      ).id;
      const preview = await json<{ text: string }>(
        await api.admin(`/api/admin/messages/${messageId}/preview?registrantId=${sample.id}`),
      );
      for (const code of MODEL_SESSIONS) {
        const name = sessionLineName(code, sample.locale);
        const seated = states.get(sample.id)?.[code]?.status === 'seated';
        expect(preview.text.includes(`- ${name}:`), `${label} {sessions} ${code}`).toBe(seated);
      }
    }

    // The desk's roster: the sessions each person is seated in.
    const roster = await json<{ registrants: Record<string, unknown>[] }>(await api.admin('/api/checkin/roster'));
    for (const entry of roster.registrants) {
      const person = fromWire(entry) as { id: number; sessions: SessionCode[] };
      const seated = MODEL_SESSIONS.filter((code) => states.get(person.id)?.[code]?.status === 'seated');
      expect([...person.sessions].sort(), `${label} desk ${person.id}`).toEqual(seated.sort());
    }

    // The manage page of each person, through each process.
    for (const person of people) {
      for (const read of api.anonEach) {
        const page = fromWire(await json<Wire<ManagedRegistrant>>(await read(`/api/registration/${person.token}`)));
        expect(page.seats ?? {}, `${label} manage page ${person.id}`).toEqual(states.get(person.id) ?? {});
      }
    }
  }

  return {
    run,
    people,
    async step(index: number) {
      const step = rng.step();
      await settle();
      await steps[step]();
      run.steps += 1;
      run.counts[step] = (run.counts[step] ?? 0) + 1;
      await check(`step ${index} (${step}, seed ${seed})`);
    },
    check,
  };
}

export type Model = ReturnType<typeof createModel>;
export type { ModelSession };
