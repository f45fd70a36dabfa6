/**
 * Sends the desk's waiting check-ins, oldest first, one at a time: the order matters when the same
 * person was checked in at two desks, and one call at a time keeps a venue's weak Wi-Fi usable.
 * A check-in leaves the queue only once the server has answered for it; a call without an answer
 * stops the round and the next round (the `online` event or the periodic refresh) starts again.
 */
import type { CheckinResult, CheckinRosterEntry, ForumDay } from '@forum/shared';
import type { ApiFailure } from '@forum/shared/http';
import type { CheckinApi } from './checkinApi';
import type { DeskDatabase, QueuedCheckin } from './deskDatabase';
import { inOneTab } from './deskNetwork';
import type { DeskConflict } from './deskStore';

export interface QueueSenderOptions {
  db: () => Promise<DeskDatabase>;
  api: CheckinApi;
  token: string;
  /** Two tabs of the same desk must not both send the queue. */
  lockName: string;
  view: (registrantId: number) => CheckinRosterEntry | undefined;
  onAnswered: (item: QueuedCheckin, result: CheckinResult) => Promise<void>;
  onRemoved: (item: QueuedCheckin) => Promise<void>;
  onConflict: (conflict: DeskConflict) => Promise<void>;
  onQueueChanged: () => Promise<void>;
  onFailure: (failure: ApiFailure) => void;
}

export interface QueueSender {
  /** Sends everything waiting; false when a call got no answer or was refused, so the round stopped. */
  flush(): Promise<boolean>;
  /** Resolves once a check-in of this person and day is not on its way (an undo waits for it). */
  settled(registrantId: number, day: ForumDay): Promise<void>;
}

export function createQueueSender(options: QueueSenderOptions): QueueSender {
  const { api, token } = options;
  let running: Promise<boolean> | null = null;
  let sending: { item: QueuedCheckin; done: Promise<void> } | null = null;

  /** Sends one; false when the round must stop (no answer, the session ended, a refusal worth retrying). */
  async function send(store: DeskDatabase, item: QueuedCheckin & { seq: number }): Promise<boolean> {
    await store.markAttempted(item.seq);
    const result = await api.checkIn(token, { code: item.code, day: item.day, desk: item.desk });
    const entry = options.view(item.registrantId) ?? item.entry;
    const base = { entry, day: item.day, queuedAt: item.queuedAt };
    if (result.ok) {
      const { first, desk, checkedInAt } = result.value;
      // Our own earlier send whose answer was lost comes back as "not first" with our desk's name.
      const ours = first || (item.attempted === true && desk === item.desk);
      await options.onAnswered(item, result.value);
      await store.dequeue(item.seq);
      await options.onQueueChanged();
      if (!ours)
        await options.onConflict({
          kind: 'elsewhere',
          ...base,
          entry: options.view(item.registrantId) ?? entry,
          first: { checkedInAt, desk },
        });
      return true;
    }
    if (result.status === 404 || result.status === 400) {
      await store.dequeue(item.seq);
      if (result.status === 404) await options.onRemoved(item);
      await options.onQueueChanged();
      await options.onConflict({
        kind: result.status === 404 ? 'removed' : 'refused',
        ...base,
        first: { checkedInAt: item.queuedAt, desk: item.desk },
      });
      return true;
    }
    options.onFailure(result);
    return false;
  }

  async function round(): Promise<boolean> {
    const store = await options.db();
    for (;;) {
      const item = await store.nextQueued();
      if (!item || item.seq === undefined) return true;
      let finish = () => {};
      sending = { item, done: new Promise<void>((resolve) => (finish = resolve)) };
      try {
        if (!(await send(store, { ...item, seq: item.seq }))) return false;
      } finally {
        finish();
        sending = null;
      }
    }
  }

  return {
    flush() {
      running ??= inOneTab(options.lockName, round).finally(() => {
        running = null;
      });
      return running;
    },
    async settled(registrantId, day) {
      if (sending && sending.item.registrantId === registrantId && sending.item.day === day) await sending.done;
    },
  };
}
