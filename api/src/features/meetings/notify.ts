/**
 * The meeting messages, queued in the transaction of the change that causes them: each person in
 * their own language, with their own manage link (the acting person's own token; a new link for
 * the other, since their token is stored only hashed).
 */
import type { MailQueue, MeetingMailPart } from '../mail';
import type { RegistrationRepos } from '../registrations';
import type { StoredMeeting, StoredProfile } from './repo';

export interface Recipient {
  profile: StoredProfile;
  /** The link the person is acting through, when it is them. */
  token?: string;
}

function other(profile: StoredProfile): MeetingMailPart['other'] {
  return { role: profile.role, organisation: profile.organisation };
}

export function createMeetingNotices(mail: MailQueue) {
  async function queue(
    repos: RegistrationRepos,
    kind: 'meeting_request' | 'meeting' | 'meeting_cancel',
    to: Recipient,
    meeting: MeetingMailPart,
    now: Date,
  ): Promise<void> {
    const registrant = await repos.registrants.findById(to.profile.registrantId);
    if (!registrant) return;
    await mail.queue(repos, { kind, registrant, now, meeting, ...(to.token ? { token: to.token } : {}) });
  }

  return {
    /** The receiver of a request hears of it, with the note and a link to answer it. */
    async request(
      repos: RegistrationRepos,
      requestId: number,
      from: StoredProfile,
      to: Recipient,
      note: string,
      now: Date,
    ) {
      await queue(repos, 'meeting_request', to, { id: requestId, other: other(from), note }, now);
    },

    /** Both people: a booked or moved meeting (REQUEST) or a cancelled one (CANCEL, SEQUENCE raised). */
    async meeting(
      repos: RegistrationRepos,
      kind: 'meeting' | 'meeting_cancel',
      meeting: StoredMeeting,
      people: readonly [Recipient, Recipient],
      now: Date,
    ) {
      const [a, b] = people;
      const slot = { day: meeting.day, start: meeting.start, end: meeting.end, table: meeting.table };
      const revision = kind === 'meeting_cancel' ? meeting.revision + 1 : meeting.revision;
      await queue(repos, kind, a, { id: meeting.id, other: other(b.profile), slot, revision }, now);
      await queue(repos, kind, b, { id: meeting.id, other: other(a.profile), slot, revision }, now);
    },

    /** One person: their meeting is cancelled because the other's registration was deleted. */
    async otherSideGone(
      repos: RegistrationRepos,
      meeting: StoredMeeting,
      to: Recipient,
      gone: StoredProfile,
      now: Date,
    ) {
      const slot = { day: meeting.day, start: meeting.start, end: meeting.end, table: meeting.table };
      await queue(
        repos,
        'meeting_cancel',
        to,
        { id: meeting.id, other: other(gone), slot, revision: meeting.revision + 1 },
        now,
      );
    },
  };
}

export type MeetingNotices = ReturnType<typeof createMeetingNotices>;
