/**
 * What the browser says about the network: `navigator.onLine` and the window's `online` and
 * `offline` events. Only a hint: the store also counts a call that got no answer as offline, and
 * one that got an answer as online. Tests pass their own.
 */
export interface NetworkSignal {
  isOnline(): boolean;
  subscribe(listener: (online: boolean) => void): () => void;
}

export const browserNetwork: NetworkSignal = {
  isOnline: () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false),
  subscribe(listener) {
    if (typeof window === 'undefined') return () => {};
    const online = () => listener(true);
    const offline = () => listener(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  },
};

/** Runs `task` in this tab only if no other tab of the same desk is already running it (Web Locks where present). */
export async function inOneTab(name: string, task: () => Promise<boolean>): Promise<boolean> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return task();
  // Another tab holding the lock is sending the same queue: this round has nothing to do.
  return locks.request(name, { ifAvailable: true }, async (lock) => (lock ? task() : true));
}
