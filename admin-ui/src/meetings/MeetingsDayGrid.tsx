/** One forum day's meetings: a row per slot, a column per table, each booked cell with Move and Cancel. */
import { useId } from 'react';
import { type AdminMeeting, type MeetingSlotDay, formatLongDate } from '@forum/shared';
import { useAdmin } from '../lib/adminContext';
import { who } from './meetingSchedule';
import { MEETINGS_TEXT } from './meetingsText';

export interface MeetingsDayGridProps {
  day: number;
  /** Every day's slots; the grid picks its own day's. */
  times: readonly MeetingSlotDay[];
  tables: number;
  meetings: readonly AdminMeeting[];
  /** A past edition's meetings are history: no Move or Cancel. */
  readOnly: boolean;
  onMove: (meeting: AdminMeeting) => void;
  onCancel: (meeting: AdminMeeting) => void;
}

export function MeetingsDayGrid({ day, times, tables, meetings, readOnly, onMove, onCancel }: MeetingsDayGridProps) {
  const { locale, edition } = useAdmin();
  const t = MEETINGS_TEXT[locale];
  const id = useId();
  const columns = Array.from({ length: tables }, (_, i) => i + 1);

  return (
    <div className="admin-meetings__grid">
      <h2>{t.gridHeading(day, formatLongDate(edition.file.days[day === 2 ? 2 : 1], locale))}</h2>
      <div className="admin-table-scroll" role="region" aria-labelledby={`${id}-grid-${day}`} tabIndex={0}>
        <table className="admin-table admin-table--cards admin-meetings__table">
          <caption id={`${id}-grid-${day}`}>{t.gridCaption(day)}</caption>
          <thead>
            <tr>
              <th scope="col">{t.time}</th>
              {columns.map((table) => (
                <th scope="col" key={table}>
                  {t.table(table)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {times
              .filter((slot) => slot.day === day)
              .map((slot) => (
                <tr key={slot.start}>
                  <th scope="row">
                    {slot.start}-{slot.end}
                  </th>
                  {columns.map((table) => {
                    const meeting = meetings.find((m) => m.day === day && m.start === slot.start && m.table === table);
                    return (
                      <td
                        key={table}
                        data-label={t.table(table)}
                        className={meeting ? 'admin-meetings__booked' : undefined}
                      >
                        {meeting ? (
                          <>
                            <span className="admin-meetings__who">
                              {meeting.investor.organisation}
                              <br />
                              {meeting.company.organisation}
                            </span>
                            {readOnly ? null : (
                              <span className="admin-meetings__actions">
                                <button
                                  type="button"
                                  className="admin-edit"
                                  aria-label={`${t.move}: ${who(meeting)}`}
                                  onClick={() => onMove(meeting)}
                                >
                                  {t.move}
                                </button>
                                <button
                                  type="button"
                                  className="admin-edit"
                                  aria-label={`${t.cancel}: ${who(meeting)}`}
                                  onClick={() => onCancel(meeting)}
                                >
                                  {t.cancel}
                                </button>
                              </span>
                            )}
                          </>
                        ) : null}
                      </td>
                    );
                  })}
                </tr>
              ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
