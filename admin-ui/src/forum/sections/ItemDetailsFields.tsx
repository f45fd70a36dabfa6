/**
 * What a programme entry may show besides its time and title: the partner line, a note, the panel's
 * title, its topics, its speakers and its company box, each in both languages. Optional texts left
 * empty are absent from the document, as the site expects.
 */
import type { EditionSpeaker, ProgrammeItem, Words } from '@forum/shared';
import { useEditor } from '../editorContext';
import { CheckField, FieldProblems } from '../fields/Fields';
import { PictureField } from '../fields/PictureField';
import { PICTURE_TEXT } from '../fields/pictureText';
import { WordsField } from '../fields/WordsField';
import { Disclosure } from './Disclosure';

const blankWords = (): Words => ({ en: '', ko: '' });
const blankSpeaker = (): EditionSpeaker => ({
  name: blankWords(),
  title: blankWords(),
  affiliation: blankWords(),
  panel: true,
});

function SpeakerFields({
  path,
  speaker,
  index,
  count,
}: {
  path: string;
  speaker: EditionSpeaker;
  index: number;
  count: number;
}) {
  const { f, dispatch, readOnly, locale } = useEditor();
  const list = path.slice(0, path.lastIndexOf('.'));
  const named = speaker.name[locale] || speaker.name.en;
  const who = named || f.speaker(index + 1);
  const role = [speaker.title[locale], speaker.affiliation[locale]].filter(Boolean).join(', ');
  return (
    <li>
      <Disclosure
        path={path}
        className="forum-card--flat"
        // A speaker just added (no name yet) opens at once.
        open={!speaker.name.en && !speaker.name.ko}
        summary={
          <>
            <strong>{who}</strong>
            <span className="forum-card__meta">
              {f.speaker(index + 1)}
              {role ? ` · ${role}` : ''}
              {speaker.panel ? '' : ` · ${f.moderatorShort}`}
            </span>
          </>
        }
      >
        <WordsField path={`${path}.name`} label={f.speakerName} value={speaker.name} />
        <WordsField path={`${path}.title`} label={f.speakerTitle} value={speaker.title} />
        <WordsField path={`${path}.affiliation`} label={f.affiliation} value={speaker.affiliation} />
        <WordsField path={`${path}.subject`} label={f.subject} value={speaker.subject} optional />
        <PictureField
          path={`${path}.image`}
          label={PICTURE_TEXT[locale].speakerPhoto}
          value={speaker.image}
          use="speaker"
          subject={who}
        />
        <div className="forum-row">
          <CheckField
            path={`${path}.panel`}
            label={f.moderator}
            checked={!speaker.panel}
            onChange={(moderator) => dispatch({ type: 'set', path: `${path}.panel`, value: !moderator })}
          />
        </div>
        {readOnly ? null : (
          <div className="forum-actions">
            <MoveButtons list={list} index={index} count={count} what={who} />
            <button
              type="button"
              className="admin-button admin-button--quiet forum-drop"
              onClick={() => dispatch({ type: 'remove', path: list, index })}
            >
              {f.dropSpeaker} <span className="visually-hidden">{who}</span>
            </button>
          </div>
        )}
      </Disclosure>
    </li>
  );
}

/** Up and down within a list, each naming what it moves for a screen reader. */
export function MoveButtons({
  list,
  index,
  count,
  what,
}: {
  list: string;
  index: number;
  count: number;
  what: string;
}) {
  const { f, dispatch } = useEditor();
  return (
    <>
      <button
        type="button"
        className="admin-button admin-button--quiet"
        disabled={index === 0}
        onClick={() => dispatch({ type: 'move', path: list, index, by: -1 })}
      >
        {f.moveUp} <span className="visually-hidden">{what}</span>
      </button>
      <button
        type="button"
        className="admin-button admin-button--quiet"
        disabled={index === count - 1}
        onClick={() => dispatch({ type: 'move', path: list, index, by: 1 })}
      >
        {f.moveDown} <span className="visually-hidden">{what}</span>
      </button>
    </>
  );
}

export function ItemDetailsFields({ path, item }: { path: string; item: ProgrammeItem }) {
  const { f, dispatch, readOnly } = useEditor();
  const topics = item.topics ?? [];
  return (
    <>
      <WordsField path={`${path}.partner`} label={f.partner} value={item.partner} optional />
      <WordsField path={`${path}.note`} label={f.note} value={item.note} optional />
      <WordsField path={`${path}.panelTitle`} label={f.panelTitle} value={item.panelTitle} optional />

      <fieldset className="forum-group" id={`forum-${path}.topics`}>
        <legend>{f.topics}</legend>
        <ol className="forum-list">
          {topics.map((topic, index) => (
            <li key={index} className="forum-list__row">
              <WordsField path={`${path}.topics.${index}`} label={f.topic(index + 1)} value={topic} />
              {readOnly ? null : (
                <button
                  type="button"
                  className="admin-button admin-button--quiet"
                  onClick={() =>
                    // The site shows a topics list whenever there is one: the last topic removed removes the list.
                    topics.length === 1
                      ? dispatch({ type: 'set', path: `${path}.topics`, value: undefined })
                      : dispatch({ type: 'remove', path: `${path}.topics`, index })
                  }
                >
                  {f.dropTopic} <span className="visually-hidden">{f.topic(index + 1)}</span>
                </button>
              )}
            </li>
          ))}
        </ol>
        {readOnly ? null : (
          <button
            type="button"
            className="admin-button admin-button--secondary"
            onClick={() => dispatch({ type: 'append', path: `${path}.topics`, item: blankWords() })}
          >
            {f.addTopic}
          </button>
        )}
        <FieldProblems path={`${path}.topics`} />
      </fieldset>

      <fieldset className="forum-group" id={`forum-${path}.speakers`}>
        <legend>{f.speakers}</legend>
        <ol className="forum-list">
          {item.speakers.map((speaker, index) => (
            <SpeakerFields
              key={index}
              path={`${path}.speakers.${index}`}
              speaker={speaker}
              index={index}
              count={item.speakers.length}
            />
          ))}
        </ol>
        {readOnly ? null : (
          <button
            type="button"
            className="admin-button admin-button--secondary"
            onClick={() => dispatch({ type: 'append', path: `${path}.speakers`, item: blankSpeaker() })}
          >
            {f.addSpeaker}
          </button>
        )}
        <FieldProblems path={`${path}.speakers`} />
      </fieldset>

      <fieldset className="forum-group" id={`forum-${path}.companies`}>
        <legend>{f.companies}</legend>
        <CheckField
          path={`${path}.companies.shown`}
          label={f.hasCompanies}
          checked={item.companies !== undefined}
          onChange={(shown) =>
            dispatch({
              type: 'set',
              path: `${path}.companies`,
              value: shown ? { list: blankWords(), counter: true } : undefined,
            })
          }
        />
        {item.companies ? (
          <>
            <WordsField
              path={`${path}.companies.title`}
              label={f.companiesTitle}
              value={item.companies.title}
              optional
            />
            <WordsField path={`${path}.companies.list`} label={f.companiesList} value={item.companies.list} multiline />
            <CheckField
              path={`${path}.companies.counter`}
              label={f.counter}
              checked={item.companies.counter}
              onChange={(counter) => dispatch({ type: 'set', path: `${path}.companies.counter`, value: counter })}
            />
          </>
        ) : null}
        <FieldProblems path={`${path}.companies`} />
      </fieldset>
    </>
  );
}
