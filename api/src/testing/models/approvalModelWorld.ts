/**
 * The approval model's world (approvalModel.test.ts): what the model believes about the forum
 * (people with their status, decision, sessions, meeting profile and last mail; the invitations;
 * the drafts of messages and their audiences; the policy), the HTTP calls it makes, and its small
 * deterministic random generator. The steps (approvalModelSteps.ts) change it through the API; the
 * readers (approvalModelReaders.ts) compare every reader of a status with it.
 */
import {
  type DeclineReason,
  INVITATION_ONLY_CODES,
  type MeetingRole,
  type MessageAudience,
  PUBLIC_SESSIONS,
  type RegistrationStatus,
  type SeatStates,
  type SessionCode,
  type SessionSeatsSummary,
} from '@forum/shared';
import type { Knex } from 'knex';
import { expect } from 'vitest';

/** The current edition's first three open sessions (never literal codes: the suite also runs on 2026). */
export const MODEL_SESSIONS: readonly SessionCode[] = PUBLIC_SESSIONS.slice(0, 3).map((session) => session.code);
/** The invitation-only session of the edition, if it has one (2025: the reception). */
export const INVITATION_SESSION: SessionCode | undefined = INVITATION_ONLY_CODES[0];
/** Small capacities, so approval into a full session goes to the waiting list. */
export const MODEL_CAPACITIES = [2, 1, 3] as const;
export const BUSINESS_TYPES = [1, 2, 3, 4, 5, 6] as const;
export const MANAGE_LINK = /\/registration\/([A-Za-z0-9_%-]+)/;
export const INVITE_LINK = /\/invite\/([A-Za-z0-9_%-]+)/;
/** An id nobody has. */
export const UNKNOWN_ID = 987_654;

export type Step =
  | 'policy'
  | 'register'
  | 'decide'
  | 'resend'
  | 'cancel'
  | 'change'
  | 'delete'
  | 'checkin'
  | 'walkin'
  | 'capacity'
  | 'claim'
  | 'meeting'
  | 'badge'
  | 'message';

export const WEIGHTS: Array<[Step, number]> = [
  ['policy', 7],
  ['register', 24],
  ['decide', 16],
  ['resend', 7],
  ['cancel', 5],
  ['change', 7],
  ['delete', 4],
  ['checkin', 8],
  ['walkin', 3],
  ['capacity', 6],
  ['claim', 5],
  ['meeting', 9],
  ['badge', 4],
  ['message', 6],
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
export type Random = ReturnType<typeof random>;

export interface CallInit {
  method?: string;
  json?: unknown;
  body?: string;
  type?: string;
}

export interface ApprovalModelApi {
  anon(path: string, init?: CallInit): Promise<Response>;
  admin(path: string, init?: CallInit): Promise<Response>;
  db: Knex;
  /** The manager the model acts as: decisions name this account. */
  adminEmail: string;
}

/** An invitation the model imported and sent: for its own address only. */
export interface Invitation {
  token: string;
  email: string;
  name: string;
  /** Used to register (stays used after a cancel: only its invitee may use it again). */
  used: boolean;
}

export interface Person {
  id: number;
  token: string;
  email: string;
  name: string;
  status: RegistrationStatus;
  sessions: SessionCode[];
  /** The invitation it registered through. */
  invitation: Invitation | null;
  /** Forum days checked in at the desk. */
  days: Set<1 | 2>;
  /** The latest manager's decision on it (none for one approved at once, invited or a walk-in). */
  decision: { decision: 'approve' | 'decline'; reason: DeclineReason | null } | null;
  /** The kind of the last mail queued for it (the manage page's mail names it). */
  lastMail: string;
  businessType: number;
  /** Its meeting profile (approved people only can have one). */
  role: MeetingRole | null;
}

export interface Policy {
  mode: 'off' | 'all' | 'biztypes';
  biztypes: number[];
}

/** A message written and kept as a draft: its count is the audience's now, as the model counts it. */
export interface Draft {
  id: number;
  audience: MessageAudience;
}

export interface ModelRun {
  steps: number;
  counts: Partial<Record<Step, number>>;
  /** What the steps did (a decision's outcome per id, a registration's status...): the run's reach. */
  outcomes: Record<string, number>;
}

export interface World {
  api: ApprovalModelApi;
  rng: Random;
  seed: number;
  people: Person[];
  /** Ids that existed and are gone (cancelled or deleted): a decision on them is `not_found`. */
  gone: number[];
  /** Invitations sent, used or not. */
  invitations: Invitation[];
  drafts: Draft[];
  /** People (ids) between whom a meeting request exists: asking again answers it and mails nobody. */
  requested: Set<string>;
  /** Booked meetings between two people (ids): a cancel tells the other side. */
  meetings: Array<[number, number]>;
  policy: Policy;
  serial: number;
  /** Sessions a walk-in or a lowered capacity left beyond their capacity (until enough seats free again). */
  overbooked: Set<SessionCode>;
  run: ModelRun;
  saw(outcome: string): void;
}

export function createWorld(api: ApprovalModelApi, seed: number): World {
  const run: ModelRun = { steps: 0, counts: {}, outcomes: {} };
  return {
    api,
    rng: random(seed),
    seed,
    people: [],
    gone: [],
    invitations: [],
    drafts: [],
    requested: new Set(),
    meetings: [],
    policy: { mode: 'off', biztypes: [] },
    serial: 0,
    overbooked: new Set(),
    run,
    saw: (outcome) => void (run.outcomes[outcome] = (run.outcomes[outcome] ?? 0) + 1),
  };
}

export async function json<T>(res: Response, status = 200): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
}

