/**
 * The strip at the top of the desk: which desk this is (its name goes with every check-in, so the
 * other desks can say where someone was checked in) and which forum day it checks people in for.
 */
import { useId } from 'react';
import { DESK_MAX_LENGTH, EDITION, FORUM_DAYS, type ForumDay, type Locale } from '@forum/shared';
import { CHECKIN_TEXT } from './checkinText';

export interface DeskSetupProps {
  locale: Locale;
  desk: string;
  onDesk(name: string): void;
  /** The field was left: the name is then trimmed and remembered (or the default put back). */
  onDeskDone(): void;
  day: ForumDay;
  onDay(day: ForumDay): void;
}

export function DeskSetup({ locale, desk, onDesk, onDeskDone, day, onDay }: DeskSetupProps) {
  const t = CHECKIN_TEXT[locale];
  const id = useId();
  return (
    <section className="checkin-setup" aria-label={t.setup}>
      <div className="checkin-setup__desk">
        <label htmlFor={`${id}-desk`}>{t.desk}</label>
        <input
          id={`${id}-desk`}
          type="text"
          autoComplete="off"
          maxLength={DESK_MAX_LENGTH}
          value={desk}
          onChange={(event) => onDesk(event.target.value)}
          onBlur={onDeskDone}
        />
      </div>
      <fieldset className="checkin-setup__days">
        <legend>{t.day}</legend>
        <div className="checkin-days">
          {FORUM_DAYS.map((option) => (
            <label key={option} className="checkin-days__option">
              <input
                type="radio"
                name={`${id}-day`}
                value={option}
                checked={day === option}
                onChange={() => onDay(option)}
              />
              <span>{t.dayOption(option, EDITION.days[option])}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </section>
  );
}
