// The modal, its form and the schema must live in their own chunk, loaded on first use only.
import { act, render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import hostSource from './RegistrationHost.tsx?raw';
import RegistrationHost from './RegistrationHost';

const modalModule = vi.hoisted(() => ({ evaluations: 0 }));

// The factory runs when something first imports the module: its count tells when that happened.
vi.mock('./RegistrationModal', () => {
  modalModule.evaluations += 1;
  return { default: () => 'stub modal' };
});

it('does not import the modal statically (only types, and a dynamic import())', () => {
  const staticImports = hostSource.match(/^import\s+(?!type\b)[^;]*?from\s+['"]([^'"]+)['"]/gm) ?? [];
  expect(staticImports.join('\n')).not.toMatch(/RegistrationModal|registrationStore|registrationText|@forum\/shared'/);
  expect(hostSource).toMatch(/import\(\s*['"]\.\/RegistrationModal['"]\s*\)/);
});

it('loads the modal module on the first openRegistrationModal event, not before', async () => {
  render(<RegistrationHost locale="en" />);
  expect(modalModule.evaluations).toBe(0);
  act(() => {
    window.dispatchEvent(new Event('openRegistrationModal'));
  });
  expect(await screen.findByText('stub modal')).toBeInTheDocument();
  expect(modalModule.evaluations).toBe(1);
});