/** An error answer's code and fields. */
export async function refusal(
  res: Response,
  status: number,
): Promise<{ code: string; message: string; fields?: Record<string, string> }> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return (JSON.parse(text) as { error: { code: string; message: string; fields?: Record<string, string> } }).error;
}

/** The token in the newest link of `pattern` in the outbox rows matching `where`. */
export async function tokenInOutbox(db: Knex, where: Record<string, unknown>, pattern: RegExp): Promise<string> {
  const rows = (await db('mail_outbox').where(where).orderBy('id', 'desc').select('content')) as Array<{
    content: string;
  }>;
  for (const row of rows) {
    const found = pattern.exec(row.content);
    if (found) return decodeURIComponent(found[1]!);
  }
  throw new Error(`no link in the outbox for ${JSON.stringify(where)}`);
}

/** The latest outbox row of a registrant: its kind and content. */
export async function lastOutboxRow(db: Knex, registrantId: number): Promise<{ kind: string; content: string }> {
  const row = (await db('mail_outbox')
    .where({ registrant_id: registrantId })
    .orderBy('id', 'desc')
    .first('kind', 'content')) as { kind: string; content: string } | undefined;
  if (!row) throw new Error(`no mail for ${registrantId}`);
  return row;
}

export async function sessionFigures(api: ApprovalModelApi): Promise<Map<SessionCode, SessionSeatsSummary>> {
  const rows = await json<SessionSeatsSummary[]>(await api.admin('/api/admin/sessions'));
  return new Map(rows.map((row) => [row.code, row]));
}

/**
 * Where an approval at this moment puts a person in each chosen session: a seat when one is free
 * and nobody waits, otherwise the end of the line. Updates `figures` as the server does, so ids
 * approved together are placed in their order.
 */
export function place(figures: Map<SessionCode, SessionSeatsSummary>, sessions: readonly SessionCode[]) {
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

/** The model's own rule: an invitation is approved; otherwise the policy decides. */
export function expectedStatus(policy: Policy, biztype: number, invited: boolean): RegistrationStatus {
  if (invited || policy.mode === 'off') return 'approved';
  if (policy.mode === 'all') return 'pending';
  return policy.biztypes.includes(biztype) ? 'pending' : 'approved';
}

/** Offers that appeared since `before` (a freed seat held for the first in line): each mailed its person. */
/** The key of a pair of people, whichever asked. */
export const pairKey = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);

export function noteNewOffers(world: World, before: Map<number, SeatStates>, after: Map<number, SeatStates>): void {
  for (const person of world.people) {
    const was = before.get(person.id) ?? {};
    const now = after.get(person.id) ?? {};
    for (const code of person.sessions) {
      if (now[code]?.status === 'offered' && was[code]?.status !== 'offered') {
        person.lastMail = 'offer';
        world.saw('offer made');
      }
    }
  }
}
