import { EDITION_PROGRAMME, type Locale } from '@forum/shared';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContentProvider } from '../../content/ContentContext';
import { contentFor } from '../../content';
import { shippedSiteEdition } from '../../edition/SiteEditionContext';
import { ProgramSection } from './ProgramSection';

function renderProgram(locale: Locale) {
  return render(
    <ContentProvider locale={locale}>
      <ProgramSection />
    </ContentProvider>,
  );
}

describe.each(['en', 'ko'] as const)('programme (%s)', (locale) => {
  const { program } = contentFor(locale, shippedSiteEdition());

  it('renders every item of one data source both as a table row and as a list item', () => {
    const { container } = renderProgram(locale);
    const tables = screen.getAllByRole('table');
    const lists = [...container.querySelectorAll<HTMLElement>('ol.program-list')];
    expect(tables).toHaveLength(program.days.length);
    expect(lists).toHaveLength(program.days.length);

    program.days.forEach((day, dayIndex) => {
      const table = tables[dayIndex] as HTMLElement;
      const list = lists[dayIndex] as HTMLElement;
      const rows = within(table).getAllByRole('row').slice(1);
      const items = within(list)
        .getAllByRole('listitem')
        .filter((item) => item.parentElement === list);
      expect(rows).toHaveLength(day.items.length);
      expect(items).toHaveLength(day.items.length);

      day.items.forEach((item, index) => {
        for (const view of [rows[index], items[index]] as HTMLElement[]) {
          expect(view).toHaveTextContent(`${item.start}–${item.end}`);
          expect(within(view).getByRole('heading', { level: 4 })).toHaveTextContent(item.title);
          expect(view).toHaveTextContent(item.venue);
          for (const speaker of item.speakers) expect(view).toHaveTextContent(speaker.name);
        }
      });
    });
  });

  it('marks exactly the items the registration form offers, as its intro says', () => {
    const { container } = renderProgram(locale);
    expect(program.intro).toContain(program.registrableLabel);
    for (const view of container.querySelectorAll<HTMLElement>('table.program-table tbody tr, ol.program-list > li')) {
      const title = view.querySelector('h4')?.textContent;
      const item = program.days.flatMap((day) => day.items).find((candidate) => candidate.title === title);
      expect(within(view).queryByText(program.registrableLabel) !== null, title).toBe(Boolean(item?.session));
    }
    expect(screen.getAllByText(program.registrableLabel)).toHaveLength(2 * 6);
  });

  it('labels the table columns and rows for screen readers', () => {
    renderProgram(locale);
    const table = screen.getAllByRole('table')[0] as HTMLElement;
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([program.columns.time, program.columns.session, program.columns.venue]);
    expect(within(table).getAllByRole('rowheader')).toHaveLength(program.days[0]?.items.length ?? 0);
  });
});

describe('session company boxes', () => {
  it('head each list with the count from its " / " separators and keep its line breaks', () => {
    const { container } = renderProgram('en');
    const tables = container.querySelectorAll('table.program-table');
    // The edition's counted lists, day by day; each has as many companies as slashes plus one.
    const days = [EDITION_PROGRAMME[1], EDITION_PROGRAMME[2]].map((items) =>
      items.flatMap((item) => (item.companies?.counter ? [item.companies.list.en] : [])),
    );
    expect(days.flat().length).toBeGreaterThan(0);
    days.forEach((lists, index) => {
      const table = tables[index] as HTMLElement;
      const counts = lists.map((list) => (list.match(/\//g)?.length ?? 0) + 1);
      for (const count of new Set(counts)) {
        const times = counts.filter((candidate) => candidate === count).length;
        expect(within(table).getAllByText(`IR of ${count} Companies :`)).toHaveLength(times);
      }
      const shown = [...table.querySelectorAll('.company-box__list')].map((element) => element.textContent);
      for (const list of lists) expect(shown).toContain(list);
    });
  });

  it('style the moderator apart and label them', () => {
    const { container } = renderProgram('en');
    const moderators = container.querySelectorAll('table .speaker--moderator');
    expect(moderators.length).toBeGreaterThan(0);
    for (const moderator of moderators) expect(moderator).toHaveTextContent('Moderator');
  });
});
