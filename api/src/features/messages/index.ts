/** Messages to registrants' entry: the admin calls, the service, and for server.ts the dispatcher. */
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { Logger } from '../../logger';
import { createAccessLog } from '../accessLog';
import { createRegistrationStore } from '../registrations';
import { type MessageDispatcher, startMessageDispatcher } from './dispatcher';
import { createMessageService } from './service';

export { messagesRouter } from './router';
export { type MessageService, type MessageSettings, createMessageService } from './service';
export { type MessageDispatcher } from './dispatcher';
export { seatStatusIn } from './audience';
export { dayBeforeAtTen, reminderDefinitions } from './reminder';

/** The background job that queues messages when their time comes (server.ts starts one per process). */
export function startMessagesJob(deps: {
  config: Config;
  db: Database;
  log: Logger;
  clock?: () => Date;
  onMailQueued?: () => void;
  pollIntervalMs?: number;
}): MessageDispatcher {
  const clock = deps.clock ?? (() => new Date());
  const service = createMessageService({
    db: deps.db,
    store: createRegistrationStore(deps.db),
    accessLog: createAccessLog(deps.db, clock, deps.config.accessLogKey),
    settings: deps.config,
    clock,
    onMailQueued: deps.onMailQueued ?? (() => {}),
  });
  return startMessageDispatcher({
    service,
    log: deps.log,
    ...(deps.pollIntervalMs ? { pollIntervalMs: deps.pollIntervalMs } : {}),
  });
}
