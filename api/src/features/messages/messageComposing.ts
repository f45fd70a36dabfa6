/**
 * A message made into one person's mail: its texts rendered for them, the personal link it
 * carries minted, and the outbox row; the links are stored in the transaction that queues the
 * mail.
 */
import { randomUUID } from 'node:crypto';
import { manageUrl, namesPlaceholder } from '@forum/shared';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { invitationUrl, replaceInvitationLink } from '../invitations';
import { type NewMail, hashManageToken, newManageToken } from '../mail';
import type { RegistrationStore } from '../registrations';
import { assertRenderedFits } from './messageBounds';
import {
  type MessagePerson,
  type MessageTexts,
  type PersonalLinks,
  type RenderedMessage,
  renderMessage,
} from './messageMail';
import { daySessions } from './reminder';
import type { StoredMessage } from './repo';
import type { Target } from './messageTargets';

export type MessageSettings = Pick<Config, 'siteUrl' | 'contactEmail' | 'contactPhone'> & {
  mail: Pick<Config['mail'], 'ratePerMinute'>;
};

/** The texts a message renders: a reminder also lists the sessions of its day. */
export function messageTexts(message: StoredMessage): MessageTexts {
  return {
    subject: message.subject,
    body: message.body,
    reminderSessions: message.kind === 'reminder' && message.reminderDay ? daySessions(message.reminderDay) : null,
  };
}

function uses(message: StoredMessage, placeholder: 'manageLink' | 'inviteLink'): boolean {
  return namesPlaceholder(message.body.en + message.body.ko + message.subject.en + message.subject.ko, placeholder);
}

export function createMessageComposer(deps: {
  settings: MessageSettings;
  store: RegistrationStore;
  clock: () => Date;
}) {
  const { settings, store, clock } = deps;
  const host = new URL(settings.siteUrl).hostname || 'localhost';

  const render = (message: StoredMessage, person: MessagePerson, links: PersonalLinks) =>
    renderMessage(messageTexts(message), person, links, settings);

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
      if (invite) await replaceInvitationLink(trx, store.edition, invite.invitationId, invite.tokenHash);
  }

  return { render, newMail, prepare, storeLinks };
}

export type MessageComposer = ReturnType<typeof createMessageComposer>;
export type PreparedMail = ReturnType<MessageComposer['prepare']>;
