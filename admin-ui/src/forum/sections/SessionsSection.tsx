/**
 * The registrable sessions, in column order: each a card with its title and short title in both
 * languages, its day, times and room, its default seats and whether only invitees may choose it.
 * A session added lands on its day's programme; one dropped leaves it.
 */
import { memo } from 'react';
import { type EditionSession, type ForumDay, type Words, formatSessionDay } from '@forum/shared';
import type { EditionDocument } from '../editionDocument';
import { useEditor } from '../editorContext';
import { CheckField, FieldProblems, SelectField, TextField } from '../fields/Fields';
import { WordsField } from '../fields/WordsField';
import { Disclosure } from './Disclosure';
import { FormSection } from './FormSection';

const DAYS: readonly ForumDay[] = [1, 2];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Seats as typed: a whole number, or empty for unlimited (kept as typed otherwise, for the check to name). */
export function seatsFromTyped(typed: string): number | string | undefined {
  if (typed.trim() === '') return undefined;
  const seats = Number(typed);
  return Number.isInteger(seats) ? seats : typed;
}

type Days = EditionDocument['days'];
type Rooms = Readonly<Record<string, Words>>;

export function dayOptions(days: Days, f: ReturnType<typeof useEditor>['f'], locale: 'en' | 'ko') {
  return DAYS.map((day) => {
    const date = days[day];
    return { value: String(day), label: f.dayOption(day, DATE.test(date) ? formatSessionDay(date, locale) : date) };
  });
}

export const roomOptions = (rooms: Rooms, locale: 'en' | 'ko') =>
  Object.entries(rooms).map(([key, name]) => ({ value: key, label: name[locale] || name.en || key }));

interface SessionCardProps {
  session: EditionSession;
  index: number;
  days: Days;
  rooms: Rooms;
  isNew: boolean;
}

// Drawn again only when its own session (or the days or rooms it offers) changed.
const SessionCard = memo(function SessionCard({ session, index, days, rooms, isNew }: SessionCardProps) {
  const { f, locale, dispatch, readOnly } = useEditor();
  const path = `sessions.${index}`;
  const times = session.start || session.end ? ` · ${session.start}–${session.end}` : '';
  return (
    <li>
      <Disclosure
        path={path}
        open={isNew}
        summary={
          <>
            <strong>{session.title[locale] || session.title.en || f.untitled}</strong>
            <span className="forum-card__meta">
              {f.code(session.code)} · {f.dayNumber(session.day)}
              {times}
            </span>
          </>
        }
      >
        <WordsField path={`${path}.title`} label={f.title} value={session.title} />
        <WordsField path={`${path}.shortTitle`} label={f.shortTitle} value={session.shortTitle} />
        <WordsField path={`${path}.seedWord`} label={f.seedWord} value={session.seedWord} optional />
        <div className="forum-row forum-row--three">
          <SelectField
            path={`${path}.day`}
            label={f.day}
            value={String(session.day)}
            options={dayOptions(days, f, locale)}
            onChange={(day) => dispatch({ type: 'setSessionDay', index, day: day === '2' ? 2 : 1 })}
          />
          <TextField path={`${path}.start`} type="time" label={f.start} value={session.start} />
          <TextField path={`${path}.end`} type="time" label={f.end} value={session.end} />
        </div>
        <div className="forum-row">
          <SelectField
            path={`${path}.room`}
            label={f.room}
            value={session.room}
            options={roomOptions(rooms, locale)}
            onChange={(room) => dispatch({ type: 'set', path: `${path}.room`, value: room })}
          />
          <TextField
            path={`${path}.capacity`}
            type="number"
            label={f.capacity}
            value={session.capacity}
            hint={f.capacityHint}
            toValue={seatsFromTyped}
          />
        </div>
        <CheckField
          path={`${path}.access`}
          label={f.invitationOnly}
          checked={session.access === 'invitation'}
          onChange={(only) => dispatch({ type: 'set', path: `${path}.access`, value: only ? 'invitation' : undefined })}
        />
        <FieldProblems path={`${path}.code`} />
        {readOnly ? null : (
          <button
            type="button"
            className="admin-button admin-button--quiet forum-drop"
            onClick={() => dispatch({ type: 'dropSession', index })}
          >
            {f.dropSession} <span className="visually-hidden">{session.title[locale] || session.code}</span>
          </button>
        )}
      </Disclosure>
    </li>
  );
});

export interface SessionsSectionProps {
  document: EditionDocument;
  /** The codes of sessions added since the form opened: their cards start open. */
  added: ReadonlySet<string>;
}

export function SessionsSection({ document, added }: SessionsSectionProps) {
  const { f, dispatch, readOnly } = useEditor();
  return (
    <FormSection path="sessions" title={f.sessions} intro={f.sessionsHelp}>
      <FieldProblems path="sessions" />
      <ol className="forum-list">
        {document.sessions.map((session, index) => (
          <SessionCard
            // A code listed twice (a problem the check names) still gets a card of its own.
            key={
              document.sessions.findIndex((other) => other.code === session.code) === index
                ? session.code
                : `${session.code}#${index}`
            }
            session={session}
            index={index}
            days={document.days}
            rooms={document.rooms}
            isNew={added.has(session.code)}
          />
        ))}
      </ol>
      {readOnly ? null : (
        <div className="forum-actions">
          {DAYS.map((day) => (
            <button
              key={day}
              type="button"
              className="admin-button admin-button--secondary"
              onClick={() => dispatch({ type: 'addSession', day })}
            >
              {f.addSession(day)}
            </button>
          ))}
        </div>
      )}
    </FormSection>
  );
}
