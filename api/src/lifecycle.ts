/**
 * The process's life as the app sees it: whether it is draining (shutting down), so the health
 * check can turn a load balancer away and responses can tell clients to close their connections.
 * server.ts owns the transition; see shutdown.ts.
 */
export interface Lifecycle {
  readonly draining: boolean;
}

export interface ControlledLifecycle extends Lifecycle {
  startDraining(): void;
}

export function createLifecycle(): ControlledLifecycle {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    startDraining() {
      draining = true;
    },
  };
}

/** For apps that never drain (tests, benchmarks). */
export const RUNNING: Lifecycle = { draining: false };

/**
 * Something server.ts runs beside the HTTP server (the mail sender, a purge schedule). `stop()`
 * lets the current unit of work finish and resolves when the job is idle; shutdown awaits it
 * before the database pool closes.
 */
export interface BackgroundJob {
  /** For the shutdown log. */
  readonly name?: string;
  stop(): Promise<void>;
}
