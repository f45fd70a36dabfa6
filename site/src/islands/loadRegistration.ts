/**
 * The registration form on the landing page, run on the first sign of intent (the early script
 * calls this on a press on or focus in a Register control; its code was fetched when the browser
 * was idle, islands.ts). The code runs in steps, each in a task of its own: React, then the
 * dialog's host and the form with the shared schema, then the first render (itself time-sliced).
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
  await import('react-dom/client');
  await nextTask();
  const { mountRegistration } = await import('./mountRegistration');
  await nextTask();
  await mountRegistration();
}
