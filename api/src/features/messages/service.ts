/**
 * Messages to registrants: writing one, its audience and preview, a test to the manager, sending
 * (now or at its time), cancelling, the delivery log and retrying failures; and, for the
 * dispatcher, queuing a due message's mails into the outbox (see queueDue for exactly-once).
 */
import { randomUUID } from 'node:crypto';
import {
  EDITION,
  type MailState,
  type MessageAudience,
  type MessageDetail,
  type MessagePreview,
  type MessageSummary,
  type NewMessage,
  type Registrant,
  manageUrl,
  namesPlaceholder,
} from '@forum/shared';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import type { AccessLog, Actor } from '../accessLog';
import { editionReadOnlyWords } from '../editions';
import {
  type StoredInvitation,
  invitationUrl,
  invitationsById,
  replaceInvitationLink,
  sentUnregisteredInvitations,
} from '../invitations';
import { type NewMail, createOutbox, hashManageToken, newManageToken } from '../mail';
import type { RegistrationStore } from '../registrations';
import { withSeatStates } from '../seats';
import { type AudienceCandidate, inAudience } from './audience';
import {
  MessageNotQueued,
  assertMessageFits,
  assertRenderedFits,
  errorCodeOf,
  isPassingFailure,
} from './messageBounds';
import {
  type MessagePerson,
  type MessageTexts,
  NO_LINKS,
  type PersonalLinks,
  type RenderedMessage,
  renderMessage,
} from './messageMail';
import { MESSAGE_TEXT } from './messageText';
import { daySessions, reminderDayHasBegun, reminderDefinitions } from './reminder';
import { type MessageRepo, type StoredMessage, type StoredRecipient, createMessageRepo } from './repo';

export type MessageSettings = Pick<Config, 'siteUrl' | 'contactEmail' | 'contactPhone'> & {
  mail: Pick<Config['mail'], 'ratePerMinute'>;
};

export interface MessageServiceDeps {
  db: Database;
  store: RegistrationStore;
  accessLog: AccessLog;
  settings: MessageSettings;
  clock: () => Date;
  /** Told after mail was queued, so the local sender looks at once. */
  onMailQueued: () => void;
}

/** How many recipients are queued per transaction. */
const QUEUE_BATCH = 50;
/** How long a process holds a message it is queuing; renewed every batch. */
const DISPATCH_LEASE_MS = 60_000;
const SYSTEM: Actor = { adminId: null, account: 'system', address: null };

function texts(message: StoredMessage): MessageTexts {
  return {
    subject: message.subject,
    body: message.body,
    reminderSessions: message.kind === 'reminder' && message.reminderDay ? daySessions(message.reminderDay) : null,
  };
}

/**
 * One recipient of a message: a registrant, or (the audience `invitation`) an invitee who has not
 * registered; `key` tells them apart in the resume point (their recipient rows).
 */
interface Target {
  key: string;
  registrantId: number | null;
  invitationId: number | null;
  email: string;
  person: MessagePerson;
  registrant: Registrant | null;
}

function registrantTarget(registrant: Registrant): Target {
  return {
    key: `r${registrant.id}`,
    registrantId: registrant.id,
    invitationId: null,
    email: registrant.email,
    person: registrant,
    registrant,
  };
}

function inviteeTarget(invitation: StoredInvitation): Target {
  return {
    key: `i${invitation.id}`,
    registrantId: null,
    invitationId: invitation.id,
    email: invitation.email,
    person: {
      locale: invitation.locale,
      name: invitation.name,
      company: invitation.company,
      sessions: [],
      invitedFrom: invitation.source,
    },
    registrant: null,
  };
}

const keyOf = (recipient: StoredRecipient) =>
  recipient.invitationId != null ? `i${recipient.invitationId}` : `r${recipient.registrantId}`;

function uses(message: StoredMessage, placeholder: 'manageLink' | 'inviteLink'): boolean {
  return namesPlaceholder(message.body.en + message.body.ko + message.subject.en + message.subject.ko, placeholder);
}

