/**
 * The sessions a person is seated in, which a meeting must not overlap. Until seats exist (issue
 * 21) these are the sessions the registrant registered for; this is the one place to point at the
 * seated sessions once they do.
 */
import type { Registrant, SessionCode } from '@forum/shared';

export function seatedSessions(registrant: Pick<Registrant, 'attendext'>): readonly SessionCode[] {
  return registrant.attendext;
}
