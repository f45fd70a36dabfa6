/** Messages to registrants' entry: the admin calls, the service, and for server.ts the dispatcher. */
import type { Logger } from '../../logger';
import { type MessageDispatcher, startMessageDispatcher } from './dispatcher';
import type { MessageService } from './service';

export { messagesRouter } from './router';
export { type MessageService, type MessageSettings, createMessageService } from './service';
export { type MessageDispatcher } from './dispatcher';
export { seatStatusIn } from './audience';
export { dayBeforeAtTen, reminderDefinitions } from './reminder';

/**
 * The background job that queues messages when their time comes (server.ts starts one per
 * process, on the message service createServices built for the requests too).
 */
export function startMessagesJob(deps: {
  service: MessageService;
  log: Logger;
  pollIntervalMs?: number;
}): MessageDispatcher {
  return startMessageDispatcher({
    service: deps.service,
    log: deps.log,
    ...(deps.pollIntervalMs ? { pollIntervalMs: deps.pollIntervalMs } : {}),
  });
}
