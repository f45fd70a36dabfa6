/** The slot settings: which forum days have meetings and their hours, the slot length, the tables. */
import { type FormEvent, useId } from 'react';
import type { MeetingSlots } from '@forum/shared';
import { useAdmin } from '../lib/adminContext';
import { type DayChange, FORUM_DAYS } from './meetingSchedule';
import { MEETINGS_TEXT } from './meetingsText';

export interface SlotSettingsFormProps {
  slots: MeetingSlots;
  /** A past edition's settings are shown, not changed. */
  readOnly: boolean;
  busy: boolean;
  onDayChange: (day: number, change: DayChange) => void;
  onChange: (slots: MeetingSlots) => void;
  onSave: () => void;
}

export function SlotSettingsForm({ slots, readOnly, busy, onDayChange, onChange, onSave }: SlotSettingsFormProps) {
  const { locale } = useAdmin();
  const t = MEETINGS_TEXT[locale];
  const id = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    onSave();
  }

  return (
    <form className="admin-accounts__invite" onSubmit={submit} aria-labelledby={`${id}-slots`}>
      <h2 id={`${id}-slots`}>{t.slotsHeading}</h2>
      <fieldset className="admin-meetings__settings" disabled={readOnly}>
        <div className="admin-meetings__days">
          {FORUM_DAYS.map((day) => {
            const current = slots.days.find((d) => d.day === day);
            return (
              <fieldset key={day} className="admin-meetings__day">
                <legend>
                  <label>
                    <input
                      type="checkbox"
                      checked={Boolean(current)}
                      onChange={(e) => onDayChange(day, { on: e.target.checked })}
                    />{' '}
                    {t.dayOn(day)}
                  </label>
                </legend>
                <label>
                  {t.start}
                  <input
                    type="time"
                    step={300}
                    disabled={!current}
                    value={current?.start ?? '09:00'}
                    onChange={(e) => onDayChange(day, { start: e.target.value })}
                  />
                </label>
                <label>
                  {t.end}
                  <input
                    type="time"
                    step={300}
                    disabled={!current}
                    value={current?.end ?? '12:00'}
                    onChange={(e) => onDayChange(day, { end: e.target.value })}
                  />
                </label>
              </fieldset>
            );
          })}
          <label>
            {t.slotMinutes}
            <input
              type="number"
              min={5}
              max={240}
              value={slots.slotMinutes}
              onChange={(e) => onChange({ ...slots, slotMinutes: Number(e.target.value) })}
            />
          </label>
          <label>
            {t.tables}
            <input
              type="number"
              min={1}
              max={200}
              value={slots.tables}
              onChange={(e) => onChange({ ...slots, tables: Number(e.target.value) })}
            />
          </label>
        </div>
      </fieldset>
      {readOnly ? null : (
        <button type="submit" className="admin-button admin-button--primary" disabled={busy}>
          {t.saveSlots}
        </button>
      )}
    </form>
  );
}
