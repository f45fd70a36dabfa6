/** The move panel: a meeting's new slot and table, and why the move was refused, said inside the panel. */
import { useId } from 'react';
import type { MeetingSlotDay } from '@forum/shared';
import { useAdmin } from '../lib/adminContext';
import { who } from './meetingSchedule';
import type { MeetingMove } from './meetingsState';
import { MEETINGS_TEXT } from './meetingsText';

export interface MoveMeetingFormProps {
  move: MeetingMove;
  times: readonly MeetingSlotDay[];
  tables: number;
  error: string;
  busy: boolean;
  onChange: (change: { at?: string; table?: number }) => void;
  onSubmit: () => void;
  onKeep: () => void;
}

export function MoveMeetingForm({
  move,
  times,
  tables,
  error,
  busy,
  onChange,
  onSubmit,
  onKeep,
}: MoveMeetingFormProps) {
  const { locale } = useAdmin();
  const t = MEETINGS_TEXT[locale];
  const id = useId();

  return (
    <form
      className="admin-accounts__invite"
      aria-labelledby={`${id}-move`}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <h2 id={`${id}-move`}>{t.moveHeading(who(move.meeting))}</h2>
      <div className="admin-meetings__days">
        <label>
          {t.moveTo}
          <select value={move.at} onChange={(e) => onChange({ at: e.target.value })}>
            {times.map((slot) => (
              <option key={`${slot.day} ${slot.start}`} value={`${slot.day} ${slot.start}`}>
                {t.day(slot.day)} {slot.start}-{slot.end}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t.moveTable}
          <select value={move.table} onChange={(e) => onChange({ table: Number(e.target.value) })}>
            {Array.from({ length: tables }, (_, i) => (
              <option key={i} value={i + 1}>
                {t.table(i + 1)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {error ? (
        <p className="admin-meetings__move-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="admin-meetings__buttons">
        <button type="submit" className="admin-button admin-button--primary" disabled={busy}>
          {t.moveSave}
        </button>
        <button type="button" className="admin-button admin-button--secondary" onClick={onKeep}>
          {t.keep}
        </button>
      </div>
    </form>
  );
}
