/**
 * The mail sender: claims due messages from the outbox, hands them to the transport, and marks
 * them sent, failed (a permanent refusal, with the server's reply) or due again later (a temporary
 * failure; see retrySchedule.ts). server.ts starts one per API process; any number of processes can
 * share one outbox (see outboxRepo.ts for how claims stay exclusive).
 *
 * Delivery is AT LEAST ONCE, not exactly once. SMTP has no way to make "the server accepted the
 * message" and "the outbox row says sent" one atomic step: if the process dies (or loses the
 * database) after the server's 250 reply and before markSent commits, the row is still claimed,
 * its lease runs out, and another sender delivers it again. The copy carries the same Message-ID,
 * so many clients show it once. The reverse never happens: a row is marked sent only after the
 * server has accepted the message, so no message is lost (sender.test.ts shows both).
 */
import type { Logger } from '../../logger';
import { type MailSenderIdentity, toSendMailOptions } from './composeMail';
import { classifyDeliveryError } from './deliveryErrors';
import type { ClaimedMail, OutboxRepo } from './outboxRepo';
import { retryDelayMs, withinRetryWindow } from './retrySchedule';
import type { MailTransport } from './transports';

export interface SenderTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realTimers: SenderTimers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

export interface MailSenderOptions {
  outbox: OutboxRepo;
  transport: MailTransport;
  sender: MailSenderIdentity;
  log: Logger;
  /** Injected so tests can move time (retries, leases, the 48-hour window). */
  clock?: () => Date;
  /** The idle wait between polls; injected so tests need not wait. */
  timers?: SenderTimers;
  random?: () => number;
  /** How often an idle sender looks for due messages (other processes' and retries). */
  pollIntervalMs?: number;
  batchSize?: number;
  /** Messages in flight at once (the SMTP pool's connections). */
  concurrency?: number;
  /** How long a claim holds a message; longer than any delivery can take. */
  leaseMs?: number;
  /** A delivery still unanswered after this is abandoned and retried. */
  sendTimeoutMs?: number;
  /** How long stop() lets deliveries in hand finish before cutting them off. */
  stopGraceMs?: number;
}

export interface MailSender {
  /** Starts the background loop. */
  start(): void;
  /** A message was just queued: look now rather than at the next poll. */
  wake(): void;
  /** One pass: claims the due messages (up to a batch) and delivers them; returns how many it claimed. */
  deliverDue(): Promise<number>;
  /**
   * Resolves once a pass of the running loop, started after this call, found nothing due: every
   * mail queued before the call that could go has been delivered or settled (tests wait on it
   * instead of sleeping to show that nothing more is sent). Without a loop, it runs passes itself.
   */
  idle(): Promise<void>;
  /** Stops claiming, finishes the messages in hand (gives back the rest), closes the transport. */
  stop(): Promise<void>;
}

function errorFields(error: unknown): Record<string, unknown> {
  const err = error as { name?: unknown; code?: unknown; responseCode?: unknown };
  return { error: err?.name, code: err?.code, responseCode: err?.responseCode };
}

