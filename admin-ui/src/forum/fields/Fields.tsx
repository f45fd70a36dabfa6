/**
 * The edition form's fields: a text (or date, time, number) field, a checkbox and a list, each
 * labelled, with its hint and the server's problems for its path beside it (announced through
 * aria-describedby, marked aria-invalid). A read-only form keeps its texts readable and selectable.
 */
import type { ReactNode } from 'react';
import { fieldId, useEditor } from '../editorContext';

/** The problems of one path, below its field or group. */
export function FieldProblems({ path }: { path: string }) {
  const { problemsAt } = useEditor();
  const problems = problemsAt(path);
  if (problems.length === 0) return null;
  return (
    <ul id={`${fieldId(path)}-problems`} className="forum-problems-inline">
      {problems.map((problem, index) => (
        <li key={`${problem.code}-${index}`}>{problem.message}</li>
      ))}
    </ul>
  );
}

/** What a field's aria-describedby names: its hint and its problems, when it has them. */
function describedBy(path: string, hint: boolean, problems: boolean): string | undefined {
  const ids = [hint ? `${fieldId(path)}-hint` : '', problems ? `${fieldId(path)}-problems` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export interface TextFieldProps {
  path: string;
  label: string;
  value: string | number | undefined;
  type?: 'text' | 'date' | 'time' | 'email' | 'tel' | 'number' | 'datetime-local';
  hint?: ReactNode;
  lang?: 'en' | 'ko';
  multiline?: boolean;
  /** Turns what was typed into the document's value; by default the text itself. */
  toValue?: (typed: string) => unknown;
  /** Instead of setting this path: what typing does (a pair of languages changes together). */
  onText?: (typed: string) => void;
  className?: string;
}

export function TextField(props: TextFieldProps) {
  const { path, label, value, type = 'text', hint, lang, multiline, toValue, onText, className } = props;
  const { dispatch, readOnly, problemsAt } = useEditor();
  const id = fieldId(path);
  const invalid = problemsAt(path).length > 0;
  const common = {
    id,
    value: value ?? '',
    readOnly,
    lang,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy(path, hint !== undefined, invalid),
    onChange: ({ target: { value: typed } }: { target: { value: string } }) =>
      onText ? onText(typed) : dispatch({ type: 'set', path, value: toValue ? toValue(typed) : typed }),
  };
  return (
    <div className={className ? `forum-field ${className}` : 'forum-field'}>
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea rows={3} {...common} />
      ) : (
        <input type={type} autoComplete="off" {...(type === 'number' ? { min: 0, step: 1 } : {})} {...common} />
      )}
      {hint !== undefined ? (
        <p id={`${id}-hint`} className="forum-hint">
          {hint}
        </p>
      ) : null}
      <FieldProblems path={path} />
    </div>
  );
}

/** An optional text: empty is absent from the document. */
export const optionalText = (typed: string): string | undefined => (typed.trim() === '' ? undefined : typed);

export interface CheckFieldProps {
  path: string;
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
}

export function CheckField({ path, label, checked, onChange }: CheckFieldProps) {
  const { readOnly, problemsAt } = useEditor();
  const id = fieldId(path);
  const invalid = problemsAt(path).length > 0;
  return (
    <div className="forum-field forum-field--check">
      <label className="forum-check" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          disabled={readOnly}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(path, false, invalid)}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{label}</span>
      </label>
      <FieldProblems path={path} />
    </div>
  );
}

export interface SelectFieldProps {
  path: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange(value: string): void;
}

export function SelectField({ path, label, value, options, onChange }: SelectFieldProps) {
  const { readOnly, problemsAt } = useEditor();
  const id = fieldId(path);
  const invalid = problemsAt(path).length > 0;
  const known = options.some((option) => option.value === value);
  return (
    <div className="forum-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        disabled={readOnly}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(path, false, invalid)}
        onChange={(event) => onChange(event.target.value)}
      >
        {/* A value the list does not offer (a room since removed) stays visible until it is changed. */}
        {known ? null : <option value={value}>{value || '—'}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldProblems path={path} />
    </div>
  );
}
