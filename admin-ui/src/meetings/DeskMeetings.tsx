/**
 * On the desk's person card: the person's one-to-one meetings of the day, so staff can send them to
 * their table. Fetched when the card opens (staff may read it; the server logs the look-up);
 * offline or without meetings it shows nothing.
 */
import { useEffect, useMemo, useState } from 'react';
import type { Locale } from '@forum/shared';
import { createApiClient } from '@forum/shared/http';
import { MEETINGS_TEXT } from './meetingsText';

interface DeskMeeting {
  day: number;
  start: string;
  end: string;
  table: number;
  with: string;
}

export function DeskMeetings(props: {
  apiBase: string;
  token: string;
  locale: Locale;
  registrantId: number;
  day: number;
}) {
  const { apiBase, token, locale, registrantId, day } = props;
  const call = useMemo(() => createApiClient({ baseUrl: apiBase }), [apiBase]);
  const [meetings, setMeetings] = useState<DeskMeeting[]>([]);
  useEffect(() => {
    let live = true;
    void call(`/api/admin/meetings/registrant/${registrantId}`, { token }).then((result) => {
      if (live && result.ok && Array.isArray(result.body)) setMeetings(result.body as DeskMeeting[]);
    });
    return () => {
      live = false;
    };
  }, [call, token, registrantId]);
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