export function createMessageService(deps: MessageServiceDeps) {
  const { db, store, accessLog, settings, clock, onMailQueued } = deps;
  const repo = createMessageRepo(db);
  const outbox = createOutbox(db);
  const host = new URL(settings.siteUrl).hostname || 'localhost';
  const render = (message: StoredMessage, registrant: MessagePerson, links: PersonalLinks) =>
    renderMessage(texts(message), registrant, links, settings);

  /** Registrants with their places as the seats feature answers (audiences and `{sessions}` follow them). */
  async function listed(ids?: readonly number[]): Promise<Registrant[]> {
    return withSeatStates(db, await store.registrants.list(ids));
  }

  async function candidates(): Promise<AudienceCandidate[]> {
    const [registrants, marks] = await Promise.all([listed(), store.checkins.marksFor()]);
    return registrants.map((registrant) => ({
      registrant,
      checkedInDays: new Set((marks.get(registrant.id) ?? []).map((mark) => mark.day)),
    }));
  }

  async function audienceOf(audience: MessageAudience): Promise<Registrant[]> {
    return (await candidates()).filter((candidate) => inAudience(audience, candidate)).map((c) => c.registrant);
  }

  /** Everyone a message goes to now: its invitees, or the registrants its filters hold. */
  async function targetsOf(audience: MessageAudience): Promise<Target[]> {
    if (audience.invitation) return (await sentUnregisteredInvitations(db)).map(inviteeTarget);
    return (await audienceOf(audience)).map(registrantTarget);
  }

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

  async function deliveryOf(recipients: readonly StoredRecipient[]) {
    return outbox.statesByMessageIds(recipients.map((recipient) => recipient.mailMessageId));
  }

  async function summary(message: StoredMessage, audienceSize: () => Promise<number>): Promise<MessageSummary> {
    const recipients = await repo.recipients(message.id);
    const states = await deliveryOf(recipients);
    const delivery: Record<MailState, number> = { queued: 0, sent: 0, failed: 0 };
    for (const recipient of recipients) delivery[states.get(recipient.mailMessageId)?.state ?? 'queued'] += 1;
    const queuedAll = message.state === 'sent' || message.state === 'sending';
    return {
      id: message.id,
      kind: message.kind,
      reminderDay: message.reminderDay,
      state: message.state,
      subject: message.subject,
      audience: message.audience,
      sendAt: message.sendAt?.toISOString() ?? null,
      createdAt: message.createdAt.toISOString(),
      createdBy: message.createdBy,
      recipients: queuedAll ? (message.recipientCount ?? recipients.length) : await audienceSize(),
      delivery,
      failureReason: message.state === 'failed' ? message.failureReason : null,
    };
  }

  /** The recipient a preview or a test shows: the one asked for, or the audience's first. */
  async function sampleRecipient(message: StoredMessage, registrantId: number | null): Promise<Target> {
    if (registrantId !== null) {
      const [registrant] = await listed([registrantId]);
      if (!registrant) throw new AppError('not_found');
      return registrantTarget(registrant);
    }
    const [first] = await targetsOf(message.audience);
    if (!first) throw new AppError('not_found');
    return first;
  }

  function newMail(message: StoredMessage, target: Target, rendered: RenderedMessage, dueAt: Date): NewMail {
    return {
      registrantId: target.registrantId,
      kind: 'message',
      locale: rendered.locale,
      recipient: target.email,
      messageId: `<message-${message.id}.${randomUUID()}@${host}>`,
      model: { kind: 'message', ...rendered, now: clock() },
      dueAt,
    };
  }

  /**
   * One recipient's mail and, when the text carries a personal link, that link's row: a
   * registrant's new manage link, or an invitee's new invitation link (which replaces the one they
   * had). The caller stores the rows in the transaction that queues the mail, so the link a mail
   * carries is the one stored, and a batch that did not commit minted nothing.
   */
  function prepare(message: StoredMessage, target: Target, dueAt: Date) {
    // requestSchema lets each audience name only its own link.
    const { registrantId, invitationId } = target;
    const manageToken = registrantId !== null && uses(message, 'manageLink') ? newManageToken() : null;
    const inviteToken = invitationId !== null && uses(message, 'inviteLink') ? newManageToken() : null;
    const locale = target.person.locale;
    const rendered = render(message, target.person, {
      manageLink: manageToken ? manageUrl(settings.siteUrl, manageToken, locale) : null,
      inviteLink: inviteToken ? invitationUrl(settings.siteUrl, inviteToken, locale) : null,
    });
    assertRenderedFits(rendered, locale);
    const mail = newMail(message, target, rendered, dueAt);
    return {
      mail,
      target,
      link:
        manageToken && registrantId !== null
          ? { tokenHash: hashManageToken(manageToken), registrantId, now: clock() }
          : null,
      invite: inviteToken && invitationId !== null ? { invitationId, tokenHash: hashManageToken(inviteToken) } : null,
    };
  }

  /** Stores the links `prepare` minted, in the transaction `trx` that queues their mails. */
  async function storeLinks(trx: Database, prepared: ReadonlyArray<ReturnType<typeof prepare>>): Promise<void> {
    await store.within(trx).links.insert(prepared.flatMap(({ link }) => (link ? [link] : [])));
    for (const { invite } of prepared)
      if (invite) await replaceInvitationLink(trx, invite.invitationId, invite.tokenHash);
  }

  /** Where paced group mail starts: after the last one already waiting its turn. */
  async function pacingStart(): Promise<{ start: number; interval: number }> {
    const interval = 60_000 / settings.mail.ratePerMinute;
    const last = await outbox.lastGroupDue();
    const now = clock().getTime();
    return { start: last ? Math.max(now, last.getTime() + interval) : now, interval };
  }

  /** Queues a claimed message's mails (see queueDue); throws what stopped it. */
  async function queueClaimed(message: StoredMessage, token: string, shouldStop: () => boolean): Promise<number> {
    // Invitees who registered or declined since the message was written are no longer in it.
    const done = new Set((await repo.recipients(message.id)).map(keyOf));
    const todo = (await targetsOf(message.audience)).filter((target) => !done.has(target.key));
    const { start, interval } = await pacingStart();
    let queued = 0;
    for (let offset = 0; offset < todo.length; offset += QUEUE_BATCH) {
      if (shouldStop()) {
        await repo.releaseLease(message.id, token);
        return queued;
      }
      if (!(await repo.renewLease(message.id, token, new Date(clock().getTime() + DISPATCH_LEASE_MS)))) return queued;
      const batch = todo.slice(offset, offset + QUEUE_BATCH);
      const prepared = batch.map((target, index) =>
        prepare(message, target, new Date(start + (offset + index) * interval)),
      );
      await db.transaction(async (trx) => {
        await createMessageRepo(trx).insertRecipients(
          message.id,
          prepared.map(({ mail, target }) => ({
            registrantId: target.registrantId,
            invitationId: target.invitationId,
            mailMessageId: mail.messageId,
            locale: mail.locale,
          })),
          clock(),
        );
        await storeLinks(trx, prepared);
        await createOutbox(trx).enqueue(prepared.map(({ mail }) => mail));
      });
      queued += batch.length;
      onMailQueued();
    }
    const total = done.size + todo.length;
    if (await repo.markSent(message.id, token, total, clock())) {
      // A manager's send was recorded when they pressed it; the reminder is sent by the system.
      if (message.kind === 'reminder') {
        await accessLog.append({
          actor: SYSTEM,
          action: 'message',
          registrantIds: todo.flatMap((t) => (t.registrantId !== null ? [t.registrantId] : [])),
          registrantCount: total,
          detail: {
            messageId: message.id,
            kind: 'reminder',
            reminderDay: message.reminderDay,
            filter: message.audience,
          },
        });
      }
    }
    return Math.max(queued, 1);
  }

  return {
    ensureReminders,

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
        return Promise.all(past.map((message) => summary(message, async () => message.recipientCount ?? 0)));
      }
      await ensureReminders();
      const all = await candidates();
      const invitees = (await repo.list()).some((message) => message.audience.invitation)
        ? (await targetsOf({ invitation: 'not_registered' })).length
        : 0;
      const count = (audience: MessageAudience) => async () =>
        audience.invitation ? invitees : all.filter((c) => inAudience(audience, c)).length;
      return Promise.all((await repo.list()).map((message) => summary(message, count(message.audience))));
    },

    async detail(id: number, actor: Actor): Promise<MessageDetail> {
      const message = await found(id);
      const recipients = await repo.recipients(id);
      const states = await deliveryOf(recipients);
      const registrantIds = recipients.flatMap((r) => (r.registrantId !== null ? [r.registrantId] : []));
      const invitationIds = recipients.flatMap((r) => (r.invitationId != null ? [r.invitationId] : []));
      const people = new Map((await listed(registrantIds)).map((r) => [r.id, r]));
      const invitees = new Map((await invitationsById(db, invitationIds)).map((i) => [i.id, i]));
      const recipientList = recipients.flatMap((recipient) => {
        const person =
          recipient.invitationId != null
            ? invitees.get(recipient.invitationId)
            : recipient.registrantId !== null
              ? people.get(recipient.registrantId)
              : undefined;
        if (!person) return [];
        const state = states.get(recipient.mailMessageId);
        return [
          {
            registrantId: recipient.registrantId,
            invitationId: recipient.invitationId ?? null,
            name: person.name,
            email: person.email,
            locale: recipient.locale,
            state: state?.state ?? 'queued',
            reason: state?.reason ?? null,
            sentAt: state?.sentAt?.toISOString() ?? null,
          },
        ];
      });
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
      const base = await summary(message, async () => (await targetsOf(message.audience)).length);
      return { ...base, body: message.body, recipientList };
    },

    async preview(id: number, registrantId: number | null, actor: Actor): Promise<MessagePreview> {
      const message = await foundCurrent(id);
      const target = await sampleRecipient(message, registrantId);
      const audience = await targetsOf(message.audience);
      assertMessageFits(texts(message), [target.person, ...audience.map((t) => t.person)], settings.siteUrl);
      const rendered = render(message, target.person, NO_LINKS);
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
      const target = await sampleRecipient(message, registrantId);
      const now = clock();
      const mails = (['en', 'ko'] as const).map((locale) => {
        const rendered = render(message, { ...target.person, locale }, NO_LINKS);
        return {
          ...newMail(
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
        texts(message),
        audience.map((t) => t.person),
        settings.siteUrl,
      );
      const invitationIds = audience.flatMap((t) => (t.invitationId !== null ? [t.invitationId] : []));
      const moved = await accessLog.run(async (trx) => {
        // A failed message may be sent again: the recipients it already queued are not queued twice.
        const ok = await createMessageRepo(trx).transition(id, ['draft', 'scheduled', 'cancelled', 'failed'], {
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
      const recipients = await repo.recipients(id);
      const states = await deliveryOf(recipients);
      const failed = recipients.filter((r) => states.get(r.mailMessageId)?.state === 'failed');
      const failedInvitees = failed.flatMap((r) => (r.invitationId != null ? [r.invitationId] : []));
      const people = [
        ...(await listed(failed.flatMap((r) => (r.registrantId !== null ? [r.registrantId] : [])))).map(
          registrantTarget,
        ),
        ...(await invitationsById(db, failedInvitees)).map(inviteeTarget),
      ];
      if (people.length === 0) return { retried: 0 };
      const { start, interval } = await pacingStart();
      const prepared = people.map((person, index) => prepare(message, person, new Date(start + index * interval)));
      await accessLog.run(async (trx) => {
        const trxRepo = createMessageRepo(trx);
        await storeLinks(trx, prepared);
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

    /**
     * Queues one due message into the outbox, in batches, each batch one transaction with its
     * recipient rows. The recipient rows are the resume point: a process that stops (or dies)
     * midway leaves the batches it committed, and whoever takes the message next queues only the
     * audience members without a row, so each gets exactly one mail in the outbox. `shouldStop` is
     * asked between batches. Returns how many mails it queued (0: nothing was due).
     */
    async queueDue(shouldStop: () => boolean = () => false): Promise<number> {
      const claimed = await repo.claimDue(clock(), DISPATCH_LEASE_MS);
      if (!claimed) return 0;
      const { message, token } = claimed;
      // A reminder due while its day had already begun (the server was down through its time) is not sent late.
      if (message.kind === 'reminder' && message.reminderDay && reminderDayHasBegun(message.reminderDay, clock())) {
        await repo.markFailed(message.id, token, 'reminder_day_passed');
        throw new MessageNotQueued(message.id, 'reminder_day_passed');
      }
      // What the caller's own question throws is the caller's (a test's crash): not the message's failure.
      let callerThrew = false;
      const askStop = () => {
        try {
          return shouldStop();
        } catch (error) {
          callerThrew = true;
          throw error;
        }
      };
      try {
        return await queueClaimed(message, token, askStop);
      } catch (error) {
        if (callerThrew) throw error;
        // A failure that passes leaves the message to the next pass (the lease runs out, or is
        // given back); any other would fail the same way every pass: the message becomes
        // `failed` with its reason, cancellable, and the dispatcher logs the code.
        if (isPassingFailure(error)) {
          await repo.releaseLease(message.id, token).catch(() => {});
          throw error;
        }
        const code = errorCodeOf(error);
        await repo.markFailed(message.id, token, code);
        throw new MessageNotQueued(message.id, code);
      }
    },
  };
}

export type MessageService = ReturnType<typeof createMessageService>;
export type { MessageRepo };
