/**
 * Who a message goes to: the audience's filters applied to the registrants (the list's filters
 * plus seat status, language, check-in on a day and registration date). Every filter given must
 * hold; an absent filter holds for everyone, but the approval status: without one, a message is
 * for approved registrations only (`audienceStatuses`), never for people under review or declined. A few thousand registrants are filtered in memory,
 * the same way on both databases.
 */
import {
  type AudienceSeatStatus,
  type ForumDay,
  type MessageAudience,
  type Registrant,
  type SessionCode,
  audienceStatuses,
  holdsPlaces,
} from '@forum/shared';

/** A registrant with the days they checked in on. */
export interface AudienceCandidate {
  registrant: Registrant;
  checkedInDays: ReadonlySet<ForumDay>;
}

/**
 * A registrant's state in a session as the seats feature gave it (`seats`, read with the
 * registrant): null when they did not choose it; a chosen session with no place known is a seat
 * (rows from before seats existed). The `status` filter and the reminder (to the seated) follow.
 */
export function seatStatusIn(registrant: Registrant, session: SessionCode): AudienceSeatStatus | null {
  // Under review or declined: no place anywhere, whatever they chose.
  if (!registrant.sessions.includes(session) || !holdsPlaces(registrant.status)) return null;
  return registrant.seats?.[session]?.status ?? 'seated';
}

export function inAudience(audience: MessageAudience, candidate: AudienceCandidate): boolean {
  const { registrant } = candidate;
  // Approved registrations only, unless the audience names the statuses it is for.
  if (!audienceStatuses(audience.approval).includes(registrant.status)) return false;
  const sessions = audience.sessions ?? [];
  if (sessions.length > 0 && !sessions.some((code) => registrant.sessions.includes(code))) return false;
  if (audience.status && audience.status.length > 0) {
    // The status in the sessions the audience names, or in any of the registrant's own.
    const inSessions = sessions.length > 0 ? sessions : registrant.sessions;
    const statuses = inSessions.map((code) => seatStatusIn(registrant, code));
    if (!audience.status.some((status) => statuses.includes(status))) return false;
  }
  if (audience.biztypes && audience.biztypes.length > 0 && !audience.biztypes.includes(registrant.businessType))
    return false;
  if (audience.locales && audience.locales.length > 0 && !audience.locales.includes(registrant.locale)) return false;
  if (audience.checkedIn && candidate.checkedInDays.has(audience.checkedIn.day) !== audience.checkedIn.value)
    return false;
  if (audience.registeredAfter && !(Date.parse(registrant.createdAt) > Date.parse(audience.registeredAfter)))
    return false;
  return true;
}
