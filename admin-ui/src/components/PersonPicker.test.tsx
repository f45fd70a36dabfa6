/**
 * The person picker: found by name, e-mail or company (every word typed), shown before it is used,
 * chosen with the mouse or with the arrow keys and Enter (the WAI-ARIA combobox pattern).
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { Registrant } from '@forum/shared';
import { describe, expect, it, vi } from 'vitest';
import { registrant } from '../testing/adminTestUtils';
import { PersonPicker, matchPeople } from './PersonPicker';

const PEOPLE = [
  registrant({ id: 1, name: '김하나', email: 'hana@alpha.example', company: 'Alpha Ventures' }),
  registrant({ id: 2, name: 'Jane Doe', email: 'jane@beta.example', company: '베타캐피탈' }),
];

describe('matchPeople', () => {
  it('matches every typed word in the name, e-mail or company, whatever the case', () => {
    expect(matchPeople(PEOPLE, 'alpha').map((p) => p.id)).toEqual([1]);
    expect(matchPeople(PEOPLE, 'JANE 베타').map((p) => p.id)).toEqual([2]);
    expect(matchPeople(PEOPLE, '하나 beta')).toEqual([]);
    expect(matchPeople(PEOPLE, '  ')).toEqual([]);
  });
});

describe('PersonPicker', () => {
  it('loads once, lists the matches, and shows the chosen person with a way to choose another', async () => {
    const user = userEvent.setup();
    const load = vi.fn(async () => PEOPLE);
    function Host() {
      const [chosen, setChosen] = useState<Registrant | null>(null);
      return <PersonPicker locale="en" label="Registrant to seat" load={load} chosen={chosen} onChoose={setChosen} />;
    }
    render(<Host />);
    const search = screen.getByRole('combobox', { name: /Registrant to seat/ });
    await user.type(search, 'beta');
    expect(await screen.findByText('1 registrant matches.')).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: /Jane Doe/ }));
    expect(screen.getByText('jane@beta.example')).toBeInTheDocument();
    expect(screen.getByText('베타캐피탈')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose another instead of Jane Doe' }));
    await user.type(screen.getByRole('combobox'), 'nobody');
    expect(await screen.findByText('No registrant matches.')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('moves through the matches with ArrowDown and ArrowUp and chooses with Enter, the form not submitted', async () => {
    const user = userEvent.setup();
    const people = [
      ...PEOPLE,
      registrant({ id: 3, name: '陈静', email: 'chen@gamma.example', company: 'Gamma Partners' }),
    ];
    const submitted = vi.fn((event: React.FormEvent) => event.preventDefault());
    const chosen = vi.fn();
    function Host() {
      const [person, setPerson] = useState<Registrant | null>(null);
      return (
        <form onSubmit={submitted}>
          <PersonPicker
            locale="ko"
            label="좌석을 배정할 등록자"
            load={async () => people}
            chosen={person}
            onChoose={(next) => {
              chosen(next);
              setPerson(next);
            }}
          />
        </form>
      );
    }
    render(<Host />);
    const box = screen.getByRole('combobox', { name: /좌석을 배정할 등록자/ });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.type(box, 'example');
    const list = await screen.findByRole('listbox', { name: '일치하는 등록자' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', list.id);
    expect(box).not.toHaveAttribute('aria-activedescendant');
    const options = within(list).getAllByRole('option');
    expect(options).toHaveLength(3);

    // Enter with nothing active does nothing to the choice.
    await user.keyboard('{Enter}');
    expect(chosen).not.toHaveBeenCalled();
    // (Enter then submits the form as in any field; the screen's own check says to choose first.)
    submitted.mockClear();

    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    // The last match stays active: the list does not wrap past its end.
    expect(box).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await user.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(options[2]).toHaveAttribute('aria-selected', 'false');
    // Focus never leaves the field while the active match moves.
    expect(box).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(chosen).toHaveBeenCalledWith(people[1]);
    expect(submitted).not.toHaveBeenCalled();
    expect(screen.getByText('jane@beta.example')).toBeInTheDocument();
  });

  it('closes the list with Escape and opens it again with ArrowUp on the last match', async () => {
    const user = userEvent.setup();
    render(<PersonPicker locale="en" label="Preview as" load={async () => PEOPLE} chosen={null} onChoose={() => {}} />);
    const box = screen.getByRole('combobox', { name: /Preview as/ });
    await user.type(box, 'example');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowUp}');
    const options = screen.getAllByRole('option');
    expect(box).toHaveAttribute('aria-activedescendant', options.at(-1)!.id);
  });
});
