/** A message's page reducer: an action's outcome (notice, alert, the page loaded again) and what a message allows. */
import { describe, expect, it } from 'vitest';
import type { MessageDetail } from '@forum/shared';
import { initialMessagePageState, messageMoves, messagePageReducer } from './messagePageState';

const DRAFT: MessageDetail = {
  id: 7,
  kind: 'manual',
  reminderDay: null,
  state: 'draft',
  subject: { en: 'Room change', ko: '장소 변경' },
  body: { en: 'Hello {name}', ko: '{name} 님' },
  audience: {},
  sendAt: null,
  createdAt: '2025-09-01T00:00:00.000Z',
  createdBy: 'manager@example.com',
  recipients: 2,
  delivery: { queued: 0, sent: 0, failed: 0 },
  failureReason: null,
  recipientList: [],
};

describe('a message’s page', () => {
  it('opens with the caller’s notice and loads again after an action went through', () => {
    let state = initialMessagePageState('The draft is saved.');
    expect(state.status).toBe('The draft is saved.');
    state = messagePageReducer(state, { type: 'askToSend' });
    state = messagePageReducer(state, { type: 'working' });
    expect(state).toMatchObject({ busy: true, confirming: true, alert: '' });
    state = messagePageReducer(state, { type: 'done', status: 'Sent to 2.' });
    expect(state).toMatchObject({ busy: false, confirming: false, status: 'Sent to 2.', version: 1 });
  });

  it('says why an action was refused, closes the confirmation and keeps the page as it was', () => {
    let state = messagePageReducer(initialMessagePageState(''), { type: 'askToSend' });
    state = messagePageReducer(state, { type: 'working' });
    state = messagePageReducer(state, { type: 'refused', alert: 'The message is too long.' });
    expect(state).toMatchObject({ busy: false, confirming: false, alert: 'The message is too long.', version: 0 });
  });

  it('drops a preview that failed and clears the error with the next one', () => {
    let state = messagePageReducer(initialMessagePageState(''), { type: 'previewFailed', error: 'Nobody to show.' });
    expect(state).toMatchObject({ preview: null, previewError: 'Nobody to show.' });
    const preview = {
      registrantId: 3,
      to: 'ann@example.com',
      locale: 'en' as const,
      subject: 'Hi',
      text: 'Hello Ann',
      inAudience: true,
    };
    state = messagePageReducer(state, { type: 'previewed', preview });
    expect(state).toMatchObject({ preview, previewError: '' });
  });

  it('schedules a draft whose time is still to come and sends one whose time has passed at once', () => {
    const loadedAt = Date.parse('2025-09-20T00:00:00.000Z');
    const soon = messageMoves({ ...DRAFT, sendAt: '2025-09-21T01:00:00.000Z' }, loadedAt);
    expect(soon).toEqual({ canSend: true, canCancel: true, isDraft: true, later: '2025-09-21T01:00:00.000Z' });
    expect(messageMoves({ ...DRAFT, sendAt: '2025-09-19T01:00:00.000Z' }, loadedAt).later).toBeNull();
  });

  it('turns a cancelled reminder back on, and sends a sent message no more', () => {
    const reminder = { ...DRAFT, kind: 'reminder' as const, reminderDay: 1 as const, state: 'cancelled' as const };
    expect(messageMoves(reminder, 0)).toMatchObject({ canSend: true, canCancel: false, isDraft: false });
    expect(messageMoves({ ...DRAFT, state: 'sent' }, 0)).toMatchObject({ canSend: false, canCancel: false });
  });
});
