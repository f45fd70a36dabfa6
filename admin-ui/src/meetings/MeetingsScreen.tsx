/**
 * Managers' Meetings screen: the counts, the slot settings, a grid per day of slots by tables,
 * moving or cancelling a meeting, and each participant's agenda as a PDF. The server records the
 * view, every change and every agenda in the access log.
 */
import { useEffect, useId, useRef } from 'react';
import { useAdmin } from '../lib/adminContext';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { MeetingsDayGrid } from './MeetingsDayGrid';
import { MoveMeetingForm } from './MoveMeetingForm';
import { ParticipantAgendas } from './ParticipantAgendas';
import { SlotSettingsForm } from './SlotSettingsForm';
import { who } from './meetingSchedule';
import { MEETINGS_TEXT } from './meetingsText';
import { useMeetingsScreen } from './useMeetingsScreen';
import '../components/table.css';
import '../components/screenPage.css';
import './MeetingsScreen.css';

export function MeetingsScreen() {
  const { locale, edition } = useAdmin();
  const t = MEETINGS_TEXT[locale];
  const id = useId();
  // A past edition's meetings are history: no slot settings, no moving or cancelling.
  const readOnly = edition.readOnly;
  const screen = useMeetingsScreen();
  const { state, dispatch, data, slots, times } = screen;
  const { message, moving, cancelling, busy } = state;
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section className="admin-accounts admin-meetings" aria-labelledby={`${id}-heading`}>
      <h1 id={`${id}-heading`} ref={headingRef} tabIndex={-1}>
        {t.heading}
      </h1>
      <p className="admin-accounts__intro">{t.intro}</p>
      {data ? <p className="admin-meetings__counts">{t.counts(data.counts)}</p> : null}
      <div className="admin-status" role="status">
        {message?.kind === 'status' ? message.text : null}
      </div>
      <div className="admin-alert" role="alert">
        {message?.kind === 'alert' ? message.text : null}
      </div>

      {!data || !slots ? (
        <p className="admin-loading" role="status">
          <span className="admin-spinner" aria-hidden="true" /> {t.loading}
        </p>
      ) : (
        <>
          <SlotSettingsForm
            slots={slots}
            readOnly={readOnly}
            busy={busy}
            onDayChange={screen.setDay}
            onChange={(edited) => dispatch({ type: 'editSlots', slots: edited })}
            onSave={screen.saveSlots}
          />

          {times.length === 0 ? <p>{t.noSlots}</p> : null}
          {data.slots.days.map(({ day }) => (
            <MeetingsDayGrid
              key={day}
              day={day}
              times={times}
              tables={data.slots.tables}
              meetings={data.meetings}
              readOnly={readOnly}
              onMove={(meeting) => dispatch({ type: 'startMove', meeting })}
              onCancel={(meeting) => dispatch({ type: 'askCancel', meeting })}
            />
          ))}

          {moving && !readOnly ? (
            <MoveMeetingForm
              move={moving}
              times={times}
              tables={data.slots.tables}
              error={state.moveError}
              busy={busy}
              onChange={(change) => dispatch({ type: 'moveTo', ...change })}
              onSubmit={() => void screen.move()}
              onKeep={() => dispatch({ type: 'closeMove' })}
            />
          ) : null}

          <ParticipantAgendas
            people={screen.people}
            onDownload={(person) => void screen.downloadAgenda(person.registrantId, person.name)}
          />
        </>
      )}

      {cancelling ? (
        <ConfirmDialog
          title={t.cancelTitle}
          confirmLabel={t.cancelConfirm}
          cancelLabel={t.keep}
          busy={busy}
          busyLabel={t.cancelling}
          onConfirm={screen.confirmCancel}
          onCancel={() => dispatch({ type: 'closeCancel' })}
        >
          <p>{t.cancelText(who(cancelling))}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
