/**
 * Choosing one registrant without knowing their id: type a name, e-mail or company, pick from the
 * matches, and see the person (name, company, e-mail) before acting. Used wherever the console
 * acts on one registrant (seat beyond capacity, a message's preview, …). The list is loaded once,
 * on first use, through `load` (the screen's own API call); matching is local, so each keystroke
 * costs nothing. `error` is the caller's message about this choice, shown under it.
 *
 * The field is a WAI-ARIA combobox with a listbox popup: ArrowDown and ArrowUp move the active
 * match (announced through aria-activedescendant while focus stays in the field), Enter chooses it,
 * Escape closes the list; a click chooses too.
 */
import { type KeyboardEvent, useId, useRef, useState } from 'react';
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
  // The match the arrow keys point at, -1 for none; `closed` after Escape until the next keystroke.
  const [active, setActive] = useState(-1);
  const [closed, setClosed] = useState(false);
  // One load at a time: focus and the first keystroke both ask, in the same moment.
  const loading = useRef(false);

  // `done` as well as `people`: a keystroke handled before the loaded list re-renders still sees it.
  const done = useRef(false);

  async function ensureLoaded() {
    if (people || done.current || loading.current) return;
    loading.current = true;
    setState('loading');
    const loaded = await load();
    loading.current = false;
    done.current = loaded !== null;
    setPeople(loaded);
    setState(loaded ? 'idle' : 'failed');
  }

  const matches = people ? matchPeople(people, query).slice(0, limit) : [];
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const listId = `${id}-matches`;
  const optionId = (index: number) => `${id}-match-${index}`;
  const open = matches.length > 0 && !closed;
  const current = open && active >= 0 && active < matches.length ? active : -1;
  const allMatches = people ? matchPeople(people, query).length : 0;

  function choose(person: Registrant) {
    onChoose(person);
    setQuery('');
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (matches.length === 0) return;
      setClosed(false);
      const down = event.key === 'ArrowDown';
      setActive(
        current < 0
          ? down
            ? 0
            : matches.length - 1
          : Math.min(Math.max(current + (down ? 1 : -1), 0), matches.length - 1),
      );
    } else if (event.key === 'Enter' && current >= 0) {
      // Enter picks the active match instead of submitting the surrounding form.
      event.preventDefault();
      choose(matches[current]!);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setClosed(true);
      setActive(-1);
    }
  }

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
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={current >= 0 ? optionId(current) : undefined}
            className="admin-person-picker__search"
            aria-label={`${label}: ${t.searchLabel}`}
            aria-describedby={error ? `${errorId} ${hintId}` : hintId}
            aria-invalid={error ? true : undefined}
            placeholder={t.placeholder}
            autoComplete="off"
            value={query}
            onFocus={() => void ensureLoaded()}
            onKeyDown={onKeyDown}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(-1);
              setClosed(false);
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
                    : t.matches(allMatches, limit)}
          </p>
          <ul
            id={listId}
            role="listbox"
            className="admin-person-picker__matches"
            aria-label={t.matchesLabel}
            hidden={!open}
          >
            {open
              ? matches.map((person, index) => (
                  <li
                    key={person.id}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === current}
                    className={index === current ? 'admin-person-picker__match--active' : undefined}
                    // A press keeps focus in the field, so the list does not close before the click lands.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => choose(person)}
                  >
                    <strong>{person.name}</strong>
                    <span>
                      {person.company} · {person.email}
                    </span>
                  </li>
                ))
              : null}
          </ul>
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
