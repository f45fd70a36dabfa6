/**
 * The desk's one field: a USB scanner types the code and Enter into it, a person types a code or
 * the start of a name, company, e-mail or phone and picks from the matches with the arrow keys
 * (the ARIA combobox pattern). The camera button beside it opens the camera scanner.
 */
import { type RefObject, useId, useState } from 'react';
import { type CheckinRosterEntry, type Locale, normaliseCheckinCode } from '@forum/shared';
import { CHECKIN_TEXT } from './checkinText';
import type { DeskStore } from './deskStore';

export interface CheckinSearchProps {
  store: DeskStore;
  locale: Locale;
  inputRef: RefObject<HTMLInputElement | null>;
  /** Enter on something that is (or may be) a code: looked up by code. */
  onCode(input: string): void;
  onPick(entry: CheckinRosterEntry): void;
  /** Enter in the empty field: check in the person shown (a second Enter from a keyboard user). */
  onEmptyEnter(): void;
  onCamera(): void;
  disabled: boolean;
}

const MAX_RESULTS = 8;
/** One letter matches half the roster; two narrow it to something worth showing. */
const MIN_QUERY = 2;

export function CheckinSearch({
  store,
  locale,
  inputRef,
  onCode,
  onPick,
  onEmptyEnter,
  onCamera,
  disabled,
}: CheckinSearchProps) {
  const t = CHECKIN_TEXT[locale];
  const id = useId();
  const [value, setValue] = useState('');
  const [active, setActive] = useState(-1);
  const query = value.trim();
  // A scanned code is not a name: no list flashes up while the scanner types it.
  const results =
    query.length >= MIN_QUERY && normaliseCheckinCode(query) === null ? store.search(query, MAX_RESULTS) : [];
  const open = results.length > 0;
  const listId = `${id}-results`;

  const finish = () => {
    setValue('');
    setActive(-1);
  };

  const submit = () => {
    const picked = active >= 0 ? results[active] : undefined;
    if (picked) {
      onPick(picked);
    } else if (query === '') {
      onEmptyEnter();
      return;
    } else if (normaliseCheckinCode(query) === null && results[0]) {
      onPick(results[0]);
    } else {
      onCode(query);
    }
    finish();
  };

  return (
    <div className="checkin-search">
      <label htmlFor={`${id}-input`} className="checkin-search__label">
        {t.input}
      </label>
      <div className="checkin-search__row">
        <div className="checkin-search__field">
          <input
            ref={inputRef}
            id={`${id}-input`}
            className="checkin-search__input"
            type="text"
            inputMode="search"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={open && active >= 0 ? `${id}-option-${active}` : undefined}
            aria-describedby={`${id}-hint`}
            autoComplete="off"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="search"
            disabled={disabled}
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setActive(-1);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                submit();
              } else if (event.key === 'ArrowDown' && open) {
                event.preventDefault();
                setActive((index) => (index + 1) % results.length);
              } else if (event.key === 'ArrowUp' && open) {
                event.preventDefault();
                setActive((index) => (index <= 0 ? results.length - 1 : index - 1));
              } else if (event.key === 'Escape') {
                finish();
              }
            }}
          />
          <ul id={listId} role="listbox" aria-label={t.results} className="checkin-results" hidden={!open}>
            {results.map((entry, index) => (
              <li
                key={entry.id}
                id={`${id}-option-${index}`}
                role="option"
                aria-selected={index === active}
                className="checkin-results__option"
                // Keeps the focus (and the scanner's keystrokes) in the field.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => {
                  onPick(entry);
                  finish();
                }}
              >
                <span className="checkin-results__name">{entry.name}</span>
                <span className="checkin-results__meta">
                  {entry.company}
                  {entry.email ? ` · ${entry.email}` : ''}
                </span>
              </li>
            ))}
          </ul>
        </div>
        <button
          type="button"
          className="admin-button admin-button--secondary checkin-search__camera"
          onClick={onCamera}
          disabled={disabled}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false" className="admin-icon">
            <path
              d="M4 8h3l2-3h6l2 3h3v11H4z M12 17a4 4 0 1 0 0-8a4 4 0 0 0 0 8z"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinejoin="round"
            />
          </svg>
          {t.scanWithCamera}
        </button>
      </div>
      <p id={`${id}-hint`} className="checkin-search__hint">
        {t.inputHint}
      </p>
      <p className="visually-hidden" role="status">
        {query.length >= MIN_QUERY && normaliseCheckinCode(query) === null ? t.resultCount(results.length) : ''}
      </p>
    </div>
  );
}
