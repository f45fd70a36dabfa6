/**
 * When the session was last used, as the server counts it (an answered API call with the token).
 * A tiny store, so the idle guard re-renders on activity and nothing else does.
 */
export interface ActivityTracker {
  touch(): void;
  lastActivity(): number;
  subscribe(listener: () => void): () => void;
}

export function createActivityTracker(now: () => number = Date.now): ActivityTracker {
  let last = now();
  const listeners = new Set<() => void>();
  return {
    touch() {
      last = now();
      for (const listener of listeners) listener();
    },
    lastActivity: () => last,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
