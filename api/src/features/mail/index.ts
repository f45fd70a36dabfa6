/**
 * The mail feature's entry: queuing a registrant's e-mail (with its manage link) inside the change
 * that causes it, the outbox other features queue into and read, and for server.ts the sender over the configured transport.
 */
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { Logger } from '../../logger';
import { createOutboxRepo } from './outboxRepo';
import { type MailSender, type MailSenderOptions, createMailSender } from './sender';
import { createConfiguredTransport } from './transports';

export type { MailSender, MailSenderOptions } from './sender';
export {
  type MailQueue,
  type MailQueueRepos,
  type QueueMailInput,
  type QueuedRegistrant,
  type RegistrantMailSettings,
  createMailQueue,
  statusMailKind,
} from './queue';
export type { DeliveryState, NewMail } from './outboxRepo';
export { type MailOutbox, createOutbox } from './outbox';
export { type PreparedMailModel } from './content/preparedMail';
export { type ShortMail, renderShortMail } from './content/shortMail';
export {
  MAIL_COLORS,
  MAIL_FONT,
  type MailFrame,
  buttonHtml,
  headingHtml,
  mailDocument,
  paragraphHtml,
  smallPrintHtml,
  textWithFooter,
} from './content/mailLayout';
export { checkinQrImage } from './content/checkinQr';
export { type SessionLine, editionDates, sessionLines } from './content/sessionLines';
export { hashManageToken, newManageToken } from './manageLinkTokens';
export type { MeetingMailPart } from './content/registrationMail';
export { WORD_JOINER, unlinkable } from './content/unlinkable';

/** Starts delivering the outbox; `stop()` it before closing the database. */
export function startMailSender(
  deps: { config: Config; db: Database; log: Logger } & Partial<
    Omit<MailSenderOptions, 'outbox' | 'transport' | 'sender' | 'log'>
  >,
): MailSender {
  const { config, db, log, ...tuning } = deps;
  const transport = createConfiguredTransport(config.mail, log);
  const sender = createMailSender({ ...tuning, outbox: createOutboxRepo(db), transport, sender: config.mail, log });
  sender.start();
  log.info({ msg: 'mail sender started', transport: transport.description });
  return sender;
}
