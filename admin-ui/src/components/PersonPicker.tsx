/**
 * Choosing one registrant without knowing their id: type a name, e-mail or company, pick from the
 * matches, and see the person (name, company, e-mail) before acting. Used wherever the console
 * acts on one registrant (seat beyond capacity, a message's preview, …). The list is loaded once,
 * on first use, through `load` (the screen's own API call); matching is local, so each keystroke
 * costs nothing. `error` is the caller's message about this choice, shown under it.
 */
import { useId, useRef, useState } from 'react';
import type { Locale, Registrant } from '@forum/shared';
import { PERSON_PICKER_TEXT } from './personPickerText';
import './PersonPicker.css';

/** What a screen hands the picker: the registrants, or null when they could not be loaded. */
export type LoadPeople = () => Promise<readonly Registrant[] | null>;

export interface PersonPickerProps {
  locale: Locale;
  /** The field's label (e.g. "Registrant to seat"). */
  label: string;
  load: LoadPeople;
  chosen: Registrant | null;
  onChoose(person: Registrant | null): void;
  /** The caller's words about this choice (e.g. "Already seated in this session."). */
  error?: string;
  /** At most this many matches are listed (the rest: "type more"). */
  limit?: number;
}

const normalise = (text: string) => text.normalize('NFC').toLowerCase();

/** Every word typed must appear in the name, e-mail or company. */
export function matchPeople(people: readonly Registrant[], query: string): Registrant[] {
  const terms = normalise(query).split(/\s+/).filter(Boolean);
  if (terms.length === 0) return [];
  return people.filter((person) => {
    const text = normalise(`${person.name}\n${person.email}\n${person.company}`);
    return terms.every((term) => text.includes(term));
  });
}

export function PersonPicker({ locale, label, load, chosen, onChoose, error, limit = 8 }: PersonPickerProps) {
  const t = PERSON_PICKER_TEXT[locale];
  const id = useId();
  const [query, setQuery] = useState('');
  const [people, setPeople] = useState<readonly Registrant[] | null>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  // One load at a time: focus and the first keystroke both ask, in the same moment.
  const loading = useRef(false);

  async function ensureLoaded() {
    if (people || loading.current) return;
    loading.current = true;
    setState('loading');
    const loaded = await load();
    loading.current = false;
    setPeople(loaded);
    setState(loaded ? 'idle' : 'failed');
  }

  const matches = people ? matchPeople(people, query) : [];
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  return (
    <div className="admin-person-picker" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="admin-person-picker__label">
        {label}
      </span>
      {chosen ? (
        <div className="admin-person-picker__chosen" aria-describedby={error ? errorId : undefined}>
          <p className="admin-person-picker__person">
            <strong>{chosen.name}</strong>
            <span>{chosen.company}</span>
            <span>{chosen.email}</span>
          </p>
          <button
            type="button"
            className="admin-button admin-button--quiet"
            aria-label={t.changeFor(chosen.name)}
            onClick={() => onChoose(null)}
          >
            {t.change}
          </button>
        </div>
      ) : (
        <>
          <input
            id={`${id}-search`}
            type="search"
            className="admin-person-picker__search"
            aria-label={`${label}: ${t.searchLabel}`}
            aria-describedby={error ? `${errorId} ${hintId}` : hintId}
            aria-invalid={error ? true : undefined}
            placeholder={t.placeholder}
            autoComplete="off"
            value={query}
            onFocus={() => void ensureLoaded()}
            onChange={(event) => {
              setQuery(event.target.value);
              void ensureLoaded();
            }}
          />
          <p id={hintId} className="admin-person-picker__hint" role="status">
            {state === 'loading'
              ? t.loading
              : state === 'failed'
                ? t.failed
                : query.trim() === ''
                  ? t.hint
                  : matches.length === 0
                    ? t.none
                    : t.matches(matches.length, limit)}
          </p>
          {matches.length > 0 ? (
            <ul className="admin-person-picker__matches" aria-label={t.matchesLabel}>
              {matches.slice(0, limit).map((person) => (
                <li key={person.id}>
                  <button
                    type="button"
                    onClick={() => {
                      onChoose(person);
                      setQuery('');
                    }}
                  >
                    <strong>{person.name}</strong>
                    <span>
                      {person.company} · {person.email}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
      {error ? (
        <p id={errorId} className="admin-person-picker__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
