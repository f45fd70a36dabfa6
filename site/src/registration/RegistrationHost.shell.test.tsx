// The landing page's shell handing over to React's dialog (islands/mountRegistration.tsx), with
// the visitor closing the dialog in the moment between the hand-over and the host's effects.
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import RegistrationHost, { type DialogShell, loadModal } from './RegistrationHost';
import { resetRegistrationStore } from './registrationStore';

afterEach(() => {
  resetRegistrationStore();
  document.querySelector('#shell-opener')?.remove();
});

it('stays closed when Escape is pressed in the commit that takes the shell’s place (before the host’s effects ran)', async () => {
  await loadModal();
  const opener = document.createElement('button');
  opener.id = 'shell-opener';
  opener.textContent = 'Register Now';
  document.body.append(opener);
  const landing: DialogShell & { shell: { opener: HTMLElement | null } | null } = {
    shell: { opener },
    closeShell(handOff) {
      landing.shell = null;
      // The press lands right after React's dialog replaced the shell, before passive effects.
      if (handOff) document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    },
  };

  render(<RegistrationHost locale="en" shell={landing} />);
  // The press was handled once focus is back on the opener; then the dialog and the shell are gone.
  await waitFor(() => expect(opener).toHaveFocus());

  expect(landing.shell).toBeNull();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
});

it('takes the place of a shell opened while it was mounting (the opening event came before its listener)', async () => {
  await loadModal();
  const opener = document.createElement('button');
  opener.id = 'shell-opener';
  document.body.append(opener);
  let reads = 0;
  let handedOver = false;
  let showing: { opener: HTMLElement | null } | null = { opener };
  const landing: DialogShell = {
    // Not there yet while the host renders (two reads); there when its effects run.
    get shell() {
      reads += 1;
      return reads <= 2 ? null : showing;
    },
    closeShell(handOff) {
      showing = null;
      handedOver = handOff === true;
    },
  };

  render(<RegistrationHost locale="en" shell={landing} />);
  expect(await screen.findByRole('dialog', { name: 'Pre-registration' })).toBeInTheDocument();
  expect(handedOver).toBe(true);
});
