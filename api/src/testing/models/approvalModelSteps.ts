/**
 * The approval model's steps (approvalModel.test.ts): each one acts through the API as a visitor,
 * an invitee, a manager or a desk would, checks the answer against the model's own expectation
 * and updates the model. Registrations with and without an invitation (and with another address
 * than the invited one), the policy, bulk decisions with reasons, resends, cancelling and changing
 * through the manage link, deletes, the desk (check-in, walk-ins), seats (capacity changes that
 * make offers, claims), meeting profiles and requests, badges and message drafts.
 */
import {
  type ApprovalResult,
  type DeclineReason,
  type InvitationRow,
  type ManagedRegistrant,
  type MeetingRole,
  type MessageAudience,
  type Registrant,
  type RegistrationResult,
  type RegistrationStatus,
  type SessionCode,
  type Wire,
  fromWire,
  holdsPlaces,
  maskEmail,
} from '@forum/shared';
import { expect } from 'vitest';
import { readSeatStates } from '../../features/seats';
import { currentEditionYear } from '../testServer';
import {
  BUSINESS_TYPES,
  INVITATION_SESSION,
  INVITE_LINK,
  MANAGE_LINK,
  MODEL_SESSIONS,
  type Person,
  type Step,
  UNKNOWN_ID,
  type World,
  expectedStatus,
  json,
  lastOutboxRow,
  pairKey,
  place,
  refusal,
  sessionFigures,
  tokenInOutbox,
} from './approvalModelWorld';

const REASONS: ReadonlyArray<DeclineReason | undefined> = [
  undefined,
  { en: 'The hall is full.', ko: '행사장이 가득 찼습니다.' },
  { ko: '초청 대상이 아닙니다.' },
  { en: 'Registrations for investors only.' },
];

/** The mail a status sends (the registration, a resend): confirmation, under review, or the decline. */
export function statusMail(status: RegistrationStatus): string {
  if (holdsPlaces(status)) return 'confirmation';
  return status === 'pending' ? 'under_review' : 'declined';
}

