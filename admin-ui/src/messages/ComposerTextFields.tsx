/**
 * The composer's texts: the subject and text in English and Korean under the placeholders they
 * may use (an invitee has fewer), each with the server's refusal beside it, and the optional
 * sending time in Korea time.
 */
import type { Locale } from '@forum/shared';
import type { ComposerTexts } from './composerState';
import { MESSAGES_TEXT } from './messagesText';

export interface ComposerTextFieldsProps {
  /** The composer's id prefix: each field's id is `${idPrefix}-${text}`. */
  idPrefix: string;
  locale: Locale;
  invitees: boolean;
  texts: ComposerTexts;
  /** The last refusal's words, by the API's field name (`subject.en`, …). */
  fields: Record<string, string>;
  sendAt: string;
  onText(text: keyof ComposerTexts, value: string): void;
  onSendAt(value: string): void;
}

interface TextFieldProps {
  idPrefix: string;
  text: keyof ComposerTexts;
  label: string;
  value: string;
  /** The refusal's words for this field, if any. */
  error: string | undefined;
  multiline: boolean;
  lang: string;
  onChange(value: string): void;
}

function TextField({ idPrefix, text, label, value, error, multiline, lang, onChange }: TextFieldProps) {
  const props = {
    id: `${idPrefix}-${text}`,
    lang,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${idPrefix}-${text}-error` : `${idPrefix}-hint`,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <div className="admin-field admin-messages__text">
      <label htmlFor={props.id}>{label}</label>
      {multiline ? <textarea rows={8} {...props} /> : <input type="text" maxLength={200} {...props} />}
      {error ? (
        <span id={`${idPrefix}-${text}-error`} className="admin-messages__error">
          {error}
        </span>
      ) : null}
    </div>
  );
}

export function ComposerTextFields(props: ComposerTextFieldsProps) {
  const { idPrefix: id, locale, invitees, texts, fields, sendAt, onText, onSendAt } = props;
  const t = MESSAGES_TEXT[locale];
  const field = (text: keyof ComposerTexts, apiField: string, label: string, multiline: boolean, lang: string) => (
    <TextField
      idPrefix={id}
      text={text}
      label={label}
      value={texts[text]}
      error={fields[apiField]}
      multiline={multiline}
      lang={lang}
      onChange={(value) => onText(text, value)}
    />
  );
  return (
    <fieldset className="admin-messages__texts">
      <legend>{t.textsHeading}</legend>
      <p id={`${id}-hint`} className="admin-messages__hint">
        {invitees ? t.inviteePlaceholdersHint : t.placeholdersHint}
      </p>
      {field('subjectEn', 'subject.en', t.subjectEn, false, 'en')}
      {field('bodyEn', 'body.en', t.bodyEn, true, 'en')}
      {field('subjectKo', 'subject.ko', t.subjectKo, false, 'ko')}
      {field('bodyKo', 'body.ko', t.bodyKo, true, 'ko')}
      <div className="admin-field">
        <label htmlFor={`${id}-send-at`}>{t.sendAt}</label>
        <input id={`${id}-send-at`} type="datetime-local" value={sendAt} onChange={(e) => onSendAt(e.target.value)} />
      </div>
    </fieldset>
  );
}
