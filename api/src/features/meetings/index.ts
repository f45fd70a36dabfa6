/** One-to-one meetings between investors and companies: the participants' calls (manage token) and the organisers'. */
import type { Database } from '../../db/database';
import type { AccessLog } from '../accessLog';
import type { MailQueue } from '../mail';
import type { RegistrationStore } from '../registrations';
import { createMeetingNotices } from './notify';
import { createOrganiserService } from './organiser';
import { createRequestLimits } from '../../middleware/requestLimits';
import { MEETING_REQUEST_LIMITS, createParticipantService } from './participants';

export { participantMeetingsRouter } from './router';
export { adminMeetingsRouter } from './adminRouter';
export { MEETING_REQUEST_LIMITS, type ParticipantService } from './participants';
export { type OrganiserService } from './organiser';

export function createMeetingServices(deps: {
  db: Database;
  store: RegistrationStore;
  mail: MailQueue;
  accessLog: AccessLog;
  onMailQueued: () => void;
  /** Read at each use (a getter): it follows the published edition. */
  retentionUntil: string;
  clock: () => Date;
}) {
  const notices = createMeetingNotices(deps.mail);
  return {
    participants: createParticipantService({
      ...deps,
      // A spread would copy today's date; the getter keeps following the edition.
      get retentionUntil() {
        return deps.retentionUntil;
      },
      notices,
      requestLimits: createRequestLimits(deps.db, 'meeting_request', MEETING_REQUEST_LIMITS),
    }),
    organiser: createOrganiserService({ ...deps, notices }),
  };
}
