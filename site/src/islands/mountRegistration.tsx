/**
 * The registration dialog's root on the landing page (loaded by loadRegistration.ts; the landing
 * pages' build runs it on Preact: vite.landing.config.ts). The form's chunk is loaded before the
 * root is made, so the host never shows a loading notice of its own (the early script's shell is
 * the loading state); the first render is a transition, which React renders in slices between
 * which a tap is answered (Preact renders it at once: it is small enough).
 */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { SiteEditionProvider } from '../edition/SiteEditionContext';
import { adoptPageEdition } from '../edition/pageEdition';
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
  // The page's language as rendered (a draft's preview lives under /preview/<token>/kor, not /kor).
  const locale = document.documentElement.lang === 'ko' ? 'ko' : 'en';
  const shell = landingPageScript();
  startTransition(() =>
    root.render(
      <StrictMode>
        {/* The page's edition (its JSON tag): a page rendered for 2026 runs 2026's form. */}
        <SiteEditionProvider value={adoptPageEdition()}>
          <RegistrationHost locale={locale} shell={shell ?? undefined} />
        </SiteEditionProvider>
      </StrictMode>,
    ),
  );
}
