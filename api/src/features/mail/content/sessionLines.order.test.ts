/** The confirmation e-mail lists the chosen sessions in time order: day 1's evening reception before day 2. */
import { SESSIONS, SESSIONS_IN_TIME_ORDER } from '@forum/shared';
import { describe, expect, it } from 'vitest';
import { sessionLines } from './sessionLines';

describe('sessions in time order in the API', () => {
  it.each(['en', 'ko'] as const)('the e-mail lists them by day and start (%s)', (locale) => {
    const codes = [...SESSIONS].reverse().map((session) => session.code);
    expect(sessionLines(codes, locale).map((line) => line.code)).toEqual(
      SESSIONS_IN_TIME_ORDER.map((session) => session.code),
    );
  });
});
