/**
 * Queues an e-mail about a registration inside the transaction that changes it: issues a manage
 * link when the message needs one and writes the message's model (everything it will say, in the
 * registrant's language) to the outbox. The sender renders and delivers it after the commit.
 */
import { randomUUID } from 'node:crypto';
import { EDITION, type SessionCode, manageUrl } from '@forum/shared';
import type { Config } from '../../config';
import type { RegistrationMailKind, RegistrationMailModel } from '../mail/content/registrationMail';
import type { StoredRegistrant } from '../registrations/repo';
import type { RegistrationRepos } from '../registrations/store';
import { hashManageToken, newManageToken } from './tokens';

export interface QueueMailInput {
  kind: RegistrationMailKind;
  registrant: StoredRegistrant;
  now: Date;
  /** The link the registrant already holds (a change made through it); otherwise a new one is issued. */
  token?: string;
  /** An update's sessions that the change dropped. */
  removedSessions?: readonly SessionCode[];
}

export type RegistrantMailSettings = Pick<Config, 'siteUrl' | 'contactEmail' | 'contactPhone' | 'retentionUntil' | 'mail'>;

export function createMailQueue(settings: RegistrantMailSettings) {
  const host = new URL(settings.siteUrl).hostname || 'localhost';

  return {
    async queue(repos: Pick<RegistrationRepos, 'links' | 'outbox'>, input: QueueMailInput): Promise<void> {
      const { registrant, kind, now } = input;
      let token: string | null = null;
      if (kind !== 'cancellation') {
        token = input.token ?? newManageToken();
        if (!input.token) await repos.links.insert(hashManageToken(token), registrant.id, now);
      }
      const { id, company, name, title, email, phone, biztype, attendext, about, locale, revision } = registrant;
      const model: RegistrationMailModel = {
        kind,
        // Only what the message shows: the snapshot is personal data until it is delivered.
        registrant: { id, company, name, title, email, phone, biztype, attendext, about, locale, revision },
        ...(input.removedSessions ? { removedSessions: input.removedSessions } : {}),
        manageUrl: token ? manageUrl(settings.siteUrl, token, registrant.locale) : null,
        siteUrl: settings.siteUrl,
        contactEmail: settings.contactEmail,
        contactPhone: settings.contactPhone,
        retentionUntil: settings.retentionUntil,
        organizer: { name: settings.mail.from.name ?? EDITION.name[registrant.locale], email: settings.mail.from.address },
        now,
      };
      await repos.outbox.enqueue(
        {
          // A cancellation outlives its registrant: it belongs to nobody in the list.
          registrantId: kind === 'cancellation' ? null : registrant.id,
          kind,
          locale: registrant.locale,
          recipient: registrant.email,
          messageId: `<${randomUUID()}@${host}>`,
          model,
        },
        now,
      );
    },
  };
}

export type MailQueue = ReturnType<typeof createMailQueue>;