export function createSteps(world: World): Record<Step, () => Promise<void>> {
  const { api, rng, people, seed } = world;

  function registrationBody(email: string, name: string, biztype: number, sessions: readonly SessionCode[]) {
    return {
      company: 'Model Capital',
      name,
      title: 'Partner',
      email,
      phone: '+82-10-1234-5678',
      biztype,
      attend: '',
      attendext: sessions,
      about: 'other',
      aboutOther: 'Model',
      consent: true,
      locale: rng.next() < 0.5 ? 'en' : 'ko',
    };
  }

  /** Someone of a random status (each status as likely, whatever how many hold it), or anyone. */
  function anyoneByStatus(): Person | undefined {
    const present = (['approved', 'pending', 'declined'] as const).filter((status) =>
      people.some((person) => person.status === status),
    );
    const status = rng.pick(present);
    return rng.pick(people.filter((person) => person.status === status));
  }

  function randomSessions(): SessionCode[] {
    const chosen = MODEL_SESSIONS.filter(() => rng.next() < 0.5);
    return chosen.length > 0 ? chosen : [rng.pick(MODEL_SESSIONS)!];
  }

  async function managed(person: Person): Promise<ManagedRegistrant> {
    return fromWire(await json<Wire<ManagedRegistrant>>(await api.anon(`/api/registration/${person.token}`)));
  }

  /** A cancel or a delete: the other side of each booked meeting is told it is cancelled. */
  function forget(person: Person) {
    people.splice(people.indexOf(person), 1);
    world.gone.push(person.id);
    for (const [a, b] of world.meetings.filter((pair) => pair.includes(person.id))) {
      const other = people.find((candidate) => candidate.id === (a === person.id ? b : a));
      if (other) other.lastMail = 'meeting_cancel';
    }
    world.meetings = world.meetings.filter((pair) => !pair.includes(person.id));
  }

  /** Invitees imported and sent in one go; each link is for its own address. */
  async function inviteMore(count: number): Promise<void> {
    const invitees = Array.from({ length: count }, (_, i) => ({
      email: `invitee.${seed}.${(world.serial += 1)}@example.com`,
      name: `Invitee ${world.serial}`,
      locale: i % 2 === 0 ? 'en' : 'ko',
    }));
    const csv = [
      'e-mail,name,company,language,sessions,note,source',
      ...invitees.map((invitee) => `${invitee.email},${invitee.name},Model Capital,${invitee.locale},,,Model test`),
    ].join('\n');
    expect(
      await json<{ created: number; suppressed: number }>(
        await api.admin('/api/admin/invitations/import', { body: csv, type: 'text/csv; charset=utf-8' }),
      ),
    ).toMatchObject({ created: count, suppressed: 0 });
    const rows = await json<InvitationRow[]>(await api.admin('/api/admin/invitations'));
    const emails = invitees.map((invitee) => invitee.email);
    const ids = rows.filter((row) => emails.includes(row.email)).map((row) => row.id);
    const sent = await json<{ sent: number[] }>(await api.admin('/api/admin/invitations/send', { json: { ids } }));
    expect(sent.sent.sort((a, b) => a - b)).toEqual(ids.sort((a, b) => a - b));
    for (const invitee of invitees)
      world.invitations.push({
        token: await tokenInOutbox(api.db, { recipient: invitee.email }, INVITE_LINK),
        email: invitee.email,
        name: invitee.name,
        used: false,
      });
  }

  /** An invitation to register with: a fresh one, or (rarely) one whose registration was cancelled. */
  async function anInvitation() {
    const reusable = world.invitations.filter(
      (invitation) => invitation.used && !people.some((person) => person.invitation === invitation),
    );
    if (reusable.length > 0 && rng.next() < 0.3) return rng.pick(reusable)!;
    let fresh = world.invitations.filter((invitation) => !invitation.used);
    if (fresh.length === 0) {
      await inviteMore(5);
      fresh = world.invitations.filter((invitation) => !invitation.used);
    }
    return fresh[0]!;
  }

  return {
    async policy() {
      // Review more often than not, so there is something to decide.
      const mode = rng.pick(['off', 'all', 'all', 'biztypes', 'biztypes'] as const)!;
      const biztypes = mode === 'biztypes' ? BUSINESS_TYPES.filter(() => rng.next() < 0.5) : [];
      const stored = await json(await api.admin('/api/admin/approval', { method: 'PUT', json: { mode, biztypes } }));
      world.policy = { mode, biztypes: [...biztypes].sort((a, b) => a - b) };
      expect(stored).toEqual(world.policy);
      world.saw(`policy ${mode}`);
    },

    async register() {
      const invitation = rng.next() < 0.3 ? await anInvitation() : null;
      const biztype = rng.pick(BUSINESS_TYPES)!;
      const sessions = randomSessions();
      if (invitation && INVITATION_SESSION && rng.next() < 0.5) sessions.push(INVITATION_SESSION);
      const name = invitation?.name ?? `Model ${(world.serial += 1)}`;
      const email = invitation?.email ?? `model.${seed}.${(world.serial += 1)}@example.com`;
      if (invitation && rng.next() < 0.5) {
        // Someone else with the link (forwarded, leaked, or already used): refused, naming the invitee masked.
        const other = `other.${seed}.${(world.serial += 1)}@example.com`;
        const refused = await refusal(
          await api.anon('/api/user', {
            json: { ...registrationBody(other, name, biztype, sessions), invitation: invitation.token },
          }),
          400,
        );
        expect(refused.fields).toEqual({ email: 'invitation_email' });
        expect(refused.message).toContain(maskEmail(invitation.email));
        expect(refused.message).not.toContain(invitation.email);
        world.saw('invitation with another address refused');
      }
      const figures = await sessionFigures(api);
      const result = await json<RegistrationResult>(
        await api.anon('/api/user', {
          json: {
            ...registrationBody(email, name, biztype, sessions),
            ...(invitation ? { invitation: invitation.token } : {}),
          },
        }),
        201,
      );
      const status = expectedStatus(world.policy, biztype, invitation !== null);
      expect(
        result.status,
        `status of a ${invitation ? 'invited ' : ''}type ${biztype} under ${world.policy.mode}`,
      ).toBe(status);
      // A pending registration holds no seat and no place in line.
      const placed = holdsPlaces(status) ? place(figures, sessions) : { seated: [], waiting: [] };
      expect([...result.seated].sort()).toEqual([...placed.seated].sort());
      expect([...result.waiting].sort()).toEqual([...placed.waiting].sort());
      const token = await tokenInOutbox(api.db, { registrant_id: result.id }, MANAGE_LINK);
      if (invitation) {
        world.saw(invitation.used ? 'invitee registered again after a cancel' : 'register invited');
        invitation.used = true;
        // Once used, the link tells only its state and the invitee's name.
        if (rng.next() < 0.3)
          expect(await json(await api.anon(`/api/invitations/${invitation.token}`))).toEqual({
            state: 'registered',
            name: invitation.name,
          });
      }
      people.push({
        id: result.id,
        token,
        email,
        name,
        status,
        sessions,
        invitation,
        days: new Set(),
        decision: null,
        lastMail: statusMail(status),
        businessType: biztype,
        role: null,
      });
      world.saw(`register ${invitation ? 'invited ' : ''}${status}`);
    },

    async decide() {
      const decision = rng.next() < 0.6 ? ('approve' as const) : ('decline' as const);
      const reason = decision === 'decline' ? rng.pick(REASONS) : undefined;
      // Mostly those waiting for a decision, with some already decided, gone or unknown.
      const ids: number[] = people
        .filter((person) => person.status === 'pending' && rng.next() < 0.4)
        .map((person) => person.id);
      for (let i = 0; i < 3; i += 1) if (rng.next() < 0.3 && people.length > 0) ids.push(rng.pick(people)!.id);
      if (rng.next() < 0.2 && world.gone.length > 0) ids.push(rng.pick(world.gone)!);
      if (rng.next() < 0.15) ids.push(UNKNOWN_ID);
      if (rng.next() < 0.15 && ids.length > 0) ids.push(ids[0]!);
      if (ids.length === 0) ids.push(rng.pick(people)?.id ?? UNKNOWN_ID);
      const figures = await sessionFigures(api);
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
      const got = await json<ApprovalResult>(
        await api.admin('/api/admin/approvals', { json: { ids, decision, ...(reason ? { reason } : {}) } }),
      );
      expect(got).toEqual(want);
      for (const { code } of got.skipped) world.saw(`skipped ${code}`);
      for (const id of got.declined) {
        const person = people.find((candidate) => candidate.id === id)!;
        world.saw(`declined ${person.status}${reason ? ' with a reason' : ''}`);
        Object.assign(person, {
          status: 'declined',
          lastMail: 'declined',
          decision: { decision, reason: reason ?? null },
        });
      }
      const states = await readSeatStates(api.db, currentEditionYear);
      for (const id of got.approved) {
        const person = people.find((candidate) => candidate.id === id)!;
        world.saw(`approved ${person.status}`);
        Object.assign(person, { status: 'approved', lastMail: 'confirmation', decision: { decision, reason: null } });
        // The confirmation carries a new manage link; the earlier one stops working.
        person.token = await tokenInOutbox(api.db, { registrant_id: id }, MANAGE_LINK);
        // Seats at that moment: a full session puts them at the end of its line.
        const { seated, waiting } = placed.get(id)!;
        for (const code of seated) expect(states.get(id)?.[code]?.status, `approved ${id} ${code}`).toBe('seated');
        for (const code of waiting) expect(states.get(id)?.[code]?.status, `approved ${id} ${code}`).toBe('waiting');
        if (waiting.length > 0) world.saw('approved into a full session');
      }
    },

    /** A manager's resend: the mail of the status now, with a new link that replaces the old. */
    async resend() {
      const person = anyoneByStatus();
      if (!person) return;
      const res = await api.admin(`/api/user/${person.id}/resend-confirmation`, { method: 'POST' });
      expect(await json(res, 202)).toEqual({ mail: { state: 'queued' } });
      const row = await lastOutboxRow(api.db, person.id);
      expect(row.kind, `resend to a ${person.status} registration`).toBe(statusMail(person.status));
      const content = JSON.parse(row.content) as { registrant: Record<string, unknown>; declineReason?: DeclineReason };
      // Only a confirmation carries the code (its QR) and places.
      expect('checkinCode' in content.registrant, `code in the ${row.kind}`).toBe(holdsPlaces(person.status));
      if (person.status === 'declined')
        expect(content.declineReason ?? null, 'the decline resent with its reason').toEqual(
          person.decision?.reason ?? null,
        );
      person.token = await tokenInOutbox(api.db, { registrant_id: person.id }, MANAGE_LINK);
      person.lastMail = row.kind;
      world.saw(`resend ${person.status}`);
    },

    async cancel() {
      const person = rng.pick(people);
      if (!person) return;
      expect((await api.anon(`/api/registration/${person.token}`, { method: 'DELETE' })).status).toBe(204);
      world.saw(`cancel ${person.status}`);
      forget(person);
    },

    /** Under review: may change (still pending, still no seat). Declined: read-only (409). */
    async change() {
      const person = rng.pick(people.filter((candidate) => !holdsPlaces(candidate.status)));
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
      if (person.status === 'declined') {
        expect((await refusal(res, 409)).code).toBe('not_approved');
        world.saw('change declined refused');
        return;
      }
      const changed = fromWire(await json<Wire<ManagedRegistrant>>(res));
      expect(changed.status).toBe('pending');
      expect(changed.seats ?? {}).toEqual({});
      person.sessions = sessions;
      world.saw('change pending');
    },

    async delete() {
      const person = rng.pick(people);
      if (!person) return;
      expect((await api.admin(`/api/user/${person.id}`, { method: 'DELETE' })).status).toBe(204);
      world.saw(`delete ${person.status}`);
      forget(person);
    },

    /** A walk-in: registered and checked in by the desk, approved whatever the policy, seated regardless. */
    async walkin() {
      const biztype = rng.pick(BUSINESS_TYPES)!;
      const sessions = randomSessions();
      const day = rng.pick([1, 2] as const)!;
      const name = `Walk-in ${(world.serial += 1)}`;
      const email = `walkin.${seed}.${world.serial}@example.com`;
      const figures = await sessionFigures(api);
      const { id } = await json<{ id: number }>(
        await api.admin('/api/user/onsite', {
          json: { ...registrationBody(email, name, biztype, sessions), day, desk: 'A' },
        }),
        201,
      );
      for (const code of sessions) {
        const figure = figures.get(code)!;
        if (figure.capacity !== null && figure.seated + figure.offered + 1 > figure.capacity)
          world.overbooked.add(code);
      }
      const token = await tokenInOutbox(api.db, { registrant_id: id }, MANAGE_LINK);
      people.push({
        id,
        token,
        email,
        name,
        status: 'approved',
        sessions,
        invitation: null,
        days: new Set([day]),
        decision: null,
        lastMail: 'confirmation',
        businessType: biztype,
        role: null,
      });
      world.saw(`walkin under ${world.policy.mode}`);
    },

    async checkin() {
      const person = anyoneByStatus();
      if (!person) return;
      const list = (await json<Wire<Registrant>[]>(await api.admin('/api/user/list'))).map((row) => fromWire(row));
      const code = list.find((row) => row.id === person.id)!.checkinCode;
      const day = rng.pick([1, 2] as const)!;
      const res = await api.admin('/api/checkin', { json: { code, day, desk: 'A' } });
      if (holdsPlaces(person.status)) {
        expect(res.status, await res.clone().text()).toBe(200);
        person.days.add(day);
      } else {
        expect((await refusal(res, 409)).code).toBe('not_approved');
      }
      world.saw(`checkin ${person.status}`);
    },

    /** A manager changes a session's seats: more seats offer the freed ones to the first in line. */
    async capacity() {
      const code = rng.pick(MODEL_SESSIONS)!;
      const figure = (await sessionFigures(api)).get(code)!;
      const capacity = Math.max(1, (figure.capacity ?? figure.seated) + (rng.next() < 0.7 ? 1 : -1));
      expect((await api.admin(`/api/admin/sessions/${code}`, { method: 'PUT', json: { capacity } })).status).toBe(200);
      if (figure.seated + figure.offered > capacity) world.overbooked.add(code);
      world.saw(capacity > (figure.capacity ?? 0) ? 'capacity raised' : 'capacity lowered');
    },

    /** Someone offered a freed seat claims it (an update mail follows). */
    async claim() {
      const states = await readSeatStates(api.db, currentEditionYear);
      const offered = people.flatMap((person) =>
        person.sessions
          .filter((code) => states.get(person.id)?.[code]?.status === 'offered')
          .map((code) => ({ person, code })),
      );
      const chosen = rng.pick(offered);
      if (!chosen) return;
      const res = await api.anon(`/api/registration/${chosen.person.token}/claim`, { json: { session: chosen.code } });
      const page = fromWire(await json<Wire<ManagedRegistrant>>(res));
      expect(page.seats?.[chosen.code]?.status).toBe('seated');
      chosen.person.lastMail = 'update';
      world.saw('claim');
    },

    /**
     * Meetings through the manage link: an approved person joins (or asks someone on the other side
     * for a meeting); anyone under review or declined is refused every call (409 not_approved).
     */
    async meeting() {
      const person = anyoneByStatus();
      if (!person) return;
      const base = `/api/registration/${person.token}/meetings`;
      // The role that fits the business type, or the other side of someone who joined already.
      const joined = rng.pick(people.filter((other) => other.role !== null && other !== person));
      const role =
        joined && rng.next() < 0.6
          ? joined.role === 'investor'
            ? 'company'
            : 'investor'
          : person.businessType <= 3
            ? 'investor'
            : 'company';
      const profile = {
        role,
        organisation: 'Model Org',
        pitch: 'Model pitch',
        sectors: ['ai'],
        stages: ['seed'],
        ...(role === 'investor' ? { ticketSize: { min: 100_000_000, max: 500_000_000, currency: 'KRW' } } : {}),
        consent: true,
      };
      if (!holdsPlaces(person.status)) {
        for (const [path, method, body] of [
          ['/profile', 'PUT', profile],
          ['/directory', 'GET', undefined],
          ['/requests', 'POST', { profileId: 1 }],
        ] as const) {
          const res = await api.anon(`${base}${path}`, { method, ...(body ? { json: body } : {}) });
          expect((await refusal(res, 409)).code, `${method} ${path} of a ${person.status} registration`).toBe(
            'not_approved',
          );
        }
        world.saw(`meeting refused ${person.status}`);
        return;
      }
      if (person.role === null) {
        await json(await api.anon(`${base}/profile`, { method: 'PUT', json: profile }));
        person.role = role as MeetingRole;
        world.saw('meeting profile');
      }
      // Then a request to someone on the other side, if anyone is there.
      const directory = await json<Array<{ profileId: number }>>(await api.anon(`${base}/directory`));
      const other = rng.pick(directory);
      if (!other) return;
      const owner = (await api.db('meeting_profiles').where({ id: other.profileId }).first('registrant_id')) as {
        registrant_id: number;
      };
      const receiver = people.find((candidate) => candidate.id === Number(owner.registrant_id))!;
      expect(receiver.status, 'the directory lists approved people only').toBe('approved');
      const asked = await api.anon(`${base}/requests`, {
        method: 'POST',
        json: { profileId: other.profileId, note: 'Model' },
      });
      // A person receives at most five new requests an hour (then 429, and nothing is sent).
      if (asked.status === 429) return world.saw('meeting request limited');
      const { id } = await json<{ id: number }>(asked, 201);
      const pair = pairKey(person.id, receiver.id);
      // A new request mails its receiver; asking again answers the open one and mails nobody.
      if (!world.requested.has(pair)) receiver.lastMail = 'meeting_request';
      world.requested.add(pair);
      world.saw('meeting request');
      if (rng.next() < 0.5) {
        const accepted = await api.anon(`/api/registration/${receiver.token}/meetings/requests/${id}/accept`, {
          method: 'POST',
        });
        expect([200, 409], await accepted.clone().text()).toContain(accepted.status);
        if (accepted.status === 200) {
          // Accepting twice is harmless: the same meeting, no new mail.
          if (!world.meetings.some(([a, b]) => pairKey(a, b) === pair)) {
            person.lastMail = 'meeting';
            receiver.lastMail = 'meeting';
            world.meetings.push([person.id, receiver.id]);
          }
          world.saw('meeting booked');
        }
      }
    },

    /** The desk prints one person's badge: only someone approved gets one. */
    async badge() {
      const person = anyoneByStatus();
      if (!person) return;
      const list = (await json<Wire<Registrant>[]>(await api.admin('/api/user/list'))).map((row) => fromWire(row));
      const code = list.find((row) => row.id === person.id)!.checkinCode;
      const res = await api.admin(`/api/checkin/badge/${code}`);
      if (holdsPlaces(person.status)) {
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('application/pdf');
        await res.arrayBuffer();
      } else {
        expect((await refusal(res, 409)).code).toBe('not_approved');
      }
      world.saw(`desk badge ${person.status}`);
    },

    /**
     * A manager writes a draft to a random audience. Codes and sessions in the text of an audience
     * of people under review or declined are refused (`not_for_status`); the draft's count is the
     * model's.
     */
    async message() {
      const approval = rng.pick([undefined, ['pending'], ['declined'], ['approved'], ['pending', 'declined']] as const);
      const audience: MessageAudience = {
        ...(approval ? { approval: [...approval] } : {}),
        ...(rng.next() < 0.4 ? { sessions: [rng.pick(MODEL_SESSIONS)!] } : {}),
        ...(rng.next() < 0.3 ? { status: ['seated' as const] } : {}),
      };
      const placeholder = rng.next() < 0.5 ? ' {sessions} {checkinCode}' : '';
      const res = await api.admin('/api/admin/messages', {
        json: {
          audience,
          subject: { en: 'Model', ko: '모델' },
          body: { en: `Dear {name},${placeholder}`, ko: `{name} 님,${placeholder}` },
        },
      });
      const forNonHolders = (audience.approval ?? ['approved']).some((status) => !holdsPlaces(status));
      if (forNonHolders && (audience.status || placeholder)) {
        const refused = await refusal(res, 400);
        expect(refused.code).toBe('validation');
        expect(Object.values(refused.fields ?? {})).toContain('not_for_status');
        world.saw('message not_for_status');
        return;
      }
      const { id } = await json<{ id: number }>(res, 201);
      world.drafts.push({ id, audience });
      world.saw(`message to ${audience.approval?.join('+') ?? 'everyone'}`);
    },
  };
}
