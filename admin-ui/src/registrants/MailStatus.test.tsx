import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Registrant } from '@forum/shared';
import {
  AdminHost,
  type Route,
  apiError,
  fakePlatform,
  json,
  memoryStorage,
  registrant,
  storedSession,
  stubApi,
  listed,
} from '../testing/adminTestUtils';
import { SESSION_STORAGE_KEY } from '../lib/session';

afterEach(() => vi.unstubAllGlobals());

const SENT = registrant({ id: 1, name: 'Sent Person', mail: { state: 'sent' } });
const QUEUED = registrant({ id: 2, name: 'Queued Person', mail: { state: 'queued' } });
const FAILED = registrant({
  id: 3,
  name: 'Failed Person',
  email: 'gone@example.com',
  mail: { state: 'failed', reason: '550 5.1.1 <gone@example.com>: User unknown' },
});
const OLD = registrant({ id: 4, name: 'Old Person', mail: null });

function renderList(registrants: Registrant[], resend: Route = () => json(202, { mail: { state: 'queued' } })) {
  const calls = stubApi((request) => {
    if (request.method === 'GET' && request.path === '/api/user/list') return json(200, listed(registrants));
    if (request.method === 'POST' && /^\/api\/user\/\d+\/resend-confirmation$/.test(request.path))
      return resend(request);
    return apiError(404, 'not_found');
  });
  const { platform } = fakePlatform(memoryStorage({ [SESSION_STORAGE_KEY]: storedSession() }));
  render(<AdminHost platform={platform} />);
  return calls;
}

const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;

describe('e-mail state in the registrant list', () => {
  it('shows each registrant’s latest e-mail: sent, queued, failed with the server’s reply, none', async () => {
    renderList([SENT, QUEUED, FAILED, OLD]);
    await screen.findByRole('table');
    expect(within(rowOf('Sent Person')).getByText('발송 완료')).toBeInTheDocument();
    expect(within(rowOf('Queued Person')).getByText('발송 대기')).toBeInTheDocument();
    expect(within(rowOf('Failed Person')).getByText('발송 실패')).toBeInTheDocument();
    expect(within(rowOf('Failed Person')).getByText('550 5.1.1 <gone@example.com>: User unknown')).toBeInTheDocument();
    expect(within(rowOf('Old Person')).getByText('메일 없음')).toBeInTheDocument();
  });

  it('counts failed e-mails in the counts panel, for the rows shown', async () => {
    renderList([SENT, FAILED, registrant({ id: 5, name: 'Also Failed', mail: { state: 'failed', reason: '554 no' } })]);
    await screen.findByRole('table');
    expect(screen.getByText('메일 발송 실패 2건')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox'), 'Also');
    expect(await screen.findByText('메일 발송 실패 1건')).toBeInTheDocument();
  });

  it('resends the confirmation: POST for that registrant, the row turns queued, and the page says so', async () => {
    const calls = renderList([FAILED]);
    await screen.findByRole('table');
    await userEvent.click(within(rowOf('Failed Person')).getByRole('button', { name: /확인 메일 재발송/ }));
    expect(await screen.findByText('Failed Person 님에게 확인 메일을 다시 보내도록 요청했습니다.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => [call.path, call.authorization])).toEqual([
      ['/api/user/3/resend-confirmation', 'Bearer stored-token-0123456789'],
    ]);
    expect(within(rowOf('Failed Person')).getByText('발송 대기')).toBeInTheDocument();
    expect(within(rowOf('Failed Person')).queryByText(/550/)).toBeNull();
  });

  it('reports a failed resend as an alert and keeps the row as it was', async () => {
    renderList([FAILED], () => apiError(503, 'service_unavailable'));
    await screen.findByRole('table');
    await userEvent.click(within(rowOf('Failed Person')).getByRole('button', { name: /확인 메일 재발송/ }));
    expect(await screen.findByText(/확인 메일을 다시 보내지 못했습니다/)).toBeInTheDocument();
    expect(within(rowOf('Failed Person')).getByText('발송 실패')).toBeInTheDocument();
  });
});
