/**
 * The check-in desk: the desk's name and day, the one field (scanner, typed code or search), the
 * camera scanner, the person shown large with one button, and the counts. It talks only to a
 * DeskStore, so being offline is the store's business; the screen shows what the store says.
 */
import { type ComponentType, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { CheckinRosterEntry, ForumDay, Locale } from '@forum/shared';
import type { AdminStorage } from '../lib/platform';
import { CameraScanner } from './CameraScanner';
import { CheckinCounts } from './CheckinCounts';
import { CheckinSearch } from './CheckinSearch';
import { CHECKIN_TEXT } from './checkinText';
import { DeskSetup } from './DeskSetup';
import { defaultForumDay, readDeskName, saveDeskName } from './deskSettings';
import type { DeskStore } from './deskStore';
import { PersonCard } from './PersonCard';
import { type FlowState, markFor, useCheckinFlow } from './useCheckinFlow';
import { useDeskState } from './useDeskState';
import './CheckinScreen.css';

export interface CheckinScreenProps {
  store: DeskStore;
  locale: Locale;
  storage: AdminStorage;
  /** Mount point: the offline banner (how many check-ins wait, conflicts), shown above the field. */
  banner?: ReactNode;
  /** Mount point: what opens the walk-in registration, given the desk and day in use; `onDone(entry)` shows that person. */
  WalkIn?: ComponentType<{
    desk: string;
    day: ForumDay;
    onDone(entry?: CheckinRosterEntry, checkedInNow?: boolean): void;
  }>;
  /** Mount point: what prints a checked-in person's badge, given their check-in code. */
  PrintBadge?: ComponentType<{ code: string }>;
  /** Mount point: the person's meetings of the day on their card. */
  Meetings?: ComponentType<{ registrantId: number; day: ForumDay }>;
  /** For tests: the clock that picks the default day. */
  now?: () => Date;
}

export function CheckinScreen({
  store,
  locale,
  storage,
  banner,
  WalkIn,
  PrintBadge,
  Meetings,
  now = () => new Date(),
}: CheckinScreenProps) {
  const t = CHECKIN_TEXT[locale];
  const id = useId();
  const desk = useDeskName(storage, t.defaultDesk);
  const [day, setDay] = useState<ForumDay>(() => defaultForumDay(now()));
  const [camera, setCamera] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const deskState = useDeskState(store);
  const focusInput = useCallback(() => inputRef.current?.focus(), []);
  const flow = useCheckinFlow({ store, day, desk: desk.saved, locale, onSettled: focusInput });

  useEffect(() => {
    if (deskState.ready) focusInput();
  }, [deskState.ready, focusInput]);

  // A person waiting to be checked in whom another desk checked in meanwhile (the roster refreshed
  // while the card was up) is shown as already checked in, before anyone presses the button.
  let person: Extract<FlowState, { kind: 'person' }> | null = flow.state.kind === 'person' ? flow.state : null;
  if (person && person.status.kind === 'ready') {
    const elsewhere = markFor(store.get(person.entry.id) ?? person.entry, person.day);
    if (elsewhere)
      person = { ...person, status: { kind: 'already', checkedInAt: elsewhere.checkedInAt, desk: elsewhere.desk } };
  }

  return (
    <section className="checkin" aria-labelledby={`${id}-heading`}>
      <h1 id={`${id}-heading`} className="checkin__heading">
        {t.heading}
      </h1>
      <DeskSetup
        locale={locale}
        desk={desk.editing}
        onDesk={desk.edit}
        onDeskDone={desk.save}
        day={day}
        onDay={setDay}
      />
      {banner}
      {!deskState.ready ? (
        <p className="checkin__loading">
          <span className="admin-spinner" aria-hidden="true" /> {t.loadingRoster}
        </p>
      ) : null}
      <div className="checkin__layout">
        <div className="checkin__main">
          <CheckinSearch
            store={store}
            locale={locale}
            inputRef={inputRef}
            disabled={!deskState.ready}
            onCode={(code) => void flow.lookUp(code)}
            onPick={flow.show}
            onEmptyEnter={() => void flow.checkIn()}
            onCamera={() => setCamera(true)}
          />
          {/* Every outcome is said here as well as shown, so a screen reader user at the desk hears it. */}
          <p className="visually-hidden" role="status" aria-live="polite">
            {flow.announcement}
          </p>
          {flow.state.kind === 'looking' ? (
            <p className="checkin__looking">
              <span className="admin-spinner" aria-hidden="true" /> {flow.state.input}
            </p>
          ) : null}
          {flow.state.kind === 'unknown' ? (
            <div className="checkin-outcome checkin-outcome--problem checkin__unknown">
              <svg
                className="checkin-outcome__icon"
                viewBox="0 0 24 24"
                width="32"
                height="32"
                aria-hidden="true"
                focusable="false"
              >
                <path
                  d="M6 6l12 12M18 6L6 18"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.4"
                  strokeLinecap="round"
                />
              </svg>
              <div>
                <p className="checkin-outcome__title">{t.unknown}</p>
                <p className="checkin-outcome__detail">{t.unknownDetail(flow.state.code)}</p>
              </div>
            </div>
          ) : null}
          {person ? (
            <PersonCard
              state={person}
              locale={locale}
              undoSeconds={flow.undoSeconds}
              onCheckIn={() => void flow.checkIn()}
              onUndo={() => void flow.undo().then(focusInput)}
              afterCheckIn={PrintBadge ? <PrintBadge code={person.entry.checkinCode} /> : null}
              meetings={Meetings ? <Meetings registrantId={person.entry.id} day={person.day} /> : null}
            />
          ) : null}
        </div>
        <aside className="checkin__side">
          {WalkIn ? (
            <div className="checkin__walk-in">
              <WalkIn
                desk={desk.saved}
                day={day}
                onDone={(entry, checkedInNow) => {
                  if (entry) flow.show(entry, checkedInNow);
                  focusInput();
                }}
              />
            </div>
          ) : null}
          <CheckinCounts counts={deskState.counts} day={day} locale={locale} />
        </aside>
      </div>
      {camera ? (
        <CameraScanner
          locale={locale}
          onClose={() => {
            setCamera(false);
            focusInput();
          }}
          onCode={(text) => {
            setCamera(false);
            focusInput();
            void flow.lookUp(text);
          }}
        />
      ) : null}
    </section>
  );
}

/** The desk name as typed, and as saved (trimmed; the default when left empty). */
function useDeskName(storage: AdminStorage, fallback: string) {
  const [saved, setSaved] = useState(() => readDeskName(storage, fallback));
  const [editing, setEditing] = useState(saved);
  const save = useCallback(() => {
    saveDeskName(storage, editing);
    const next = readDeskName(storage, fallback);
    setSaved(next);
    setEditing(next);
  }, [storage, editing, fallback]);
  return { saved, editing, edit: setEditing, save };
}
