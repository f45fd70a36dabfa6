/**
 * The site's programme, day by day in its order: a registrable session's entry takes its time, room
 * and title from the sessions (written once) and adds its partner, speakers and companies; any
 * other entry (a workshop, the networking evening) has its own time, room and title. Entries move
 * up and down; a session's entry leaves with its session, any other can be removed here.
 */
import { memo } from 'react';
import { type EditionSession, type ForumDay, type ProgrammeItem, type Words, formatProgrammeDate } from '@forum/shared';
import type { EditionDocument } from '../editionDocument';
import { useEditor } from '../editorContext';
import { FieldProblems, SelectField, TextField } from '../fields/Fields';
import { WordsField } from '../fields/WordsField';
import { Disclosure } from './Disclosure';
import { SITE_FIELD_TEXT } from '../siteFieldText';
import { FormSection } from './FormSection';
import { ListImportButton } from './ListImportButton';
import { ItemDetailsFields, MoveButtons } from './ItemDetailsFields';
import { roomOptions } from './SessionsSection';

const DAYS: readonly ForumDay[] = [1, 2];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

interface ItemCardProps {
  day: ForumDay;
  index: number;
  count: number;
  item: ProgrammeItem;
  sessions: readonly EditionSession[];
  rooms: Readonly<Record<string, Words>>;
  isNew: boolean;
}

// Drawn again only when its own entry (or the sessions and rooms it names) changed.
const ItemCard = memo(function ItemCard({ day, index, count, item, sessions, rooms, isNew }: ItemCardProps) {
  const { f, locale, dispatch, readOnly } = useEditor();
  const path = `programme.${day}.${index}`;
  const list = `programme.${day}`;
  const session = 'session' in item ? sessions.find((candidate) => candidate.code === item.session) : undefined;
  const timed = 'session' in item ? session : item;
  const title = 'session' in item ? session?.title : item.title;
  const name = title?.[locale] || title?.en || ('session' in item && !session ? f.noSession(item.session) : f.untitled);
  const room = timed ? rooms[timed.room]?.[locale] : undefined;
  return (
    <li>
      <Disclosure
        path={path}
        open={isNew}
        summary={
          <>
            <strong>{name}</strong>
            <span className="forum-card__meta">
              {'session' in item ? f.sessionItem : f.otherItem}
              {timed && (timed.start || timed.end) ? ` · ${timed.start}–${timed.end}` : ''}
              {room ? ` · ${room}` : ''}
            </span>
          </>
        }
      >
        {'session' in item ? (
          <FieldProblems path={`${path}.session`} />
        ) : (
          <>
            <div className="forum-row forum-row--three">
              <TextField path={`${path}.start`} type="time" label={f.start} value={item.start} />
              <TextField path={`${path}.end`} type="time" label={f.end} value={item.end} />
              <SelectField
                path={`${path}.room`}
                label={f.room}
                value={item.room}
                options={roomOptions(rooms, locale)}
                onChange={(key) => dispatch({ type: 'set', path: `${path}.room`, value: key })}
              />
            </div>
            <WordsField path={`${path}.title`} label={f.itemTitle} value={item.title} />
          </>
        )}
        <ItemDetailsFields path={path} item={item} />
        {readOnly ? null : (
          <div className="forum-actions">
            <MoveButtons list={list} index={index} count={count} what={name} />
            {'session' in item ? null : (
              <button
                type="button"
                className="admin-button admin-button--quiet forum-drop"
                onClick={() => dispatch({ type: 'remove', path: list, index })}
              >
                {f.dropItem} <span className="visually-hidden">{name}</span>
              </button>
            )}
          </div>
        )}
      </Disclosure>
    </li>
  );
});

export interface ProgrammeSectionProps {
  document: EditionDocument;
  /** How many entries each day had when the form opened: later ones start open. */
  openedWith: Readonly<Record<ForumDay, number>>;
}

export function ProgrammeSection({ document, openedWith }: ProgrammeSectionProps) {
  const { f, locale, dispatch, readOnly } = useEditor();
  return (
    <FormSection path="programme" title={f.programme} intro={f.programmeHelp}>
      <WordsField
        path="site.programmeIntro"
        label={SITE_FIELD_TEXT[locale].programmeIntro}
        value={document.site.programmeIntro}
        multiline
      />
      <FieldProblems path="programme" />
      <ListImportButton list="speakers" />
      {DAYS.map((day) => {
        const date = document.days[day];
        return (
          <div key={day} className="forum-day" id={`forum-programme.${day}`} tabIndex={-1}>
            <h3>{f.programmeDay(day, DATE.test(date) ? formatProgrammeDate(date, locale) : date)}</h3>
            <FieldProblems path={`programme.${day}`} />
            <ol className="forum-list">
              {document.programme[day].map((item, index) => (
                <ItemCard
                  key={'session' in item ? item.session : `item-${index}`}
                  day={day}
                  index={index}
                  count={document.programme[day].length}
                  item={item}
                  sessions={document.sessions}
                  rooms={document.rooms}
                  isNew={index >= openedWith[day]}
                />
              ))}
            </ol>
            {readOnly ? null : (
              <button
                type="button"
                className="admin-button admin-button--secondary"
                onClick={() => dispatch({ type: 'addItem', day })}
              >
                {f.addItem}
              </button>
            )}
          </div>
        );
      })}
    </FormSection>
  );
}
