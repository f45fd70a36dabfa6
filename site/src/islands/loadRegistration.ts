/**
 * The registration form on the landing page, run on the first sign of intent (the early script
 * calls this on a press on or focus in a Register control, having fetched the form's files at
 * once). Its code (the dialog's host, the form, the shared schema and Preact, which stands in for
 * React in the landing pages' build: vite.landing.config.ts) is run in a task of its own, then the
 * dialog's root is made.
 */
import { nextTask } from './nextTask';

let loading: Promise<void> | null = null;

export function loadRegistration(): Promise<void> {
  if (loading) return loading;
  const attempt = steps();
  loading = attempt;
  // A failed load (offline, a deploy replaced a chunk) is tried again on the next press.
  attempt.catch(() => {
    if (loading === attempt) loading = null;
  });
  return attempt;
}

async function steps(): Promise<void> {
  const { mountRegistration } = await import('./mountRegistration');
  await nextTask();
  await mountRegistration();
}
