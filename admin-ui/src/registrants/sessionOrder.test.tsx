/**
 * Every admin reader that lists sessions lists them in time order (day, then start): the reception
 * of day 1 at 18:00 before day 2's morning, though the edition file lists it last. The table and
 * the export keep their column order (shared's registrantColumns, tested there).
 */
import { render, screen, within } from '@testing-library/react';
import { SESSIONS, SESSIONS_IN_TIME_ORDER, SESSION_CODES, type Locale } from '@forum/shared';
import { describe, expect, it } from 'vitest';
import { RegistrantFields } from '../components/RegistrantFields';
import { CountsPanel } from './CountsPanel';
import { ListControls } from './ListControls';
import { REGISTRANTS_TEXT } from './registrantsText';

const byTime = (locale: Locale) => SESSIONS_IN_TIME_ORDER.map((session) => session.column[locale]);
const reception = SESSIONS.find((session) => session.code === 'day14')!;
const dayTwoFirst = SESSIONS.find((session) => session.code === 'day21')!;

describe.each(['en', 'ko'] as const)('sessions in time order (%s)', (locale) => {
  it('the precondition: the column order lists the reception after day 2', () => {
    expect(SESSIONS.indexOf(reception)).toBeGreaterThan(SESSIONS.indexOf(dayTwoFirst));
  });

  it("in the list's session filter", () => {
    render(
      <ListControls
        locale={locale}
        filter={{ query: '', session: 'all', businessType: 'all', status: 'all' }}
        filtered={false}
        onQuery={() => {}}
        onSession={() => {}}
        onBusinessType={() => {}}
        onClear={() => {}}
      />,
    );
    const select = screen.getByRole('combobox', { name: REGISTRANTS_TEXT[locale].sessionFilter });
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options.slice(2)).toEqual(byTime(locale));
  });

  it("in the list's chart", () => {
    const sessions = Object.fromEntries(SESSION_CODES.map((code) => [code, 1]));
    render(
      <CountsPanel
        locale={locale}
        filtered={false}
        counts={{
          total: 1,
          sessions,
          noSession: 0,
          businessTypes: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0 },
          otherType: 0,
        }}
      />,
    );
    const chart = screen.getByRole('figure', { name: REGISTRANTS_TEXT[locale].bySession });
    const labels = [...chart.querySelectorAll('.admin-chart__label')].map((label) => label.textContent);
    expect(labels).toEqual(byTime(locale));
  });

  it('in the edit and walk-in form', () => {
    render(
      <RegistrantFields
        id="t"
        locale={locale}
        values={{
          company: '',
          name: '',
          title: '',
          email: '',
          phone: '',
          businessType: null,
          sessions: [],
          about: '',
          aboutOther: '',
          locale,
        }}
        errors={{}}
        onChange={() => {}}
        mailLanguage={{ label: 'Mail', names: { en: 'English', ko: '한국어' } }}
      />,
    );
    const boxes = screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent);
    expect(boxes).toEqual(SESSIONS_IN_TIME_ORDER.map((session) => session.title[locale]));
  });
});
