/** Everyone with a meeting, each with a button for their agenda as a PDF. */
import type { AdminMeetingPerson } from '@forum/shared';
import { useAdmin } from '../lib/adminContext';
import { MEETINGS_TEXT } from './meetingsText';

export interface ParticipantAgendasProps {
  people: readonly AdminMeetingPerson[];
  onDownload: (person: AdminMeetingPerson) => void;
}

export function ParticipantAgendas({ people, onDownload }: ParticipantAgendasProps) {
  const { locale } = useAdmin();
  const t = MEETINGS_TEXT[locale];
  return (
    <div className="admin-accounts__invite">
      <h2>{t.participants}</h2>
      {people.length === 0 ? <p>{t.noParticipants}</p> : null}
      <ul className="admin-meetings__people">
        {people.map((person) => (
          <li key={person.registrantId}>
            <button type="button" className="admin-button admin-button--secondary" onClick={() => onDownload(person)}>
              {t.agendaPdf(`${person.name}, ${person.organisation}`)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
