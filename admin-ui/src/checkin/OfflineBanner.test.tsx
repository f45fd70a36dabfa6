import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DeskConflict, DeskState } from './deskStore';
import { rosterEntry } from '../testing/deskTestUtils';
import { OfflineBanner } from './OfflineBanner';

function fakeStore(initial: Partial<DeskState>) {
  let state: DeskState = {
    ready: true,
    online: true,
    pending: 0,
    conflicts: [],
    rosterAsOf: null,
    counts: null,
    ...initial,
  };
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    set(patch: Partial<DeskState>) {
      state = { ...state, ...patch };
      act(() => listeners.forEach((listener) => listener()));
    },
    dismissConflict: vi.fn(),
  };
}

const conflict = (overrides: Partial<DeskConflict> = {}): DeskConflict => ({
  entry: rosterEntry({ name: 'Jane Doe' }),
  day: 1,
  queuedAt: '2025-09-22T00:10:00.000Z',
  // 09:05 in Seoul.
  first: { checkedInAt: '2025-09-22T00:05:00.000Z', desk: 'Desk 2' },
  ...overrides,
});

describe('OfflineBanner', () => {
  it('says the desk is offline and how many check-ins wait, then sending, then nothing', () => {
    const store = fakeStore({ online: false, pending: 5 });
    render(<OfflineBanner store={store} locale="en" />);
    expect(screen.getByRole('status')).toHaveTextContent('This desk is offline. 5 check-ins waiting to be sent.');
    store.set({ online: true });
    expect(screen.getByRole('status')).toHaveTextContent('Back online: sending 5 check-ins…');
    store.set({ pending: 0 });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('speaks Korean', () => {
    const store = fakeStore({ online: false, pending: 1 });
    render(<OfflineBanner store={store} locale="ko" />);
    expect(screen.getByRole('status')).toHaveTextContent('이 데스크는 오프라인 상태입니다. 전송 대기 중인 체크인 1건.');
    store.set({ online: true, conflicts: [conflict({ entry: rosterEntry({ name: '김민준' }) })] });
    expect(screen.getByRole('alert')).toHaveTextContent('김민준 님은 09:05에 Desk 2에서 이미 체크인했습니다 (1일차).');
    expect(screen.getByRole('button', { name: '김민준 님 알림 닫기' })).toBeInTheDocument();
  });

  it('shows who was first, where and when (Korea time), and the dismiss button dismisses that conflict', async () => {
    const first = conflict();
    const removed = conflict({ kind: 'removed', entry: rosterEntry({ name: 'Sam Lee' }) });
    const store = fakeStore({ conflicts: [first, removed] });
    render(<OfflineBanner store={store} locale="en" />);
    const alerts = screen.getAllByRole('alert');
    expect(alerts[0]).toHaveTextContent('Jane Doe was already checked in at Desk 2 at 09:05 (Day 1).');
    expect(alerts[1]).toHaveTextContent(
      'Sam Lee was checked in here offline (Day 1), but the registration has since been deleted.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss the notice about Jane Doe' }));
    expect(store.dismissConflict).toHaveBeenCalledWith(first);
  });
});
