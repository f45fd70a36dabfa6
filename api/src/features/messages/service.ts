/**
 * Messages to registrants, the admin's side: writing one, its audience and preview, a test to the
 * manager, sending (now or at its time), cancelling, the delivery log and retrying failures. Who
 * it reaches is messageTargets.ts, the mail each gets messageComposing.ts, and queuing a due
 * message for the dispatcher messageDispatch.ts.
 */
import {
  EDITION,
  type MessageAudience,
  type MessageDetail,
  type MessagePreview,
  type MessageSummary,
  type NewMessage,
} from '@forum/shared';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import type { AccessLog, Actor } from '../accessLog';
import { editionReadOnlyWords } from '../editions';
import { invitationsById } from '../invitations';
import { createOutbox } from '../mail';
import type { RegistrationStore } from '../registrations';
import { inAudience } from './audience';
import { assertMessageFits } from './messageBounds';
import { type MessageSettings, createMessageComposer, messageTexts } from './messageComposing';
import { createMessageDelivery } from './messageDelivery';
import { createMessageDispatch } from './messageDispatch';
import { NO_LINKS } from './messageMail';
import { createMessageTargets, inviteeTarget, registrantTarget } from './messageTargets';
import { MESSAGE_TEXT } from './messageText';
import { reminderDayHasBegun, reminderDefinitions } from './reminder';
import { type MessageRepo, type StoredMessage, createMessageRepo } from './repo';

export type { MessageSettings } from './messageComposing';

export interface MessageServiceDeps {
  db: Database;
  store: RegistrationStore;
  accessLog: AccessLog;
  settings: MessageSettings;
  clock: () => Date;
  /** Told after mail was queued, so the local sender looks at once. */
  onMailQueued: () => void;
}

