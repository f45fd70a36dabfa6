/**
 * The site lists sessions in time order (day, then start) wherever it lists them: the form (an
 * invitation's form includes the day 1 evening reception, which the edition file lists last), the
 * summary after registering, and the programme.
 */
import { render, screen } from '@testing-library/react';
import {
  EDITION,
  EDITION_PROGRAMME,
  SESSIONS,
  SESSIONS_IN_TIME_ORDER,
  type Registration,
  compareSessionTimes,
} from '@forum/shared';
import { describe, expect, it } from 'vitest';
import { programmeDays } from '../content/programme';
import { RegistrationForm } from './RegistrationForm';
import { RegistrationSummary } from './RegistrationSummary';
import { getRegistrationState } from './registrationStore';

const ALL_CODES = SESSIONS.map((session) => session.code);

describe.each(['en', 'ko'] as const)('sessions in time order (%s)', (locale) => {
  it('the precondition: the file lists the reception after day 2', () => {
    expect(ALL_CODES.indexOf('day14')).toBeGreaterThan(ALL_CODES.indexOf('day21'));
  });

  it("in the invitation's form, given the sessions in column order", () => {
    render(
      <RegistrationForm
        locale={locale}
        idPrefix="t"
        draft={getRegistrationState().draft}
        feedback={null}
        submitting={false}
        fieldRefs={{ current: {} }}
        feedbackRef={null}
        onChange={() => {}}
        onSubmit={() => {}}
        onCancel={() => {}}
        sessions={SESSIONS}
      />,
    );
    const boxes = screen.getAllByRole('checkbox').filter((box) => ALL_CODES.includes((box as HTMLInputElement).value));
    expect(boxes.map((box) => (box as HTMLInputElement).value)).toEqual(SESSIONS_IN_TIME_ORDER.map((s) => s.code));
  });

  it('in the summary after registering', () => {
    const registration = {
      company: 'C',
      name: 'N',
      title: 'T',
      email: 'n@example.com',
      phone: '010',
      businessType: 1,
      sessions: ALL_CODES,
      about: '',
    } as unknown as Registration;
    render(
      <RegistrationSummary locale={locale} registration={registration} waiting={[]} headingId="h" headingRef={null} />,
    );
    const list = screen.getAllByRole('listitem').map((item) => item.textContent ?? '');
    const titles = SESSIONS_IN_TIME_ORDER.map((session) => session.title[locale]);
    const positions = titles.map((title) => list.findIndex((text) => text.includes(title)));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('in the programme', () => {
    for (const day of programmeDays(EDITION, EDITION_PROGRAMME, locale, 'Day {day}')) {
      const times = day.items.map((item) => ({ day: 1, start: item.start, end: item.end }));
      expect([...times].sort(compareSessionTimes)).toEqual(times);
    }
  });
});
