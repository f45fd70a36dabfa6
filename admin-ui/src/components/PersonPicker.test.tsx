/** The person picker: found by name, e-mail or company (every word typed), shown before it is used. */
import { render, screen } from '@testing-library/react';
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
    const search = screen.getByRole('searchbox', { name: /Registrant to seat/ });
    await user.type(search, 'beta');
    expect(await screen.findByText('1 registrant matches.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Jane Doe/ }));
    expect(screen.getByText('jane@beta.example')).toBeInTheDocument();
    expect(screen.getByText('베타캐피탈')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose another instead of Jane Doe' }));
    await user.type(screen.getByRole('searchbox'), 'nobody');
    expect(await screen.findByText('No registrant matches.')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