export function createMailSender(options: MailSenderOptions): MailSender {
  const { outbox, transport, log } = options;
  const clock = options.clock ?? (() => new Date());
  const timers = options.timers ?? realTimers;
  const random = options.random ?? Math.random;
  const pollIntervalMs = options.pollIntervalMs ?? 2_000;
  const batchSize = options.batchSize ?? 10;
  const concurrency = options.concurrency ?? 4;
  const leaseMs = options.leaseMs ?? 120_000;
  const sendTimeoutMs = options.sendTimeoutMs ?? 60_000;
  const stopGraceMs = options.stopGraceMs ?? 5_000;

  let stopping = false;
  let loop: Promise<void> | null = null;
  let stopped: Promise<void> | null = null;
  let woken = false;
  let interruptIdle: (() => void) | null = null;
  const inFlight = new Set<AbortController>();
  /** Callers of idle() waiting for a pass, begun after they asked, that claimed nothing. */
  let idleWaiters: Array<() => void> = [];

  async function settleFailure(mail: ClaimedMail, error: unknown): Promise<void> {
    const verdict = classifyDeliveryError(error);
    const now = clock();
    if (verdict.permanent) {
      await outbox.markFailed(mail.id, mail.claimToken, verdict.reason);
      log.error({ msg: 'mail refused', outboxId: mail.id, kind: mail.kind, ...errorFields(error) });
    } else if (!withinRetryWindow(mail.createdAt, now)) {
      await outbox.markFailed(mail.id, mail.claimToken, `Not delivered within 48 hours. Last error: ${verdict.reason}`);
      log.error({ msg: 'mail given up after 48 hours', outboxId: mail.id, kind: mail.kind, ...errorFields(error) });
    } else {
      const delay = retryDelayMs(mail.attempts, random);
      await outbox.markRetry(mail.id, mail.claimToken, new Date(now.getTime() + delay), verdict.reason);
      log.info({
        msg: 'mail delivery will be retried',
        outboxId: mail.id,
        attempts: mail.attempts,
        retryInMs: delay,
        ...errorFields(error),
      });
    }
  }

  async function deliver(mail: ClaimedMail): Promise<void> {
    const controller = new AbortController();
    inFlight.add(controller);
    const timeout = setTimeout(() => controller.abort(), sendTimeoutMs);
    try {
      await transport.send(await toSendMailOptions(mail, options.sender), {
        outboxId: mail.id,
        kind: mail.kind,
        signal: controller.signal,
      });
    } catch (error) {
      await settleFailure(mail, error);
      return;
    } finally {
      clearTimeout(timeout);
      inFlight.delete(controller);
    }
    // Accepted by the server. Until the next statement commits, a crash means a second delivery
    // after the lease (at least once, see the header).
    if (await outbox.markSent(mail.id, mail.claimToken, clock()))
      log.info({ msg: 'mail sent', outboxId: mail.id, kind: mail.kind });
    else log.info({ msg: 'mail sent after its claim ran out', outboxId: mail.id, kind: mail.kind });
  }

  async function deliverOrRelease(mail: ClaimedMail): Promise<void> {
    try {
      if (stopping) await outbox.release(mail.id, mail.claimToken, clock());
      else await deliver(mail);
    } catch (error) {
      // The database failed while marking: the lease brings the message back.
      log.error({ msg: 'mail outbox update failed', outboxId: mail.id, ...errorFields(error) });
    }
  }

  async function deliverDue(): Promise<number> {
    const claimed = await outbox.claimDue(clock(), batchSize, leaseMs);
    let next = 0;
    const worker = async () => {
      while (next < claimed.length) {
        const mail = claimed[next];
        next += 1;
        if (mail) await deliverOrRelease(mail);
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, claimed.length) }, worker));
    return claimed.length;
  }

  function idle(ms: number): Promise<void> {
    if (woken || stopping) {
      woken = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        interruptIdle = null;
        resolve();
      };
      const handle = timers.setTimeout(done, ms);
      interruptIdle = () => {
        timers.clearTimeout(handle);
        done();
      };
    });
  }

  async function run(): Promise<void> {
    while (!stopping) {
      const waiting = idleWaiters;
      idleWaiters = [];
      let claimed = -1;
      try {
        claimed = await deliverDue();
      } catch (error) {
        log.error({ msg: 'mail sender could not read the outbox', ...errorFields(error) });
      }
      if (claimed === 0) for (const resolve of waiting) resolve();
      else idleWaiters.push(...waiting);
      // A full batch means more may be waiting: go on at once; so too when someone waits for the
      // outbox to empty and this pass found something.
      const more = claimed >= batchSize || (claimed > 0 && idleWaiters.length > 0);
      if (!more) await idle(pollIntervalMs);
    }
    for (const resolve of idleWaiters) resolve();
  }

  function wake(): void {
    if (interruptIdle) interruptIdle();
    else woken = true;
  }

  return {
    start() {
      if (!loop && !stopping) loop = run();
    },
    wake,
    deliverDue,
    async idle() {
      if (!loop) {
        while ((await deliverDue()) > 0);
        return;
      }
      if (stopping) return;
      const reached = new Promise<void>((resolve) => idleWaiters.push(resolve));
      wake();
      await reached;
    },
    stop() {
      stopped ??= (async () => {
        stopping = true;
        wake();
        const finished = loop ?? Promise.resolve();
        let grace: NodeJS.Timeout | undefined;
        const cutOff = new Promise<'cut'>((resolve) => {
          grace = setTimeout(() => resolve('cut'), stopGraceMs);
          grace.unref();
        });
        if ((await Promise.race([finished.then(() => 'done' as const), cutOff])) === 'cut') {
          // A server that stalls must not hold up shutdown: abandon the deliveries; they are marked
          // for retry (or, if this process is killed first, their lease brings them back).
          log.error({ msg: 'mail sender cut off deliveries in progress', count: inFlight.size });
          for (const controller of inFlight) controller.abort();
          await transport.close({ force: true });
        }
        clearTimeout(grace);
        await finished;
        await transport.close();
      })();
      return stopped;
    },
  };
}
