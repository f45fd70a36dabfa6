import { useLayoutEffect } from 'react';
import { fireEvent, render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import RegistrationModal from './RegistrationModal';
import { resetRegistrationStore } from './registrationStore';
import { LABELS, dialog } from '../testing/registrationForm';
import { tabbableElements } from './useModalDialog';

function renderModal(locale: 'en' | 'ko' = 'en') {
  const user = userEvent.setup();
  const onClose = vi.fn();
  const page = render(
    <>
      <button type="button">Behind the dialog</button>
      <RegistrationModal locale={locale} onClose={onClose} />
    </>,
  );
  return { user, onClose, page };
}

beforeEach(() => resetRegistrationStore());
describe('closing', () => {
  it('Escape closes', async () => {
    const { user, onClose } = renderModal();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('Escape pressed in the commit that shows the dialog (before passive effects) closes it', () => {
    // The landing page's shell is removed in that commit; a press then has only the dialog to go to.
    function EscapeOnCommit() {
      useLayoutEffect(() => {
        document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      }, []);
      return null;
    }
    const onClose = vi.fn();
    render(
      <>
        <RegistrationModal locale="en" onClose={onClose} />
        <EscapeOnCommit />
      </>,
    );
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it.each(['en', 'ko'] as const)('Cancel and the X close (%s)', async (locale) => {
    const { user, onClose } = renderModal(locale);
    const d = within(dialog());
    await user.click(d.getByRole('button', { name: LABELS[locale].cancel }));
    await user.click(d.getByRole('button', { name: LABELS[locale].closeDialog }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('a click on the overlay closes; a click inside does not', async () => {
    const { user, onClose } = renderModal();
    const d = dialog();
    await user.click(within(d).getByText('All fields are required.'));
    await user.click(within(d).getByRole('heading', { name: 'Pre-registration' }));
    await user.click(d);
    expect(onClose).not.toHaveBeenCalled();

    await user.click(d.parentElement!);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a press begun on the landing shell’s overlay and released on this overlay closes (the shell was replaced mid-press)', () => {
    const global = window as unknown as Record<string, unknown>;
    const shell = { dialog: document.createElement('div'), opener: null, pressedOnOverlay: true };
    global.__forumLanding = { shell, registrationOpen: true, closeShell: () => {}, prepareForm: async () => {} };
    try {
      const { onClose, page } = renderModal();
      fireEvent.mouseUp(dialog().parentElement!);
      expect(onClose).toHaveBeenCalledTimes(1);
      page.unmount();

      // Released inside the dialog instead, that press is over: a later release does nothing.
      const second = renderModal();
      fireEvent.mouseUp(within(dialog()).getByRole('heading', { name: 'Pre-registration' }));
      fireEvent.mouseUp(dialog().parentElement!);
      expect(second.onClose).not.toHaveBeenCalled();
    } finally {
      delete global.__forumLanding;
    }
  });

  it('without a press begun on the shell, a release on the overlay alone does not close', () => {
    const { onClose } = renderModal();
    fireEvent.mouseUp(dialog().parentElement!);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a press that starts inside and is released on the overlay does not close', async () => {
    const { user, onClose } = renderModal();
    const d = dialog();
    await user.pointer([
      { keys: '[MouseLeft>]', target: within(d).getByText('All fields are required.') },
      { target: d.parentElement! },
      { keys: '[/MouseLeft]', target: d.parentElement! },
    ]);
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('focus', () => {
  it('moves into the dialog when it opens', () => {
    renderModal();
    expect(dialog()).toHaveFocus();
  });

  it('is trapped: Tab and Shift+Tab cycle inside', async () => {
    const { user } = renderModal();
    const d = dialog();
    const closeX = within(d).getByRole('button', { name: 'Close dialog' });
    const register = within(d).getByRole('button', { name: 'Register' });
    const tabbable = tabbableElements(d);
    expect(tabbable[0]).toBe(closeX);
    expect(tabbable[tabbable.length - 1]).toBe(register);

    await user.tab({ shift: true });
    expect(register).toHaveFocus();
    await user.tab();
    expect(closeX).toHaveFocus();
    await user.tab({ shift: true });
    expect(register).toHaveFocus();

    for (let i = 0; i < tabbable.length * 2; i++) {
      await user.tab();
      expect(d.contains(document.activeElement)).toBe(true);
    }
  });

  it('that lands outside is brought back', async () => {
    const { page } = renderModal();
    page.getByRole('button', { name: 'Behind the dialog', hidden: true }).focus();
    expect(dialog().contains(document.activeElement)).toBe(true);
  });

  it('never reaches the honeypot with Tab', () => {
    renderModal();
    expect(tabbableElements(dialog()).some((element) => element.getAttribute('name') === 'fax_extension')).toBe(false);
  });
});

it('locks the page scroll while open and restores it after', () => {
  document.body.style.overflow = 'auto';
  const { page } = renderModal();
  expect(document.body.style.overflow).toBe('hidden');
  page.unmount();
  expect(document.body.style.overflow).toBe('auto');
  document.body.style.overflow = '';
});

it('speaks the visitor language', () => {
  renderModal('ko');
  expect(dialog()).toHaveAttribute('lang', 'ko');
  expect(dialog()).toHaveAccessibleName('사전등록');
});
