/**
 * The Messages screen in jsdom (Korean, the console's default): the list with the reminders, writing
 * a message with its audience in words and the live recipient count, an unknown placeholder
 * explained at its field, a draft edited, and a message's page with its audience, a preview that is
 * there at once (and warns for someone outside the audience), a send that asks first naming the
 * count, and each recipient's delivery state; a past reminder says why it did not go.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MessageDetail, MessageSummary } from '@forum/shared';
import { apiError, json, registrant } from '../testing/adminTestUtils';
import { renderConsole } from '../testing/managerFixtures';

afterEach(() => vi.unstubAllGlobals());

const REMINDER: MessageSummary = {
  id: 1,
  kind: 'reminder',
  reminderDay: 1,
  state: 'scheduled',
  subject: { en: 'See you tomorrow', ko: '내일 뵙겠습니다' },
  audience: { sessions: ['day11'], status: ['seated'] },
  sendAt: '2025-09-21T01:00:00.000Z',
  createdAt: '2025-09-01T00:00:00.000Z',
  createdBy: 'system',
  recipients: 12,
  delivery: { queued: 0, sent: 0, failed: 0 },
  failureReason: null,
};

const DETAIL: MessageDetail = {
  ...REMINDER,
  id: 7,
  kind: 'manual',
  reminderDay: null,
  state: 'draft',
  subject: { en: 'Room change', ko: '장소 변경' },
  sendAt: null,
  recipients: 2,
  body: { en: 'Hello {name}', ko: '{name} 님' },
  recipientList: [],
};

describe('Messages', () => {
  it('lists reminders, writes a message with a live count, previews and sends it', async () => {
    const user = userEvent.setup();
    let sent = false;
    // The route sees no query: the test says when the preview is asked for Ann (outside the audience).
    let previewAnn = false;
    let patched: { subject: { ko: string }; audience: object } | null = null;
    const { calls } = renderConsole(
      ({ method, path, body }) => {
        if (method === 'GET' && path === '/api/admin/messages')
          return json(200, [
            REMINDER,
            // Written when its time had passed: never sent late, and the list says so.
            {
              ...REMINDER,
              id: 2,
              reminderDay: 2,
              state: 'cancelled',
              subject: { en: 'See you on day 2', ko: '둘째 날 뵙겠습니다' },
              sendAt: '2025-08-01T01:00:00.000Z',
            },
          ]);
        if (method === 'PATCH' && path === '/api/admin/messages/7') {
          patched = body as typeof patched;
          return json(200, { id: 7, recipients: 2 });
        }
        if (method === 'POST' && path === '/api/admin/messages/audience') {
          const audience = (body as { audience: { locales?: string[] } }).audience;
          return json(200, { recipients: audience.locales?.[0] === 'ko' ? 2 : 5 });
        }
        if (method === 'POST' && path === '/api/admin/messages') {
          const texts = body as { body: { en: string } };
          if (texts.body.en.includes('{nmae}'))
            return json(400, {
              error: { code: 'validation', message: 'x', fields: { 'body.en': 'unknown_placeholder' } },
            });
          return json(201, { id: 7, recipients: 2 });
        }
        if (method === 'GET' && path === '/api/admin/messages/7')
          return json(
            200,
            sent
              ? {
                  ...DETAIL,
                  state: 'sent',
                  delivery: { queued: 0, sent: 1, failed: 1 },
                  recipientList: [
                    {
                      registrantId: 3,
                      invitationId: null,
                      name: '김민수',
                      email: 'a@example.com',
                      locale: 'ko',
                      state: 'sent',
                      reason: null,
                      sentAt: null,
                    },
                    {
                      registrantId: 4,
                      invitationId: null,
                      name: '이서연',
                      email: 'b@example.com',
                      locale: 'ko',
                      state: 'failed',
                      reason: '550 User unknown',
                      sentAt: null,
                    },
                  ],
                }
              : patched
                ? { ...DETAIL, ...patched }
                : DETAIL,
          );
        if (method === 'GET' && path.startsWith('/api/admin/messages/7/preview'))
          return json(
            200,
            previewAnn
              ? { registrantId: 9, locale: 'en', to: 'ann@example.com', subject: 'Ann', text: 'Ann', inAudience: false }
              : {
                  registrantId: 3,
                  locale: 'ko',
                  to: 'a@example.com',
                  subject: '김민수 님',
                  text: '김민수 님',
                  inAudience: true,
                },
          );
        if (method === 'POST' && path === '/api/admin/messages/7/send') {
          sent = true;
          return json(202, { id: 7, recipients: 2, sendAt: '2025-09-10T00:00:00.000Z' });
        }
        return apiError(404, 'not_found');
      },
      [registrant({ id: 9, name: 'Ann Lee', email: 'ann@example.com', company: 'Alpha', locale: 'en' })],
    );

    await user.click(await screen.findByRole('button', { name: '메시지' }));
    const list = await screen.findByRole('table', { name: '메시지 목록' });
    expect(within(list).getByRole('rowheader', { name: '내일 뵙겠습니다' })).toBeInTheDocument();
    expect(within(list).getByText('1일차 전날 리마인더')).toBeInTheDocument();
    expect(within(list).getByText(/발송 시각\(2025-08-01 10:00\)이 이미 지나 보내지 않았습니다/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '새 메시지 작성' }));
    expect(await screen.findByText('승인된 모든 등록자 (5명)')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('언어'), 'ko');
    expect(await screen.findByText('언어: 한국어 — 받는 사람 2명')).toBeInTheDocument();

    await user.type(screen.getByLabelText('제목 (영어)'), 'Room');
    await user.type(screen.getByLabelText('본문 (영어)'), 'Hello {{nmae}');
    await user.type(screen.getByLabelText('제목 (한국어)'), '장소');
    await user.type(screen.getByLabelText('본문 (한국어)'), '안녕하세요 {{name} 님. 세션: {{sessions}');
    // The live preview, as one chosen registrant (an English reader, outside the Korean-only audience).
    await user.type(screen.getByRole('combobox', { name: /미리볼 등록자/ }), 'alpha');
    await user.click(await screen.findByRole('option', { name: /Ann Lee/ }));
    expect(await screen.findByText(/Ann Lee 님은 이 메시지의 받는 사람 조건에 들지 않습니다/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '초안 저장' }));
    expect(await screen.findByText(/치환 문구는 \{name\}/)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('본문 (영어)'));
    await user.type(screen.getByLabelText('본문 (영어)'), 'Hello');
    await user.click(screen.getByRole('button', { name: '초안 저장' }));
    expect(await screen.findByRole('heading', { name: '장소 변경' })).toBeInTheDocument();
    // The preview is there without pressing anything more.
    expect(await screen.findByText('받는 사람: a@example.com (한국어)')).toBeInTheDocument();
    // A draft's other action deletes it; it is not "cancel sending".
    expect(screen.getByRole('button', { name: '초안 삭제' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '발송 취소' })).toBeNull();

    // The draft edits: the composer opens with its texts, and saving sends PATCH.
    await user.click(screen.getByRole('button', { name: '초안 수정' }));
    const subjectKo = await screen.findByLabelText('제목 (한국어)');
    expect(subjectKo).toHaveValue('장소 변경');
    await user.clear(subjectKo);
    await user.type(subjectKo, '장소 변경 안내');
    await user.click(screen.getByRole('button', { name: '변경 저장' }));
    expect(await screen.findByText('초안을 저장했습니다.')).toBeInTheDocument();
    expect(patched).toMatchObject({ subject: { ko: '장소 변경 안내' } });

    // Previewing someone outside the audience works, with a warning.
    await user.type(screen.getByRole('combobox', { name: /미리볼 등록자/ }), 'ann@');
    previewAnn = true;
    await user.click(await screen.findByRole('option', { name: /Ann Lee/ }));
    expect(await screen.findByText('받는 사람: ann@example.com (영어)')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/admin/messages/7/preview?registrantId=9')).toBe(true);
    expect(await screen.findByText(/Ann Lee 님은 이 메시지의 받는 사람 조건에 들지 않습니다/)).toBeInTheDocument();

    // Send asks first, naming the count; "보내지 않기" sends nothing.
    await user.click(screen.getByRole('button', { name: '지금 발송' }));
    const dialog = await screen.findByRole('dialog', { name: '메시지를 보낼까요?' });
    expect(dialog).toHaveTextContent('받는 사람 2명에게 보냅니다');
    await user.click(within(dialog).getByRole('button', { name: '보내지 않기' }));
    expect(calls.some((call) => call.path === '/api/admin/messages/7/send')).toBe(false);
    await user.click(screen.getByRole('button', { name: '지금 발송' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '2명에게 보내기' }));
    expect(await screen.findByText('발송을 시작했습니다. 받는 사람 2명.')).toBeInTheDocument();
    const delivery = await screen.findByRole('table', { name: '받는 사람별 전달 상태' });
    expect(screen.getByText('보냄 1 · 실패 1 · 대기 0')).toBeInTheDocument();
    expect(within(delivery).getByText('550 User unknown')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '실패한 메일 다시 보내기' })).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/admin/messages/7/send')).toBe(true);
  });

  it('shows a message that could not be queued as failed, with why, and lets the manager cancel it', async () => {
    const user = userEvent.setup();
    const FAILED = { ...DETAIL, state: 'failed' as const, failureReason: 'ER_SIGNAL_EXCEPTION' };
    let cancelled = false;
    const { calls } = renderConsole(({ method, path }) => {
      if (method === 'GET' && path === '/api/admin/messages') return json(200, [FAILED]);
      if (method === 'GET' && path === '/api/admin/messages/7')
        return json(200, cancelled ? { ...FAILED, state: 'cancelled', failureReason: null } : FAILED);
      if (method === 'DELETE' && path === '/api/admin/messages/7') {
        cancelled = true;
        return new Response(null, { status: 204 });
      }
      return apiError(404, 'not_found');
    });

    await user.click(await screen.findByRole('button', { name: '메시지' }));
    const list = await screen.findByRole('table', { name: '메시지 목록' });
    const row = within(list).getByRole('rowheader', { name: '장소 변경' }).closest('tr')!;
    expect(within(row).getByText(/발송 실패/)).toHaveTextContent('발송 실패 (ER_SIGNAL_EXCEPTION)');

    await user.click(within(row).getByRole('button', { name: /열기/ }));
    expect(await screen.findByText('실패 이유')).toBeInTheDocument();
    expect(
      screen.getByText(/메일 발송 대기열에 넣지 못했습니다 \(오류 코드 ER_SIGNAL_EXCEPTION\)/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '다시 발송' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '발송 취소' }));
    expect(await screen.findByText('메시지를 취소했습니다. 발송되지 않습니다.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/admin/messages/7')).toBe(true);
  });
});