export function createMessageService(deps: MessageServiceDeps) {
  const { db, store, accessLog, settings, clock, onMailQueued } = deps;
  // The messages are the store's edition's, as the registrants they go to.
  const scope = store.edition;
  const repo = createMessageRepo(db, scope);
  const targets = createMessageTargets({ db, store });
  const composer = createMessageComposer({ settings, store, clock });
  const delivery = createMessageDelivery({ db, targets, edition: scope });
  const dispatch = createMessageDispatch({
    db,
    accessLog,
    settings,
    clock,
    targets,
    composer,
    onMailQueued,
    edition: scope,
  });
  const { targetsOf } = targets;

  async function found(id: number): Promise<StoredMessage> {
    const message = await repo.find(id);
    if (!message) throw new AppError('not_found');
    return message;
  }

  /**
   * A message to change, preview or send: the current edition's (a past edition's messages are
   * read-only: 409 `edition_ended`, naming its year).
   */
  async function foundCurrent(id: number): Promise<StoredMessage> {
    const message = await found(id);
    if (message.edition !== EDITION.year)
      throw new AppError('edition_ended', { messages: editionReadOnlyWords(message.edition) });
    return message;
  }

  async function ensureReminders(): Promise<void> {
    const now = clock();
    for (const reminder of reminderDefinitions()) {
      await repo.insertReminderOnce({
        kind: 'reminder',
        reminderDay: reminder.day,
        // A reminder whose time has already passed when it is first written is not sent late.
        state: reminder.sendAt.getTime() > now.getTime() ? 'scheduled' : 'cancelled',
        audience: reminder.audience,
        subject: reminder.subject,
        body: reminder.body,
        sendAt: reminder.sendAt,
        createdBy: { adminId: null, email: 'system' },
        now,
      });
    }
  }

  return {
    ensureReminders,
    queueDue: dispatch.queueDue,

    async countAudience(audience: MessageAudience): Promise<number> {
      return (await targetsOf(audience)).length;
    },

    async create(input: NewMessage, actor: Actor): Promise<{ id: number; recipients: number }> {
      const audience = await targetsOf(input.audience);
      assertMessageFits(
        { subject: input.subject, body: input.body, reminderSessions: null },
        audience.map((target) => target.person),
        settings.siteUrl,
      );
      const id = await repo.insert({
        kind: 'manual',
        state: 'draft',
        audience: input.audience,
        subject: input.subject,
        body: input.body,
        sendAt: input.sendAt ? new Date(input.sendAt) : null,
        createdBy: { adminId: actor.adminId, email: actor.account },
        now: clock(),
      });
      return { id, recipients: audience.length };
    },

    /** `PATCH /:id`: a draft's new audience, texts and time; once it is scheduled or sent, 409. */
    async update(id: number, input: NewMessage): Promise<{ id: number; recipients: number }> {
      const message = await foundCurrent(id);
      const changed =
        message.kind === 'manual' &&
        (await repo.updateDraft(id, {
          audience: input.audience,
          subject: input.subject,
          body: input.body,
          sendAt: input.sendAt ? new Date(input.sendAt) : null,
        }));
      if (!changed) throw new AppError('message_already_sent');
      return { id, recipients: (await targetsOf(input.audience)).length };
    },

    /** The messages of `edition` (default: the current one); a past edition's as they were left. */
    async list(edition: number = EDITION.year): Promise<MessageSummary[]> {
      if (edition !== EDITION.year) {
        const past = await repo.list(edition);
        // Nothing of a past edition goes out: its count is who it reached.
        return Promise.all(past.map((message) => delivery.summary(message, async () => message.recipientCount ?? 0)));
      }
      await ensureReminders();
      const all = await targets.candidates();
      const invitees = (await repo.list()).some((message) => message.audience.invitation)
        ? (await targetsOf({ invitation: 'not_registered' })).length
        : 0;
      const count = (audience: MessageAudience) => async () =>
        audience.invitation ? invitees : all.filter((c) => inAudience(audience, c)).length;
      return Promise.all((await repo.list()).map((message) => delivery.summary(message, count(message.audience))));
    },

    async detail(id: number, actor: Actor): Promise<MessageDetail> {
      const message = await found(id);
      const recipientList = await delivery.recipientList(id);
      if (recipientList.length > 0) {
        const shownInvitees = recipientList.flatMap((r) => (r.invitationId !== null ? [r.invitationId] : []));
        await accessLog.append({
          actor,
          action: 'list_view',
          registrantIds: recipientList.flatMap((r) => (r.registrantId !== null ? [r.registrantId] : [])),
          ...(shownInvitees.length > 0 ? { registrantCount: recipientList.length } : {}),
          detail: {
            messageId: id,
            view: 'message_recipients',
            ...(shownInvitees.length > 0
              ? { invitations: shownInvitees.length <= 100 ? shownInvitees : shownInvitees.length }
              : {}),
          },
        });
      }
      const base = await delivery.summary(message, async () => (await targetsOf(message.audience)).length);
      return { ...base, body: message.body, recipientList };
    },

    async preview(id: number, registrantId: number | null, actor: Actor): Promise<MessagePreview> {
      const message = await foundCurrent(id);
      const target = await targets.sampleRecipient(message.audience, registrantId);
      const audience = await targetsOf(message.audience);
      assertMessageFits(messageTexts(message), [target.person, ...audience.map((t) => t.person)], settings.siteUrl);
      const rendered = composer.render(message, target.person, NO_LINKS);
      let inIt = audience.some((t) => t.key === target.key);
      if (target.registrant && !message.audience.invitation) {
        const registrant = target.registrant;
        const marks = await store.checkins.marksFor([registrant.id]);
        inIt = inAudience(message.audience, {
          registrant,
          checkedInDays: new Set((marks.get(registrant.id) ?? []).map((mark) => mark.day)),
        });
      }
      await accessLog.append({
        actor,
        action: 'list_view',
        registrantIds: target.registrantId !== null ? [target.registrantId] : [],
        detail: {
          messageId: id,
          view: 'message_preview',
          ...(target.invitationId !== null ? { invitations: [target.invitationId] } : {}),
        },
      });
      return {
        registrantId: target.registrantId,
        ...(target.invitationId !== null ? { invitationId: target.invitationId } : {}),
        locale: rendered.locale,
        to: target.email,
        subject: rendered.subject,
        text: rendered.text,
        inAudience: inIt,
      };
    },

    /** Mails the manager the message as `registrantId` (or the audience's first) would get it, in both languages. */
    async test(id: number, registrantId: number | null, actor: Actor, to: string): Promise<{ to: string }> {
      const message = await foundCurrent(id);
      const target = await targets.sampleRecipient(message.audience, registrantId);
      const now = clock();
      const mails = (['en', 'ko'] as const).map((locale) => {
        const rendered = composer.render(message, { ...target.person, locale }, NO_LINKS);
        return {
          ...composer.newMail(
            message,
            target,
            { ...rendered, subject: MESSAGE_TEXT[locale].testPrefix + rendered.subject },
            now,
          ),
          registrantId: null,
          recipient: to,
        };
      });
      await accessLog.run(async (trx) => {
        await createOutbox(trx).enqueue(mails);
        return {
          result: undefined,
          entries: [
            {
              actor,
              action: 'list_view',
              registrantIds: target.registrantId !== null ? [target.registrantId] : [],
              detail: {
                messageId: id,
                view: 'message_test',
                ...(target.invitationId !== null ? { invitations: [target.invitationId] } : {}),
              },
            },
          ],
        };
      });
      onMailQueued();
      return { to };
    },

    /** Schedules the message (at its `sendAt`, or now) and records it: `message`, the filter, the count. */
    async send(id: number, actor: Actor): Promise<{ id: number; recipients: number; sendAt: string }> {
      const message = await foundCurrent(id);
      if (
        !['draft', 'scheduled', 'cancelled', 'failed'].includes(message.state) ||
        (message.state === 'cancelled' && message.sentAt)
      )
        throw new AppError('message_already_sent');
      const now = clock();
      // A reminder turned off (or written off because its time had passed) may be turned on again
      // only while "tomorrow" is still its forum day.
      if (message.kind === 'reminder' && message.reminderDay && reminderDayHasBegun(message.reminderDay, now))
        throw new AppError('reminder_day_passed');
      const sendAt = message.sendAt && message.sendAt > now ? message.sendAt : now;
      const audience = await targetsOf(message.audience);
      assertMessageFits(
        messageTexts(message),
        audience.map((t) => t.person),
        settings.siteUrl,
      );
      const invitationIds = audience.flatMap((t) => (t.invitationId !== null ? [t.invitationId] : []));
      const moved = await accessLog.run(async (trx) => {
        // A failed message may be sent again: the recipients it already queued are not queued twice.
        const ok = await createMessageRepo(trx, scope).transition(id, ['draft', 'scheduled', 'cancelled', 'failed'], {
          state: 'scheduled',
          sendAt,
        });
        return {
          result: ok,
          entries: ok
            ? [
                {
                  actor,
                  action: 'message' as const,
                  registrantIds: audience.flatMap((t) => (t.registrantId !== null ? [t.registrantId] : [])),
                  registrantCount: audience.length,
                  detail: {
                    messageId: id,
                    kind: message.kind,
                    filter: message.audience,
                    sendAt: sendAt.toISOString(),
                    // Invitees are not registrants: named by their invitation (as invitation_send does).
                    ...(message.audience.invitation
                      ? { invitations: invitationIds.length <= 100 ? invitationIds : invitationIds.length }
                      : {}),
                  },
                },
              ]
            : [],
        };
      });
      if (!moved) throw new AppError('message_already_sent');
      return { id, recipients: audience.length, sendAt: sendAt.toISOString() };
    },

    /** Cancels a message not yet sent, or one that could not be queued (a reminder: turns it off). */
    async cancel(id: number): Promise<void> {
      await foundCurrent(id);
      if (!(await repo.transition(id, ['draft', 'scheduled', 'failed'], { state: 'cancelled' })))
        throw new AppError('message_already_sent');
    },

    /** Queues again, as new mails, the recipients whose mail failed for good. */
    async retry(id: number, actor: Actor): Promise<{ retried: number }> {
      const message = await foundCurrent(id);
      const failed = await delivery.failedRecipients(id);
      const failedInvitees = failed.flatMap((r) => (r.invitationId != null ? [r.invitationId] : []));
      const people = [
        ...(await targets.listed(failed.flatMap((r) => (r.registrantId !== null ? [r.registrantId] : [])))).map(
          registrantTarget,
        ),
        ...(await invitationsById(db, scope, failedInvitees)).map(inviteeTarget),
      ];
      if (people.length === 0) return { retried: 0 };
      const { start, interval } = await dispatch.pacingStart();
      const prepared = people.map((person, index) =>
        composer.prepare(message, person, new Date(start + index * interval)),
      );
      await accessLog.run(async (trx) => {
        const trxRepo = createMessageRepo(trx, scope);
        await composer.storeLinks(trx, prepared);
        await createOutbox(trx).enqueue(prepared.map(({ mail }) => mail));
        for (const { mail, target } of prepared) {
          const who =
            target.registrantId !== null
              ? { registrantId: target.registrantId }
              : { invitationId: target.invitationId ?? 0 };
          await trxRepo.replaceMailMessageId(id, who, mail.messageId);
        }
        return {
          result: undefined,
          entries: [
            {
              actor,
              action: 'message',
              registrantIds: people.flatMap((p) => (p.registrantId !== null ? [p.registrantId] : [])),
              ...(failedInvitees.length > 0 ? { registrantCount: people.length } : {}),
              detail: {
                messageId: id,
                retry: true,
                filter: message.audience,
                ...(failedInvitees.length > 0 ? { invitations: failedInvitees } : {}),
              },
            },
          ],
        };
      });
      onMailQueued();
      return { retried: people.length };
    },
  };
}

export type MessageService = ReturnType<typeof createMessageService>;
export type { MessageRepo };
