/**
 * Every reader of a registration's status, compared with the approval model after each step
 * (approvalModel.test.ts). READERS names them; `checkReaders` reads each over HTTP (and the
 * places table, the seats' own truth) and holds it to the model: a registration under review or
 * declined holds nothing anywhere, an approved one holds one place per chosen session.
 */
import ExcelJS from 'exceljs';
import {
  type AdminMeeting,
  type AudienceSeatStatus,
  type CheckinCounts,
  type CheckinRoster,
  type InvitationRow,
  type ManagedRegistrant,
  type MessageAudience,
  type MessageSummary,
  type Registrant,
  type RegistrationStats,
  type RegistrationStatus,
  REGISTRATION_STATUSES,
  SESSIONS,
  STATUS_COLUMN,
  STATUS_WORDS,
  type SeatStates,
  type SessionAvailability,
  type SessionCode,
  type Wire,
  attendanceText,
  fromWire,
  holdsPlaces,
} from '@forum/shared';
import { buildRegistrationWorkbook, registrationExportColumns } from '@forum/shared/spreadsheet';
import { expect } from 'vitest';
import { readSeatStates } from '../../features/seats';
import { currentEditionYear } from '../testServer';
import { MODEL_SESSIONS, type Person, type World, json, refusal, sessionFigures } from './approvalModelWorld';

/** The readers compared after every step (the report names them). */
export const READERS = [
  'admin list: status, decision (what, reason, who), places, mail state',
  'approval screen counts (the list by status)',
  'places table (the seats feature)',
  'admin sessions figures (seated, offered, waiting, checked in)',
  'public GET /api/sessions',
  'stats (by status, session fill)',
  'export rows and the workbook read back (status column, session cells)',
  'message audiences and their counts (default, approval, session and seat status)',
  'message drafts recipient counts',
  'desk roster (status, seated sessions), desk counts, desk lookup by code',
  'manage page (status, places, decline reason, last mail)',
  'meetings (participant calls, admin meetings)',
  'badges (batch skipped count, desk badge)',
  'invitation list (state) and the used link (state and name only)',
] as const;

const HELD: readonly AudienceSeatStatus[] = ['seated', 'offered', 'waiting', 'expired'];

/** The model's own count of an audience: approved only unless it names statuses, then the filters. */
export function modelAudience(people: readonly Person[], states: Map<number, SeatStates>, audience: MessageAudience) {
  const statuses: readonly RegistrationStatus[] = audience.approval?.length ? audience.approval : ['approved'];
  return people.filter((person) => {
    if (!statuses.includes(person.status)) return false;
    const sessions = audience.sessions ?? [];
    if (sessions.length > 0 && !sessions.some((code) => person.sessions.includes(code))) return false;
    if (audience.status?.length) {
      const within = sessions.length > 0 ? sessions : person.sessions;
      const mine = person.status === 'approved' ? (states.get(person.id) ?? {}) : {};
      if (!within.some((code) => audience.status!.includes(mine[code]?.status as AudienceSeatStatus))) return false;
    }
    return true;
  }).length;
}

async function listOf(world: World): Promise<Registrant[]> {
  return (await json<Wire<Registrant>[]>(await world.api.admin('/api/user/list'))).map((row) => fromWire(row));
}

/** People whose manage page and meetings are read after a step (all of them in the final check). */
const PAGES_PER_STEP = 10;

