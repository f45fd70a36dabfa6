/**
 * Resolves in a task of its own, so work split at these points never adds up to one long task and
 * a tap that comes in between is answered first. scheduler.yield where the browser has it (it
 * keeps this work ahead of other scripts' tasks), a zero timeout elsewhere.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
