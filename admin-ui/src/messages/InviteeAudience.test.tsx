/**
 * The invitee audience in the Messages screen (jsdom, Korean, the console's default): the composer
 * offers "미등록 초청자", which hides the registrant filters, says who they are, counts them, and
 * names only the placeholders an invitee has; a refused placeholder is explained at its field; the
 * message's page says its audience in words and lists its invitees' delivery. And the audience in
 * words in English.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MessageDetail } from '@forum/shared';
import { apiError, json } from '../testing/adminTestUtils';
import { renderConsole } from '../testing/managerFixtures';
import { audienceInWords, mayBeInAudience } from './audienceWords';

afterEach(() => vi.unstubAllGlobals());

const DETAIL: MessageDetail = {
  id: 8,
  kind: 'manual',
  reminderDay: null,
  state: 'sent',
  subject: { en: 'Your invitation', ko: '초청 안내' },
  audience: { invitation: 'not_registered' },
  sendAt: '2025-09-10T00:00:00.000Z',
  createdAt: '2025-09-01T00:00:00.000Z',
  createdBy: 'manager@example.com',
  recipients: 1,
  delivery: { queued: 0, sent: 1, failed: 0 },
  failureReason: null,
  body: { en: 'Dear {name}', ko: '{name} 님' },
  recipientList: [
    {
      registrantId: null,
      invitationId: 4,
      name: '김투자',
      email: 'kim.investor@example.com',
      locale: 'ko',
      state: 'sent',
      reason: null,
      sentAt: '2025-09-10T00:00:05.000Z',
    },
  ],
};

describe('the invitee audience', () => {
  it('is said in words in both languages, and no registrant is in it', () => {
    expect(audienceInWords({ invitation: 'not_registered' }, 'en')).toBe('Unregistered invitees');
    expect(audienceInWords({ invitation: 'not_registered' }, 'ko')).toBe('미등록 초청자');
    expect(audienceInWords({}, 'en')).toBe('All approved registrants');
  });

  it('is offered by the composer, counted, and shown on the message page', async () => {
    const user = userEvent.setup();
    const created: Array<{ audience: object; body: { en: string } }> = [];
    const counted: object[] = [];
    renderConsole(({ method, path, body }) => {
      if (method === 'GET' && path === '/api/admin/messages') return json(200, []);
      if (method === 'POST' && path === '/api/admin/messages/audience') {
        const audience = (body as { audience: { invitation?: string } }).audience;
        counted.push(audience);
        return json(200, { recipients: audience.invitation ? 3 : 40 });
      }
      if (method === 'POST' && path === '/api/admin/messages') {
        const message = body as (typeof created)[number];
        created.push(message);
        if (message.body.en.includes('{manageLink}'))
          return json(400, { error: { code: 'validation', message: 'x', fields: { 'body.en': 'not_for_invitees' } } });
        return json(201, { id: 8, recipients: 3 });
      }
      if (method === 'GET' && path === '/api/admin/messages/8') return json(200, DETAIL);
      if (method === 'GET' && path.startsWith('/api/admin/messages/8/preview'))
        return json(200, {
          registrantId: null,
          invitationId: 4,
          locale: 'ko',
          to: 'kim.investor@example.com',
          subject: '김투자 님',
          text: '김투자 님',
          inAudience: true,
        });
      return apiError(404, 'not_found');
    });

    await user.click(await screen.findByRole('button', { name: '메시지' }));
    await user.click(await screen.findByRole('button', { name: '새 메시지 작성' }));
    expect(await screen.findByText('승인된 모든 등록자 (40명)')).toBeInTheDocument();
    expect(screen.getByLabelText('언어')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('받는 사람 범위'), 'invitees');
    expect(await screen.findByText('미등록 초청자 — 받는 사람 3명')).toBeInTheDocument();
    expect(counted.at(-1)).toEqual({ invitation: 'not_registered' });
    // The registrant filters are gone; what the audience is, and what may be written, is said.
    expect(screen.queryByLabelText('언어')).toBeNull();
    expect(screen.queryByLabelText('참가 세션')).toBeNull();
    expect(screen.getByText(/아직 등록하지도, 사양하지도 않은 분들입니다/)).toBeInTheDocument();
    expect(
      screen.getByText(
        /치환 문구: \{name\}, \{company\}, \{inviteLink\} — \{inviteLink\}에는 보낼 때 초청자마다 새 초청 링크/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('searchbox', { name: /미리볼 등록자/ })).toBeNull();

    await user.type(screen.getByLabelText('제목 (영어)'), 'Your invitation');
    await user.type(screen.getByLabelText('본문 (영어)'), 'Dear {{name}: {{manageLink}');
    await user.type(screen.getByLabelText('제목 (한국어)'), '초청 안내');
    await user.type(screen.getByLabelText('본문 (한국어)'), '{{name} 님');
    await user.click(screen.getByRole('button', { name: '초안 저장' }));
    expect(
      await screen.findByText(/미등록 초청자에게는 세션, 등록 확인 링크, 체크인 코드가 없습니다/),
    ).toBeInTheDocument();
    expect(created[0]?.audience).toEqual({ invitation: 'not_registered' });

    await user.clear(screen.getByLabelText('본문 (영어)'));
    await user.type(screen.getByLabelText('본문 (영어)'), 'Dear {{name}');
    await user.click(screen.getByRole('button', { name: '초안 저장' }));
    expect(await screen.findByRole('heading', { name: '초청 안내' })).toBeInTheDocument();
    expect(screen.getAllByText('미등록 초청자').length).toBeGreaterThan(0);
    expect(await screen.findByText('받는 사람: kim.investor@example.com (한국어)')).toBeInTheDocument();
    const delivery = await screen.findByRole('table', { name: '받는 사람별 전달 상태' });
    expect(within(delivery).getByText('kim.investor@example.com')).toBeInTheDocument();
  });

  it('holds no registrant (the screen’s first look)', () => {
    expect(mayBeInAudience({ invitation: 'not_registered' }, { sessions: [] } as never)).toBe(false);
  });
});
