/**
 * The Meetings screen with the server behind it: the grid's data, the state of its panels, and the
 * calls that change something (slots saved, a meeting moved or cancelled, an agenda downloaded).
 * After each change the grid is loaded again, so it shows what the server has.
 */
import { useCallback, useMemo, useReducer } from 'react';
import { type ApiErrorCode, errorMessage, meetingSlotTimes } from '@forum/shared';
import { openPdf } from '../lib/pdfOutput';
import { saveFailed } from '../lib/platform';
import { useAdmin } from '../lib/adminContext';
import { useAdminLoad } from '../lib/useAdminLoad';
import { createMeetingsApi } from './meetingsApi';
import { type DayChange, moveClash, moveTarget, participants, who, withDay } from './meetingSchedule';
import { initialMeetingsState, meetingsReducer } from './meetingsState';
import { MEETINGS_TEXT } from './meetingsText';

export function useMeetingsScreen() {
  const { client, platform, locale, token, onSessionEnded } = useAdmin();
  const t = MEETINGS_TEXT[locale];
  const api = useMemo(() => createMeetingsApi(client), [client]);
  const [state, dispatch] = useReducer(meetingsReducer, initialMeetingsState);

  const {
    data,
    reload: load,
    fail,
  } = useAdminLoad(
    useCallback(() => api.list(token), [api, token]),
    useCallback((text: string) => dispatch({ type: 'say', message: { kind: 'alert', text } }), []),
  );

  const slots = state.editedSlots ?? data?.slots ?? null;
  const times = data ? meetingSlotTimes(data.slots) : [];
  const people = data ? participants(data.meetings) : [];

  async function run<T>(
    work: Promise<{ ok: true; value: T } | { ok: false; status: number; code: ApiErrorCode }>,
    done: string,
  ) {
    dispatch({ type: 'working' });
    const result = await work;
    dispatch({ type: 'answered' });
    if (!result.ok) return fail(result);
    dispatch({ type: 'say', message: { kind: 'status', text: done } });
    await load();
  }

  function saveSlots() {
    if (slots) void run(api.saveSlots(token, slots), t.slotsSaved);
  }

  function setDay(day: number, change: DayChange) {
    if (slots) dispatch({ type: 'editSlots', slots: withDay(slots, day, change) });
  }

  async function move() {
    const { moving } = state;
    if (!moving || !data) return;
    const target = moveTarget(moving);
    const when = `${t.day(target.day)} ${target.start}`;
    const taken = moveClash(data.meetings, moving.meeting, target);
    if (taken) {
      const error =
        taken.table === target.table
          ? t.tableTaken(t.table(target.table), when, who(taken))
          : t.personBusy(when, who(taken));
      return dispatch({ type: 'moveRefused', error });
    }
    dispatch({ type: 'sendMove' });
    const result = await api.move(token, moving.meeting.id, target);
    dispatch({ type: 'answered' });
    if (!result.ok) {
      if (result.status === 401) return onSessionEnded(result.code);
      const error =
        result.code === 'meeting_slot_unavailable'
          ? t.slotTaken(when, t.table(target.table))
          : result.code === 'not_found'
            ? t.meetingGone
            : errorMessage(result.code, locale);
      return dispatch({ type: 'moveRefused', error });
    }
    dispatch({ type: 'moved', text: t.moved });
    await load();
  }

  function confirmCancel() {
    const { cancelling } = state;
    if (cancelling)
      void run(api.cancel(token, cancelling.id), t.cancelled).then(() => dispatch({ type: 'closeCancel' }));
  }

  async function downloadAgenda(registrantId: number, name: string) {
    const result = await api.agendaPdf(token, registrantId);
    if (!result.ok) return fail(result);
    // A download on the web, a save dialog on the desktop (as the badges).
    const saved = await openPdf(
      platform,
      result.value,
      `meetings-${name.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 60)}.pdf`,
      'save',
    );
    if (saveFailed(saved)) dispatch({ type: 'say', message: { kind: 'alert', text: saved.message } });
  }

  return { state, dispatch, data, slots, times, people, saveSlots, setDay, move, confirmCancel, downloadAgenda };
}