export async function checkReaders(
  world: World,
  label: string,
  locale: 'en' | 'ko',
  options: { everyPage?: boolean } = {},
): Promise<void> {
  const { api, people, rng } = world;
  const byId = new Map(people.map((person) => [person.id, person]));
  const ids = people.map((person) => person.id).sort((a, b) => a - b);
  const count = (status: RegistrationStatus) => people.filter((person) => person.status === status).length;
  const approved = people.filter((person) => holdsPlaces(person.status));
  const states = await readSeatStates(api.db, currentEditionYear);
  const at = (person: Person, code: SessionCode) => states.get(person.id)?.[code]?.status;
  const held = (code: SessionCode, status: string) => approved.filter((person) => at(person, code) === status).length;

  // The places table: nothing for a pending or declined person; one place per chosen session once approved.
  for (const person of people) {
    const mine: SeatStates = states.get(person.id) ?? {};
    if (holdsPlaces(person.status))
      expect(Object.keys(mine).sort(), `${label} seats of ${person.id}`).toEqual([...person.sessions].sort());
    else expect(mine, `${label} no seat for ${person.status} ${person.id}`).toEqual({});
  }

  // The admin list (the approval screen's queue, its counts and decided view are drawn from it).
  const list = await listOf(world);
  expect(
    list.map((row) => row.id).sort((a, b) => a - b),
    `${label} list ids`,
  ).toEqual(ids);
  for (const row of list) {
    const person = byId.get(row.id)!;
    expect(row.status, `${label} list status ${row.id}`).toBe(person.status);
    expect(row.seats ?? {}, `${label} list seats ${row.id}`).toEqual(states.get(row.id) ?? {});
    expect(row.mail, `${label} list mail ${row.id}`).not.toBeNull();
    if (person.decision === null) expect(row.decision, `${label} no decision ${row.id}`).toBeUndefined();
    else
      expect(row.decision, `${label} decision ${row.id}`).toMatchObject({
        decision: person.decision.decision,
        reason: person.decision.reason,
        by: api.adminEmail,
      });
  }
  for (const status of REGISTRATION_STATUSES)
    expect(list.filter((row) => row.status === status).length, `${label} approval screen ${status}`).toBe(
      count(status),
    );

  // The organiser's session figures, the public ones and the stats: places of approved people only.
  const figures = await sessionFigures(api);
  const available = new Map(
    (await json<SessionAvailability[]>(await api.anon('/api/sessions'))).map((row) => [row.code, row]),
  );
  const stats = await json<RegistrationStats>(await api.admin('/api/admin/stats'));
  expect(stats.byStatus, `${label} stats by status`).toEqual(
    REGISTRATION_STATUSES.map((status) => ({ status, count: count(status) })),
  );
  for (const code of MODEL_SESSIONS) {
    const want = { seated: held(code, 'seated'), offered: held(code, 'offered'), waiting: held(code, 'waiting') };
    const figure = figures.get(code)!;
    expect({ seated: figure.seated, offered: figure.offered, waiting: figure.waiting }, `${label} ${code}`).toEqual(
      want,
    );
    const open = available.get(code)!;
    expect({ seated: open.seated, offered: open.offered, waiting: open.waiting }, `${label} public ${code}`).toEqual(
      want,
    );
    const stat = stats.sessions.find((session) => session.code === code)!;
    expect({ seated: stat.seated, offered: stat.offered, waiting: stat.waiting }, `${label} stats ${code}`).toEqual(
      want,
    );
    // Never more taken than the capacity, a walk-in's seat or a lowered capacity aside.
    if (figure.capacity !== null && figure.seated + figure.offered <= figure.capacity) world.overbooked.delete(code);
    if (figure.capacity !== null && !world.overbooked.has(code))
      expect(figure.seated + figure.offered, `${label} ${code} taken`).toBeLessThanOrEqual(figure.capacity);
    if (figure.capacity === null || figure.seated + figure.offered < figure.capacity)
      expect(figure.waiting, `${label} ${code} waiting beside a free seat`).toBe(0);
    const day = SESSIONS.find((session) => session.code === code)!.day;
    expect(figure.checkedIn, `${label} ${code} checked in`).toBe(
      people.filter((person) => at(person, code) === 'seated' && person.days.has(day)).length,
    );
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
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(buildRegistrationWorkbook(exported, { locale })) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const columns = registrationExportColumns(locale);
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map((value) => String(value ?? ''));
  const column = (id: string) => columns.findIndex((each) => each.id === id);
  expect(header[column('status')]).toBe(STATUS_COLUMN[locale]);
  for (const [index, row] of exported.entries()) {
    const cells = (sheet.getRow(index + 2).values as unknown[]).slice(1).map((value) => String(value ?? ''));
    const person = byId.get(row.id)!;
    expect(cells[column('email')]).toBe(person.email);
    expect(cells[column('status')], `${label} workbook status ${row.id}`).toBe(STATUS_WORDS[locale][person.status]);
    for (const code of MODEL_SESSIONS) {
      const want = !person.sessions.includes(code)
        ? attendanceText(person.sessions, code, {}, locale)
        : holdsPlaces(person.status)
          ? attendanceText(person.sessions, code, states.get(person.id) ?? {}, locale)
          : STATUS_WORDS[locale][person.status];
      expect(cells[column(code)], `${label} workbook ${code} of ${row.id}`).toBe(want);
    }
  }

  // Message audiences: "everyone" means everyone approved; an approval filter means that group.
  const code = rng.pick(MODEL_SESSIONS)!;
  const audiences: MessageAudience[] = [
    {},
    { approval: ['approved'] },
    { approval: ['pending'] },
    { approval: ['declined'] },
    { approval: ['pending', 'declined'] },
    { sessions: [code] },
    { sessions: [code], status: ['seated'] },
    { status: ['waiting'] },
    { approval: ['pending'], sessions: [code] },
  ];
  for (const audience of audiences) {
    const { recipients } = await json<{ recipients: number }>(
      await api.admin('/api/admin/messages/audience', { json: { audience } }),
    );
    expect(recipients, `${label} audience ${JSON.stringify(audience)}`).toBe(modelAudience(people, states, audience));
  }
  // Seat words for people who hold no seat are refused.
  const refused = await refusal(
    await api.admin('/api/admin/messages/audience', { json: { audience: { approval: ['declined'], status: HELD } } }),
    400,
  );
  expect(refused.fields, `${label} seat status for the declined`).toEqual({ 'audience.status': 'not_for_status' });
  // The drafts count their audience as it is now.
  const messages = await json<MessageSummary[]>(await api.admin('/api/admin/messages'));
  for (const draft of world.drafts) {
    const summary = messages.find((message) => message.id === draft.id)!;
    expect(summary.recipients, `${label} draft ${draft.id}`).toBe(modelAudience(people, states, draft.audience));
  }

  // The desk: its roster carries the status and shows only seated sessions; its counts count
  // whom it may check in; a lookup by code carries the status.
  const roster = await json<Wire<CheckinRoster>>(await api.admin('/api/checkin/roster'));
  const entries = (roster.registrants as unknown as Array<Record<string, unknown>>).map(
    (entry) =>
      fromWire(entry) as unknown as {
        id: number;
        status: RegistrationStatus;
        sessions: SessionCode[];
        checkinCode: string;
      },
  );
  expect(
    entries.map((entry) => entry.id).sort((a, b) => a - b),
    `${label} roster ids`,
  ).toEqual(ids);
  for (const entry of entries) {
    const person = byId.get(entry.id)!;
    expect(entry.status, `${label} roster status ${entry.id}`).toBe(person.status);
    expect([...entry.sessions].sort(), `${label} roster sessions ${entry.id}`).toEqual(
      person.sessions.filter((code) => holdsPlaces(person.status) && at(person, code) === 'seated').sort(),
    );
  }
  const desk = await json<CheckinCounts>(await api.admin('/api/checkin/counts'));
  for (const day of desk.days) {
    expect(day.checkedIn, `${label} desk day ${day.day}`).toBe(people.filter((p) => p.days.has(day.day)).length);
    expect(day.registered, `${label} desk registered day ${day.day}`).toBe(approved.length);
  }
  const looked = rng.pick(entries);
  if (looked) {
    const one = fromWire(
      await json<Record<string, unknown>>(await api.admin(`/api/checkin/registrant/${looked.checkinCode}`)),
    ) as { status: RegistrationStatus };
    expect(one.status, `${label} desk lookup ${looked.id}`).toBe(byId.get(looked.id)!.status);
  }

  // The manage page and the meetings behind the same link: of some people after a step (each
  // status among them), of everyone at the end.
  const pages = options.everyPage ? people : [...people].sort(() => rng.next() - 0.5).slice(0, PAGES_PER_STEP);
  for (const person of pages) {
    const page = fromWire(
      await json<Wire<ManagedRegistrant>>(await api.anon(`/api/registration/${person.token}`)),
    ) as ManagedRegistrant;
    expect(page.status, `${label} manage page ${person.id}`).toBe(person.status);
    expect(Object.keys(page.seats ?? {}).sort(), `${label} manage seats ${person.id}`).toEqual(
      holdsPlaces(person.status) ? [...person.sessions].sort() : [],
    );
    expect(page.mail?.kind, `${label} manage last mail ${person.id}`).toBe(person.lastMail);
    expect('decision' in page, `${label} manage page names no decider`).toBe(false);
    const reason = person.status === 'declined' ? person.decision?.reason : null;
    expect(page.declineReason ?? null, `${label} manage decline reason ${person.id}`).toEqual(reason ?? null);
    const meetings = await api.anon(`/api/registration/${person.token}/meetings`);
    if (holdsPlaces(person.status)) {
      const mine = await json<{ profile: { role: string } | null }>(meetings);
      expect(mine.profile?.role ?? null, `${label} meetings profile ${person.id}`).toBe(person.role);
    } else {
      expect((await refusal(meetings, 409)).code, `${label} meetings of ${person.status} ${person.id}`).toBe(
        'not_approved',
      );
    }
  }
  const admin = await json<{ meetings: AdminMeeting[] }>(await api.admin('/api/admin/meetings'));
  for (const meeting of admin.meetings)
    for (const side of [meeting.investor, meeting.company])
      expect(byId.get(side.registrantId)?.status, `${label} meeting ${meeting.id}`).toBe('approved');
  expect(admin.meetings.length, `${label} meetings booked`).toBe(world.meetings.length);

  // Badges: a batch of some of each status prints the approved and counts the others out.
  const sample = REGISTRATION_STATUSES.flatMap((status) =>
    people.filter((person) => person.status === status).slice(0, 2),
  );
  if (sample.length > 0) {
    const res = await api.admin('/api/admin/badges', {
      json: { filter: { ids: sample.map((person) => person.id) }, layout: 'label-90x54', sort: 'name' },
    });
    const printed = sample.filter((person) => holdsPlaces(person.status)).length;
    if (printed > 0) {
      expect(res.status, `${label} badges`).toBe(200);
      expect(res.headers.get('X-Badges-Skipped'), `${label} badges skipped`).toBe(String(sample.length - printed));
      await res.arrayBuffer();
    } else {
      expect((await refusal(res, 404)).code, `${label} badges of nobody approved`).toBe('not_found');
    }
  }

  // The invitation list: each invitee's registration as long as it stands.
  const rows = await json<InvitationRow[]>(await api.admin('/api/admin/invitations'));
  for (const person of people.filter((candidate) => candidate.invitation)) {
    expect(
      rows.find((row) => row.registrationId === person.id),
      `${label} invitation of ${person.id}`,
    ).toMatchObject({ state: 'registered', email: person.email });
  }
}
