/**
 * The waiting list's e-mails end to end, over real SMTP, parsed back: the confirmation says per
 * session "confirmed" or "waiting list, number N" and its .ics holds only the seated sessions; a
 * freed seat's offer reaches the next person in their language; the claim's update carries the
 * session in its calendar.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegistrationResult } from '@forum/shared';
import {
  type MailedForum,
  type TestForum,
  calendarsIn,
  manageLinkIn,
  startMailedForum,
  validRegistration,
} from '../../testing';

let forum: TestForum;

let mailed: MailedForum;

beforeAll(async () => {
  mailed = await startMailedForum({ capacities: { day11: 1 } });
  ({ forum } = mailed);
});

afterAll(async () => {
  await mailed?.close();
});

/** Does `action` and answers the one message that arrives for `email`. */
const nextMailTo = (email: string, action: () => Promise<unknown>) => mailed.nextMailTo(email, action);

async function register(overrides: Record<string, unknown>) {
  const res = await forum.request('/api/user', { json: validRegistration(overrides) });
  expect(res.status).toBe(201);
  return (await res.json()) as RegistrationResult;
}

describe('the waiting list by e-mail', () => {
  it('confirms per session, offers the freed seat in Korean, and the claim sends the calendar', async () => {
    const first = 'first.seat@example.com';
    const second = 'second.seat@example.com';
    const firstMail = await nextMailTo(first, () => register({ email: first, attendext: ['day11', 'day12'] }));
    expect(firstMail.text).toContain('confirmed');
    const firstLink = manageLinkIn(firstMail)!;

    const waitingMail = await nextMailTo(second, () =>
      register({ email: second, attendext: ['day11', 'day13'], locale: 'ko' }),
    );
    expect(waitingMail.text).toContain('대기자 명단, 1번');
    expect(waitingMail.text).toContain('확정');
    // The calendar holds the seated session only.
    const invite = calendarsIn(waitingMail)['invite.ics']!;
    expect(invite.events).toHaveLength(1);
    expect(invite.events[0]!.summary).toContain('바이오');
    const secondLink = manageLinkIn(waitingMail)!;

    // The first person cancels: the second is offered the seat, in Korean, with the deadline.
    const offer = await nextMailTo(second, () =>
      forum.request(`/api/registration/${firstLink.token}`, { method: 'DELETE' }),
    );
    expect(offer.subject).toContain('좌석이 생겼습니다');
    expect(offer.text).toContain('좌석 제안 세션: 개막식 및 기조연설');
    expect(offer.text).not.toContain('좌석 배정 제안');
    expect(calendarsIn(offer)).toEqual({});

    const update = await nextMailTo(second, async () => {
      const res = await forum.request(`/api/registration/${secondLink.token}/claim`, {
        method: 'POST',
        json: { session: 'day11' },
      });
      expect(res.status).toBe(200);
    });
    const events = calendarsIn(update)['invite.ics']!.events;
    expect(events.map((event) => event.summary)).toHaveLength(2);
    expect(update.text).not.toContain('대기자 명단');
    // A claim is not "your changes": the mail says the offered seat is now theirs.
    expect(update.text).toContain('제안받은 좌석을 확정하셨습니다');
    expect(update.text).not.toContain('변경하신 내용을 저장했습니다');
  });
});
