/**
 * The choices of the form's "How did you hear about us?", each in both languages. A choice's key
 * is stored with every answer, so keys are made here and never typed; "Other" (the person's own
 * words) always stays, last. Until the organiser changes something the edition uses the defaults.
 */
import { HEARD_FROM_OTHER, heardFromChoices } from '@forum/shared';
import type { EditionDocument } from '../editionDocument';
import { useEditor } from '../editorContext';
import { FieldProblems } from '../fields/Fields';
import { WordsField } from '../fields/WordsField';
import { FormSection } from './FormSection';

export function HeardFromSection({ document }: { document: EditionDocument }) {
  const { f, dispatch, readOnly } = useEditor();
  const choices = heardFromChoices(document);
  return (
    <FormSection path="heardFrom" title={f.heardFrom} intro={f.heardFromHelp}>
      <ol className="forum-list">
        {choices.map((choice, index) => (
          <li key={choice.key} className="forum-card forum-card--flat">
            <WordsField path={`heardFrom.${index}.words`} label={`${f.choice} ${index + 1}`} value={choice.words} />
            <FieldProblems path={`heardFrom.${index}.key`} />
            {choice.key === HEARD_FROM_OTHER ? (
              <p className="forum-hint">{f.otherChoiceHint}</p>
            ) : readOnly ? null : (
              <button
                type="button"
                className="admin-button admin-button--quiet"
                onClick={() => dispatch({ type: 'dropChoice', index })}
              >
                {f.dropChoice} <span className="visually-hidden">{choice.words.en || choice.words.ko}</span>
              </button>
            )}
          </li>
        ))}
      </ol>
      <FieldProblems path="heardFrom" />
      {readOnly ? null : (
        <>
          <button
            type="button"
            className="admin-button admin-button--secondary"
            onClick={() => dispatch({ type: 'addChoice' })}
          >
            {f.addChoice}
          </button>
          <p className="forum-hint">{f.dropChoiceHint}</p>
        </>
      )}
    </FormSection>
  );
}
