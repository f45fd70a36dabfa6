/**
 * The venue (its name, full address for mails and calendars, short area for headlines) and its
 * rooms, each in both languages. A room still named by a session or a programme item cannot be
 * removed: the form says which use holds it.
 */
import type { EditionDocument } from '../editionDocument';
import { useEditor } from '../editorContext';
import { FieldProblems } from '../fields/Fields';
import { VenueWordsField, WordsField } from '../fields/WordsField';
import { FormSection } from './FormSection';

const venueFact = (document: EditionDocument, fact: 'name' | 'address' | 'area') => ({
  en: document.venue.en[fact],
  ko: document.venue.ko[fact],
});

export function VenueSection({ document }: { document: EditionDocument }) {
  const { f } = useEditor();
  return (
    <FormSection path="venue" title={f.venue}>
      <VenueWordsField fact="name" label={f.venueName} value={venueFact(document, 'name')} />
      <VenueWordsField fact="address" label={f.address} value={venueFact(document, 'address')} />
      <VenueWordsField fact="area" label={f.area} value={venueFact(document, 'area')} />
      <FieldProblems path="venue.en" />
      <FieldProblems path="venue.ko" />
      <FieldProblems path="venue" />
    </FormSection>
  );
}

/** How many sessions and programme items name each room. */
export function roomUses(document: EditionDocument): Map<string, number> {
  const uses = new Map<string, number>();
  const count = (room: string) => uses.set(room, (uses.get(room) ?? 0) + 1);
  for (const session of document.sessions) count(session.room);
  for (const day of [1, 2] as const)
    for (const item of document.programme[day]) if (!('session' in item)) count(item.room);
  return uses;
}

export function RoomsSection({ document }: { document: EditionDocument }) {
  const { f, dispatch, readOnly } = useEditor();
  const uses = roomUses(document);
  const rooms = Object.entries(document.rooms);
  return (
    <FormSection path="rooms" title={f.rooms}>
      <ol className="forum-list">
        {rooms.map(([key, name], index) => {
          const used = uses.get(key) ?? 0;
          return (
            <li key={key} className="forum-card forum-card--flat">
              <WordsField path={`rooms.${key}`} label={`${f.roomName} ${index + 1}`} value={name} />
              {readOnly ? null : used > 0 ? (
                <p className="forum-hint">{f.roomInUse(used)}</p>
              ) : (
                <button
                  type="button"
                  className="admin-button admin-button--quiet"
                  onClick={() => dispatch({ type: 'dropRoom', key })}
                >
                  {f.dropRoom} <span className="visually-hidden">{name.en || name.ko || key}</span>
                </button>
              )}
            </li>
          );
        })}
      </ol>
      {readOnly ? null : (
        <button
          type="button"
          className="admin-button admin-button--secondary"
          onClick={() => dispatch({ type: 'addRoom' })}
        >
          {f.addRoom}
        </button>
      )}
    </FormSection>
  );
}
