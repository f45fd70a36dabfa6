/**
 * Choosing a meeting's slot and table (no I/O): the earliest slot in which neither person has a
 * meeting or a seated session and a table is free, at the lowest free table. The database's unique
 * keys, not this choice, are what hold when two processes choose at once: the loser's insert
 * fails and it chooses again with what the winner wrote.
 */
import {
  type MeetingSlotDay,
  type MeetingSlots,
  scheduleOf,
  type SessionCode,
  meetingSlotTimes,
  minutesOf,
} from '@forum/shared';

export interface BookedSlot {
  day: number;
  start: string;
  table: number;
  investorProfileId: number;
  companyProfileId: number;
}

export interface FreeSlot extends MeetingSlotDay {
  table: number;
}

function overlapsSession(slot: MeetingSlotDay, sessions: readonly SessionCode[]): boolean {
  const from = minutesOf(slot.start);
  const to = minutesOf(slot.end);
  return sessions.some((code) => {
    const session = scheduleOf(code);
    return session.day === slot.day && minutesOf(session.start) < to && from < minutesOf(session.end);
  });
}

export function earliestFreeSlot(input: {
  slots: MeetingSlots;
  booked: readonly BookedSlot[];
  people: readonly { profileId: number; sessions: readonly SessionCode[] }[];
}): FreeSlot | null {
  const key = (day: number, start: string) => `${day} ${start}`;
  const busyPeople = new Map<string, Set<number>>();
  const usedTables = new Map<string, Set<number>>();
  for (const meeting of input.booked) {
    const at = key(meeting.day, meeting.start);
    const people = busyPeople.get(at) ?? new Set<number>();
    people.add(meeting.investorProfileId).add(meeting.companyProfileId);
    busyPeople.set(at, people);
    usedTables.set(at, (usedTables.get(at) ?? new Set<number>()).add(meeting.table));
  }
  for (const slot of meetingSlotTimes(input.slots)) {
    const at = key(slot.day, slot.start);
    if (input.people.some((person) => busyPeople.get(at)?.has(person.profileId))) continue;
    if (input.people.some((person) => overlapsSession(slot, person.sessions))) continue;
    const used = usedTables.get(at);
    for (let table = 1; table <= input.slots.tables; table += 1) {
      if (!used?.has(table)) return { ...slot, table };
    }
  }
  return null;
}
