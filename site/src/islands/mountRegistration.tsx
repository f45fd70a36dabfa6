/**
 * The registration dialog's React root on the landing page (loaded by loadRegistration.ts). The
 * form's chunk is loaded before the root is made, so the host never shows a loading notice of its
 * own (the early script's shell is the loading state); the first render is a transition, so React
 * renders it in slices between which a tap is answered.
 */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { localeForPath } from '../navigation/locale';
import RegistrationHost, { loadModal } from '../registration/RegistrationHost';
import { landingPageScript } from './landingGlobal';
import { nextTask } from './nextTask';

let mounted = false;

export async function mountRegistration(): Promise<void> {
  await loadModal();
  await nextTask();
  if (mounted) return;
  mounted = true;
  const element = document.createElement('div');
  document.body.append(element);
  const root = createRoot(element);
  const locale = localeForPath(window.location.pathname);
  const shell = landingPageScript();
  startTransition(() =>
    root.render(
      <StrictMode>
        <RegistrationHost locale={locale} shell={shell ?? undefined} />
      </StrictMode>,
    ),
  );
}
