import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MeetingDirectoryEntry, MeetingRequestView, MyMeetings } from '@forum/shared';
import { MeetingsSection } from './MeetingsSection';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcd';
const PROFILE = {
  profileId: 1,
  role: 'company' as const,
  organisation: 'Gangnam Robotics',
  pitch: 'Warehouse robots',
  sectors: ['ai' as const],
  stages: ['seed' as const],
  ticketSize: null,
  consent: true,
};
const ENTRY: MeetingDirectoryEntry = {
  profileId: 99,
  role: 'investor',
  organisation: 'Han River Ventures',
  pitch: 'Seed',
  sectors: ['ai'],
  stages: ['seed'],
  ticketSize: null,
  suggested: true,
};
const pending = (id: number): MeetingRequestView => ({
  id,
  profile: { profileId: 100 + id, role: 'investor', organisation: `Fund ${id}` },
  note: '',
  status: 'pending',
  createdAt: '2025-09-01T00:00:00.000Z',
});

/** The meetings API behind fetch: `sent` requests, and every new request answered 429 with Retry-After. */
function stubApi(sent: MeetingRequestView[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const path = new URL(String(input), 'http://site.test').pathname;
      if (path.endsWith('/meetings/directory')) return Response.json([ENTRY]);
      if (path.endsWith('/meetings/requests') && init.method === 'POST')
        return Response.json(
          { error: { code: 'too_many_requests', message: 'x' } },
          { status: 429, headers: { 'Retry-After': '1140' } },
        );
      const mine: MyMeetings = { profile: PROFILE, sent, received: [], meetings: [] };
      return Response.json(mine);
    }),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('meeting requests refused with 429', () => {
  it('says when to try again, from Retry-After, in the page’s language', async () => {
    stubApi([]);
    render(<MeetingsSection token={TOKEN} locale="en" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Ask for a meeting: Han River Ventures' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again in 19 minutes.');
  });

  it('says why when the person’s open requests are at the limit (Korean)', async () => {
    stubApi(Array.from({ length: 10 }, (_, i) => pending(i + 1)));
    render(<MeetingsSection token={TOKEN} locale="ko" />);
    await userEvent.click(await screen.findByRole('button', { name: /Han River Ventures/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '답변을 기다리는 미팅 요청이 10건 있습니다. 답변을 받은 뒤 다른 참가자에게 요청해 주세요.',
    );
  });
});
