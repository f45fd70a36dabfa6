/**
 * The Messages screen in jsdom (Korean, the console's default): the list with the reminders, writing
 * a message with the live recipient count, an unknown placeholder explained at its field, and a
 * message's page with preview, send and each recipient's delivery state.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MessageDetail, MessageSummary } from '@forum/shared';
import { apiError, json } from '../testing/adminTestUtils';
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
    const { calls } = renderConsole(({ method, path, body }) => {
      if (method === 'GET' && path === '/api/admin/messages') return json(200, [REMINDER]);
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
                    name: '김민수',
                    email: 'a@example.com',
                    locale: 'ko',
                    state: 'sent',
                    reason: null,
                    sentAt: null,
                  },
                  {
                    registrantId: 4,
                    name: '이서연',
                    email: 'b@example.com',
                    locale: 'ko',
                    state: 'failed',
                    reason: '550 User unknown',
                    sentAt: null,
                  },
                ],
              }
            : DETAIL,
        );
      if (method === 'GET' && path === '/api/admin/messages/7/preview')
        return json(200, {
          registrantId: 3,
          locale: 'ko',
          to: 'a@example.com',
          subject: '김민수 님',
          text: '김민수 님',
        });
      if (method === 'POST' && path === '/api/admin/messages/7/send') {
        sent = true;
        return json(202, { id: 7, recipients: 2, sendAt: '2025-09-10T00:00:00.000Z' });
      }
      return apiError(404, 'not_found');
    });

    await user.click(await screen.findByRole('button', { name: '메시지' }));
    const list = await screen.findByRole('table', { name: '메시지 목록' });
    expect(within(list).getByRole('rowheader', { name: '내일 뵙겠습니다' })).toBeInTheDocument();
    expect(within(list).getByText('1일차 전날 리마인더')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '새 메시지 작성' }));
    expect(await screen.findByText('받는 사람 5명')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('언어'), 'ko');
    expect(await screen.findByText('받는 사람 2명')).toBeInTheDocument();

    await user.type(screen.getByLabelText('제목 (영어)'), 'Room');
    await user.type(screen.getByLabelText('본문 (영어)'), 'Hello {{nmae}');
    await user.type(screen.getByLabelText('제목 (한국어)'), '장소');
    await user.type(screen.getByLabelText('본문 (한국어)'), '안녕하세요');
    await user.click(screen.getByRole('button', { name: '저장하고 미리보기' }));
    expect(await screen.findByText(/자리표시자는 \{name\}/)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('본문 (영어)'));
    await user.type(screen.getByLabelText('본문 (영어)'), 'Hello');
    await user.click(screen.getByRole('button', { name: '저장하고 미리보기' }));
    expect(await screen.findByRole('heading', { name: '장소 변경' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '미리보기' }));
    expect(await screen.findByText('받는 사람: a@example.com (한국어)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '지금 발송' }));
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
