/** The Meetings screen's reducer and its reckoning: moves, clashes, the slot settings' days. */
import { describe, expect, it } from 'vitest';
import type { AdminMeeting, MeetingSlots } from '@forum/shared';
import { moveClash, moveTarget, participants, withDay } from './meetingSchedule';
import { initialMeetingsState, meetingsReducer } from './meetingsState';

const person = (registrantId: number, organisation: string) => ({
  profileId: registrantId,
  registrantId,
  name: `Person ${registrantId}`,
  organisation,
});

const meeting = (id: number, at: { day: number; start: string; table: number }, investor = 1, company = 2) =>
  ({
    id,
    ...at,
    end: '',
    investor: person(investor, `Investor ${investor}`),
    company: person(company, `Company ${company}`),
  }) as AdminMeeting;

describe('the meetings state', () => {
  it('opens the move panel on the meeting’s own slot and table, and forgets the last refusal', () => {
    const moved = meeting(1, { day: 2, start: '10:30', table: 3 });
    let state = meetingsReducer(initialMeetingsState, { type: 'moveRefused', error: 'taken' });
    state = meetingsReducer(state, { type: 'startMove', meeting: moved });
    expect(state.moving).toEqual({ meeting: moved, at: '2 10:30', table: 3 });
    expect(state.moveError).toBe('');
  });

  it('changes one of the move’s choices at a time and clears the refusal', () => {
    let state = meetingsReducer(initialMeetingsState, {
      type: 'startMove',
      meeting: meeting(1, { day: 1, start: '09:00', table: 1 }),
    });
    state = meetingsReducer(state, { type: 'moveRefused', error: 'taken' });
    state = meetingsReducer(state, { type: 'moveTo', table: 2 });
    expect(state.moving).toMatchObject({ at: '1 09:00', table: 2 });
    expect(state.moveError).toBe('');
    state = meetingsReducer(state, { type: 'moveTo', at: '2 11:00' });
    expect(state.moving).toMatchObject({ at: '2 11:00', table: 2 });
  });

  it('clears the line at the top when a change is sent, but not when a move is', () => {
    const said = meetingsReducer(initialMeetingsState, { type: 'say', message: { kind: 'status', text: 'saved' } });
    expect(meetingsReducer(said, { type: 'working' })).toMatchObject({ busy: true, message: null });
    expect(meetingsReducer(said, { type: 'sendMove' })).toMatchObject({ busy: true, message: said.message });
  });

  it('closes the move panel once moved and says so', () => {
    let state = meetingsReducer(initialMeetingsState, {
      type: 'startMove',
      meeting: meeting(1, { day: 1, start: '09:00', table: 1 }),
    });
    state = meetingsReducer(state, { type: 'moved', text: 'Meeting moved.' });
    expect(state.moving).toBeNull();
    expect(state.message).toEqual({ kind: 'status', text: 'Meeting moved.' });
  });
});

describe('the meetings schedule', () => {
  it('finds the meeting at the target table, or one of the same people at another table', () => {
    const moved = meeting(1, { day: 1, start: '09:00', table: 1 }, 1, 2);
    const atTable = meeting(2, { day: 1, start: '09:30', table: 2 }, 3, 4);
    const samePerson = meeting(3, { day: 1, start: '10:00', table: 3 }, 5, 2);
    const all = [moved, atTable, samePerson];
    expect(moveClash(all, moved, moveTarget({ meeting: moved, at: '1 09:30', table: 2 }))).toBe(atTable);
    expect(moveClash(all, moved, moveTarget({ meeting: moved, at: '1 10:00', table: 1 }))).toBe(samePerson);
    expect(moveClash(all, moved, moveTarget({ meeting: moved, at: '1 09:00', table: 1 }))).toBeUndefined();
  });

  it('switches a day on at 09:00-12:00, changes one of its hours, and switches it off', () => {
    const slots: MeetingSlots = { days: [{ day: 2, start: '13:00', end: '15:00' }], slotMinutes: 30, tables: 4 };
    const on = withDay(slots, 1, { on: true });
    expect(on.days).toEqual([
      { day: 1, start: '09:00', end: '12:00' },
      { day: 2, start: '13:00', end: '15:00' },
    ]);
    expect(withDay(on, 2, { end: '16:00' }).days[1]).toEqual({ day: 2, start: '13:00', end: '16:00' });
    expect(withDay(on, 2, { on: false }).days).toEqual([{ day: 1, start: '09:00', end: '12:00' }]);
  });

  it('lists each person with a meeting once', () => {
    const people = participants([
      meeting(1, { day: 1, start: '09:00', table: 1 }, 1, 2),
      meeting(2, { day: 1, start: '09:30', table: 1 }, 1, 3),
    ]);
    expect(people.map((p) => p.registrantId)).toEqual([1, 2, 3]);
  });
});
