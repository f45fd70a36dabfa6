import { describe, expect, it } from 'vitest';
import { SESSION_CODES, attendanceCell, formatAttendext, parseAttendext, sortSessionCodes } from './sessions';

describe('parseAttendext', () => {
  it('reads the legacy pipe string, each code followed by a pipe', () => {
    expect(parseAttendext('day11|day13|')).toEqual(['day11', 'day13']);
    expect(parseAttendext('')).toEqual([]);
    expect(parseAttendext('|| day21 |')).toEqual(['day21']);
  });

  it('keeps unknown pieces so they can be rejected', () => {
    expect(parseAttendext('day11|bogus|')).toEqual(['day11', 'bogus']);
  });

  it('round-trips with formatAttendext', () => {
    expect(formatAttendext(['day12', 'day23'])).toBe('day12|day23|');
    expect(parseAttendext(formatAttendext(['day12', 'day23']))).toEqual(['day12', 'day23']);
  });
});

describe('sortSessionCodes', () => {
  it('orders by programme and removes repeats', () => {
    // The current edition's first and last codes, given backwards and repeated.
    const [first, last] = [SESSION_CODES[0], SESSION_CODES.at(-1)!];
    expect(sortSessionCodes([last, first, last])).toEqual([first, last]);
  });
});

describe('attendanceCell', () => {
  it('is attended when the code was chosen', () => {
    expect(attendanceCell(['day11', 'day22'], 'day22')).toBe('attended');
  });
  it('is absent when other codes were chosen', () => {
    expect(attendanceCell(['day11'], 'day22')).toBe('absent');
  });
  it('is blank when no session was chosen at all', () => {
    expect(attendanceCell([], 'day11')).toBe('');
  });
});
