/**
 * The background job that sends messages when their time comes: every few seconds (or at once
 * when woken by a send) it makes sure the day-before reminders exist and queues each due message
 * into the outbox (service.queueDue), one process at a time per message by its lease. The mail
 * sender then delivers those mails, paced at MAIL_RATE_PER_MINUTE. `stop()` ends after the batch
 * in hand and gives the lease back, so a restarted process resumes where this one stopped.
 */
import type { Logger } from '../../logger';
import { MessageNotQueued, errorCodeOf } from './messageBounds';
import type { MessageService } from './service';

export interface MessageDispatcher {
  readonly name: string;
  /** A message was just sent: look now rather than at the next poll. */
  wake(): void;
  /** One pass: queues every due message; returns how many it handled. */
  runDue(): Promise<number>;
  /**
   * Resolves once a pass found no message due: every message due before the call is queued (or
   * failed). Tests wait on it instead of sleeping to show that nothing more goes out.
   */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

export function startMessageDispatcher(deps: {
  service: MessageService;
  log: Logger;
  pollIntervalMs?: number;
}): MessageDispatcher {
  const { service, log } = deps;
  const pollIntervalMs = deps.pollIntervalMs ?? 5_000;
  let stopping = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let again = false;

  async function pass(): Promise<number> {
    let handled = 0;
    await service.ensureReminders();
    while (!stopping) {
      let queued: number;
      try {
        queued = await service.queueDue(() => stopping);
      } catch (error) {
        if (!(error instanceof MessageNotQueued)) throw error;
        // It is `failed` now, with its reason for the manager; the others due still go.
        log.error({ msg: 'message could not be queued', messageId: error.messageId, code: error.code });
        handled += 1;
        continue;
      }
      if (queued === 0) break;
      handled += 1;
      log.info({ msg: 'message queued', mails: queued });
    }
    return handled;
  }

  function runDue(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = pass()
      .catch((error: unknown) => {
        log.error({ msg: 'messages could not be queued', error: (error as Error)?.name, code: errorCodeOf(error) });
        return 0;
      })
      .finally(() => {
        running = null;
        if (again && !stopping) {
          again = false;
          void runDue();
        }
      });
    return running;
  }

  function schedule(): void {
    if (stopping) return;
    timer = setTimeout(() => {
      void runDue().finally(schedule);
    }, pollIntervalMs);
    timer.unref();
  }
  schedule();

  return {
    name: 'message dispatcher',
    wake() {
      if (!stopping) void runDue();
    },
    runDue,
    async idle() {
      // A pass already running may have started before the message became due: wait it out first.
      if (running) await running;
      while (!stopping && (await runDue()) > 0);
    },
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
