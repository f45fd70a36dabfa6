/**
 * On the desk's person card: the person's one-to-one meetings of the day, so staff can send them to
 * their table. Fetched when the card opens (staff may read it; the server logs the look-up);
 * offline or without meetings it shows nothing.
 */
import { useEffect, useMemo, useState } from 'react';
import { useAdmin } from '../lib/adminContext';
import { type DeskMeeting, createMeetingsApi } from './meetingsApi';
import { MEETINGS_TEXT } from './meetingsText';

export function DeskMeetings({ registrantId, day }: { registrantId: number; day: number }) {
  const { client, token, locale } = useAdmin();
  const api = useMemo(() => createMeetingsApi(client), [client]);
  const [meetings, setMeetings] = useState<DeskMeeting[]>([]);
  useEffect(() => {
    let live = true;
    void api.forRegistrant(token, registrantId).then((result) => {
      if (live && result.ok) setMeetings(result.value);
    });
    return () => {
      live = false;
    };
  }, [api, token, registrantId]);
  const t = MEETINGS_TEXT[locale];
  const today = meetings.filter((meeting) => meeting.day === day);
  if (today.length === 0) return null;
  return (
    <div className="checkin-card__sessions">
      <dt>{t.deskHeading}</dt>
      <dd>
        <ul>
          {today.map((meeting) => (
            <li key={meeting.start}>
              {meeting.start}-{meeting.end} · {t.table(meeting.table)} · {meeting.with}
            </li>
          ))}
        </ul>
      </dd>
    </div>
  );
}
