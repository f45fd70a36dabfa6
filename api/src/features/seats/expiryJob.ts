/**
 * The background job that passes lapsed waiting-list offers on (server.ts starts one per process).
 * Reads pass offers on too, but a lapsed offer must reach the next person even when nobody opens
 * the form, a manage page or the Sessions screen. Each pass is one transaction under the session
 * rows' lock, so two processes never pass the same offer on twice.
 */
import type { Logger } from '../../logger';

export interface OfferExpiryJob {
  readonly name: string;
  /** One pass; resolves with the number of new offers made. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

/** A minute: offers last hours (WAITLIST_OFFER_HOURS), so the next person hears within a minute. */
export const OFFER_EXPIRY_INTERVAL_MS = 60_000;

export function startOfferExpiryJob(deps: {
  expireOffers: () => Promise<number>;
  log: Logger;
  intervalMs?: number;
}): OfferExpiryJob {
  const intervalMs = deps.intervalMs ?? OFFER_EXPIRY_INTERVAL_MS;
  let stopping = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;

  function runOnce(): Promise<number> {
    running ??= deps
      .expireOffers()
      .then((offers) => {
        if (offers > 0) deps.log.info({ msg: 'lapsed seat offers passed on', offers });
        return offers;
      })
      .catch((error: unknown) => {
        // A database that is away now is tried again at the next pass; nothing personal is logged.
        deps.log.error({
          msg: 'lapsed seat offers could not be passed on',
          error: (error as Error)?.name,
          code: (error as { code?: unknown })?.code,
        });
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  function schedule(): void {
    if (stopping) return;
    timer = setTimeout(() => void runOnce().finally(schedule), intervalMs);
    timer.unref();
  }
  schedule();

  return {
    name: 'seat offer expiry',
    runOnce,
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
