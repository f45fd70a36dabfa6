import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CheckinResult, Locale, OnsiteRegistrationResult } from '@forum/shared';
import type { ApiFailure } from '@forum/shared/http';
import type { DeskState } from './deskStore';
import { rosterEntry } from '../testing/deskTestUtils';
import { WalkInDialog } from './WalkInDialog';

type WalkInAnswer = { ok: true; value: OnsiteRegistrationResult } | ApiFailure;

function setup(answer: WalkInAnswer, options: { locale?: Locale; online?: boolean; retentionUntil?: string } = {}) {
  const state: DeskState = {
    ready: true,
    online: options.online ?? true,
    pending: 0,
    conflicts: [],
    rosterAsOf: null,
    counts: null,
  };
  const store = { getState: () => state, subscribe: () => () => {}, registerWalkIn: vi.fn(async () => answer) };
  const api = {
    siteInfo: vi.fn(async () => ({
      ok: true as const,
      value: {
        registration: { open: false, opensAt: null, closesAt: null },
        contact: { email: '', phone: '' },
        retentionUntil: options.retentionUntil ?? '2026-03-31',
      },
    })),
  };
  const onDone = vi.fn();
  const onSearchInstead = vi.fn();
  render(
    <WalkInDialog
      store={store}
      api={api}
      locale={options.locale ?? 'en'}
      day={1}
      desk="Desk 1"
      onDone={onDone}
      onCancel={() => {}}
      onSearchInstead={onSearchInstead}
    />,
  );
  return { store, onDone, onSearchInstead };
}

async function fillForm(consent = true) {
  const user = userEvent.setup();
  // Pasted, not typed key by key: the fields' behaviour is the browser's, the tests are about the form.
  const fill = async (label: string, text: string) => {
    await user.click(screen.getByLabelText(label));
    await user.paste(text);
  };
  await fill('Company', 'Han River Capital');
  await fill('Name', 'Walk In');
  await fill('Job title', 'Partner');
  await fill('E-mail', 'walkin@example.com');
  await fill('Phone', '010-1234-5678');
  await user.click(screen.getByRole('radio', { name: 'Investor (Angel, VC, PE)' }));
  await user.click(screen.getAllByRole('checkbox')[0]!);
  await user.selectOptions(screen.getByRole('combobox', { name: 'How did you hear about us?' }), 'Other');
  await fill('Other: their words', 'At the door');
  if (consent)
    await user.click(
      await screen.findByRole('checkbox', { name: 'I agree to the collection and use of my personal information' }),
    );
  return user;
}

const checkin: CheckinResult = {
  registrant: rosterEntry({ name: 'Walk In', onsite: true }),
  checkedInAt: '2025-09-22T00:05:00.000Z',
  desk: 'Desk 1',
  first: true,
};

describe('WalkInDialog', () => {
  it('shows the consent notice with the retention date from the API and checks the form with the registration schema', async () => {
    const { store } = setup({ ok: true, value: { id: 1, checkin } });
    expect(await screen.findByText('Kept until 31 March 2026, then deleted.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Register and check in' }));
    expect(screen.getByLabelText('Company')).toHaveAccessibleDescription('Please enter required fields');
    expect(screen.getByLabelText('Company')).toHaveFocus();
    expect(screen.getByText('Please select at least one session to attend')).toBeInTheDocument();
    expect(store.registerWalkIn).not.toHaveBeenCalled();
  });

  it("requires the visitor's consent", async () => {
    const { store } = setup({ ok: true, value: { id: 1, checkin } });
    const user = await fillForm(false);
    await user.click(screen.getByRole('button', { name: 'Register and check in' }));
    const consent = screen.getByRole('checkbox', {
      name: 'I agree to the collection and use of my personal information',
    });
    expect(consent).toHaveFocus();
    expect(consent).toHaveAccessibleDescription(
      expect.stringContaining('Please agree to the collection and use of personal information'),
    );
    expect(store.registerWalkIn).not.toHaveBeenCalled();
  });

  it('registers with the form, the day and the desk, and hands the check-in back', async () => {
    const { store, onDone } = setup({ ok: true, value: { id: 7, checkin } });
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Register and check in' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(checkin));
    expect(store.registerWalkIn).toHaveBeenCalledWith(
      expect.objectContaining({
        company: 'Han River Capital',
        email: 'walkin@example.com',
        businessType: 1,
        sessions: ['day11'],
        about: 'other',
        aboutOther: 'At the door',
        consent: true,
        locale: 'en',
      }),
      1,
      'Desk 1',
    );
  });

  it('offers to search for someone already registered (409)', async () => {
    const { onSearchInstead, onDone } = setup({ ok: false, code: 'already_registered', status: 409 });
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Register and check in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This e-mail address is already registered.');
    await user.click(screen.getByRole('button', { name: 'Search for this person instead' }));
    expect(onSearchInstead).toHaveBeenCalledWith('walkin@example.com');
    expect(onDone).not.toHaveBeenCalled();
  });

  it("shows the server's field refusals at their fields", async () => {
    setup({ ok: false, code: 'validation', status: 400, fields: { phone: 'invalid_phone' } });
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Register and check in' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(
        'Please enter a valid phone number (digits, spaces, + - ( ) only)',
      ),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The registration was not saved.');
  });

  it('offline, says so and keeps what was typed', async () => {
    setup({ ok: false, code: 'network_error', status: 0 }, { online: false });
    expect(screen.getAllByText(/This desk is offline/)).toHaveLength(1);
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Register and check in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Walk-in registration needs the network; what you typed is kept.',
    );
    expect(screen.getByLabelText('Company')).toHaveValue('Han River Capital');
    expect(
      screen.getByRole('checkbox', { name: 'I agree to the collection and use of my personal information' }),
    ).toBeChecked();
  });

  it('speaks Korean, with the same field messages as the public form', async () => {
    setup({ ok: true, value: { id: 1, checkin } }, { locale: 'ko' });
    expect(await screen.findByText('2026년 3월 31일까지 보유하며, 이후 지체 없이 파기합니다.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '등록하고 체크인' }));
    expect(screen.getByLabelText('소속')).toHaveAccessibleDescription('필수 항목을 입력해 주세요');
  });
});
