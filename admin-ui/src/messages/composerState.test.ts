/** The composer's reducer: a draft's audience back in its fields, the fields as the API's audience, and a save's outcome. */
import { describe, expect, it } from 'vitest';
import type { MessageDetail } from '@forum/shared';
import { composerAudience, composerMessage, composerReducer, initialComposerState } from './composerState';

const DRAFT: MessageDetail = {
  id: 7,
  kind: 'manual',
  reminderDay: null,
  state: 'draft',
  subject: { en: 'Room change', ko: '장소 변경' },
  body: { en: 'Hello {name}', ko: '{name} 님' },
  audience: {
    sessions: ['day11'],
    status: ['seated'],
    biztypes: [3],
    locales: ['ko'],
    checkedIn: { day: 2, value: false },
    registeredAfter: '2025-09-01T01:00:00.000Z',
  },
  sendAt: '2025-09-21T01:00:00.000Z',
  createdAt: '2025-09-01T00:00:00.000Z',
  createdBy: 'manager@example.com',
  recipients: 2,
  delivery: { queued: 0, sent: 0, failed: 0 },
  failureReason: null,
  recipientList: [],
};

describe('the composer', () => {
  it('starts a new message as everyone approved, with nothing written', () => {
    const state = initialComposerState();
    expect(composerAudience(state.filters)).toEqual({});
    expect(state.texts).toEqual({ subjectEn: '', bodyEn: '', subjectKo: '', bodyKo: '' });
    expect(state.count).toBeNull();
  });

  it('puts a draft back in its fields (times in Korea time) and saves the same message', () => {
    const state = initialComposerState(DRAFT);
    expect(state.filters).toMatchObject({ checkin: 'out2', after: '2025-09-01T10:00', businessType: '3' });
    expect(state.sendAt).toBe('2025-09-21T10:00');
    expect(composerMessage(state)).toEqual({
      audience: DRAFT.audience,
      subject: DRAFT.subject,
      body: DRAFT.body,
      sendAt: DRAFT.sendAt,
    });
  });

  it('writes only to the invitees who have not registered once they are chosen', () => {
    const state = composerReducer(initialComposerState(DRAFT), {
      type: 'setFilter',
      filter: 'kind',
      value: 'invitees',
    });
    expect(composerAudience(state.filters)).toEqual({ invitation: 'not_registered' });
  });

  it('sends no time when none is given', () => {
    const state = composerReducer(initialComposerState(DRAFT), { type: 'setSendAt', value: '' });
    expect(composerMessage(state)).not.toHaveProperty('sendAt');
  });

  it('edits one text and keeps the others', () => {
    const state = composerReducer(initialComposerState(DRAFT), {
      type: 'setText',
      text: 'bodyKo',
      value: '안녕하세요',
    });
    expect(state.texts).toEqual({
      subjectEn: 'Room change',
      bodyEn: 'Hello {name}',
      subjectKo: '장소 변경',
      bodyKo: '안녕하세요',
    });
  });

  it('clears the alert when saving, and keeps the field words until the next refusal', () => {
    let state = composerReducer(initialComposerState(), {
      type: 'saveRefused',
      alert: 'Check the marked fields.',
      fields: { 'subject.en': 'Unknown placeholder' },
    });
    expect(state).toMatchObject({ busy: false, alert: 'Check the marked fields.' });
    state = composerReducer(state, { type: 'saving' });
    expect(state).toMatchObject({ busy: true, alert: '', fields: { 'subject.en': 'Unknown placeholder' } });
    state = composerReducer(state, { type: 'saveFinished' });
    expect(state.busy).toBe(false);
  });

  it('forgets the count while it is asked again', () => {
    let state = composerReducer(initialComposerState(), { type: 'counted', recipients: 12 });
    expect(state.count).toBe(12);
    state = composerReducer(state, { type: 'counting' });
    expect(state.count).toBeNull();
  });
});
