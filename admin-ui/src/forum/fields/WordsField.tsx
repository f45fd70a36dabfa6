/**
 * A text a visitor reads, in English and Korean side by side (stacked on a phone): two fields named
 * "<label> (English)" and "<label> (Korean)", each marked with its language. An optional text left
 * empty in both languages is removed from the document.
 */
import type { Locale, Words } from '@forum/shared';
import { childPath } from '../documentPath';
import { fieldId, useEditor } from '../editorContext';
import { FieldProblems, TextField } from './Fields';

const LOCALES: readonly Locale[] = ['en', 'ko'];

export interface WordsFieldProps {
  /** Where the words live (`name`, `sessions.2.title`); its `.en` and `.ko` are the two fields. */
  path: string;
  label: string;
  value: Words | undefined;
  optional?: boolean;
  multiline?: boolean;
  hint?: string;
}

export function WordsField({ path, label, value, optional, multiline, hint }: WordsFieldProps) {
  const { dispatch, f } = useEditor();
  const change = (locale: Locale, typed: string) => {
    const next = { en: value?.en ?? '', ko: value?.ko ?? '', [locale]: typed };
    const empty = next.en.trim() === '' && next.ko.trim() === '';
    return optional && empty ? undefined : next;
  };
  return (
    <div className="forum-words" id={fieldId(path)} tabIndex={-1}>
      {LOCALES.map((locale) => (
        <TextField
          key={locale}
          path={childPath(path, locale)}
          label={f.inLanguage[locale](label, optional)}
          value={value?.[locale]}
          lang={locale}
          multiline={multiline}
          // The pair changes together: an optional text emptied in both languages goes.
          onText={(typed) => dispatch({ type: 'set', path, value: change(locale, typed) })}
        />
      ))}
      {hint ? <p className="forum-hint forum-words__hint">{hint}</p> : null}
      <FieldProblems path={path} />
    </div>
  );
}

/** One venue fact in both languages: the venue keeps a record per language (`venue.en.name`). */
export function VenueWordsField({
  fact,
  label,
  value,
}: {
  fact: string;
  label: string;
  value: Record<Locale, string>;
}) {
  const { f } = useEditor();
  return (
    <div className="forum-words">
      {LOCALES.map((locale) => (
        <TextField
          key={locale}
          path={`venue.${locale}.${fact}`}
          label={f.inLanguage[locale](label)}
          value={value[locale]}
          lang={locale}
        />
      ))}
    </div>
  );
}
