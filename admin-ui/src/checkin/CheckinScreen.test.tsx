/** The check-in screen in jsdom against an in-memory DeskStore: every outcome a desk can meet. */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type CheckinCounts,
  EDITION,
  type ForumDay,
  type Locale,
  type SessionCode,
  editionSession,
  formatLongDate,
  formatSessionColumn,
  formatSessionOption,
} from '@forum/shared';
import { memoryStorage } from '../testing/adminTestUtils';
import { CheckinScreen } from './CheckinScreen';
import { DESK_NAME_KEY } from './deskSettings';
import { type FakeDeskStore, fakeDeskStore, rosterEntry } from '../testing/fakeDeskStore';

afterEach(() => vi.useRealTimers());

const JANE = rosterEntry();
const MINJUN = rosterEntry({
  id: 2,
  checkinCode: 'AB12CD34EF56G',
  name: '김민준',
  company: '주식회사 한빛벤처스',
  title: '대표이사',
  businessType: 1,
  sessions: ['day13', 'day22'],
  email: 'minjun@hanbit.example',
  phone: '010-9876-5432',
});
/** 10:00 in Seoul on the forum's first day. */
const DAY_ONE = () => new Date(`${EDITION.days[1]}T10:00:00+09:00`);
/** A session's line on the desk's card, as the current edition's file gives it. */
const optionOf = (code: SessionCode, locale: Locale) => {
  const session = editionSession(EDITION, code);
  return formatSessionOption(session, EDITION.days[session.day], locale);
};
/** The current edition's public sessions of one day, in their column order. */
const dayCodes = (day: ForumDay) =>
  EDITION.sessions.filter((session) => session.day === day && session.access !== 'invitation').slice(0, 3);

function renderScreen(store: FakeDeskStore, { locale = 'en' as Locale, storage = memoryStorage() } = {}) {
  render(<CheckinScreen store={store} locale={locale} storage={storage} now={DAY_ONE} />);
  return {
    field: screen.getByRole('combobox', {
      name: locale === 'en' ? 'Code, name, company, e-mail or phone' : '코드, 이름, 회사, 이메일 또는 전화번호',
    }),
    storage,
  };
}

const status = () => screen.getAllByRole('status').find((node) => node.getAttribute('aria-live') === 'polite');

describe('CheckinScreen', () => {
  it('takes a scanned code with Enter, shows the person, checks them in, keeps focus for the next scan, and undoes', async () => {
    const user = userEvent.setup();
    const store = fakeDeskStore([JANE, MINJUN], () => DAY_ONE().getTime());
    const { field } = renderScreen(store);
    expect(field).toHaveFocus();

    // A USB scanner: the code, lower case with a separator as some scanners send it, then Enter.
    await user.type(field, '7k3m-9qw2-xhb4d{Enter}');
    const card = await screen.findByRole('article', { name: 'Jane Doe' });
    expect(within(card).getByText('Northwind Capital')).toBeInTheDocument();
    expect(within(card).getByText('Partner')).toBeInTheDocument();
    // Day 1's sessions only, by their titles; not day 2's.
    expect(within(card).getByText(optionOf('day11', 'en'))).toBeInTheDocument();
    expect(within(card).queryByText(/Lifestyle/)).not.toBeInTheDocument();
    expect(within(card).getByText('7K3M-9QW2-XHB4D')).toBeInTheDocument();
    expect(status()).toHaveTextContent('Jane Doe, Northwind Capital. Ready to check in.');
    expect(field).toHaveValue('');

    await user.click(within(card).getByRole('button', { name: 'Check in' }));
    expect(await within(card).findByText('Checked in')).toBeInTheDocument();
    expect(within(card).getByText(`Checked in at ${EDITION.days[1]} 10:00 at Desk 1.`)).toBeInTheDocument();
    expect(store.calls.checkIn).toEqual([{ code: JANE.checkinCode, day: 1, desk: 'Desk 1' }]);
    expect(status()).toHaveTextContent('Jane Doe checked in.');
    expect(field).toHaveFocus();
    expect(within(card).queryByRole('button', { name: 'Check in' })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: /^Undo \(\d+ s\)$/ }));
    expect(await within(card).findByRole('button', { name: 'Check in' })).toBeInTheDocument();
    expect(store.calls.undo).toEqual([{ code: JANE.checkinCode, day: 1 }]);
    expect(status()).toHaveTextContent('Check-in of Jane Doe undone.');
    expect(field).toHaveFocus();
  });

  it('offers undo for one minute only', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: DAY_ONE() });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const store = fakeDeskStore([JANE]);
    const { field } = renderScreen(store);
    await user.type(field, JANE.checkinCode + '{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Check in' }));
    expect(await screen.findByRole('button', { name: 'Undo (60 s)' })).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(30_000));
    expect(screen.getByRole('button', { name: /^Undo \((30|31) s\)$/ })).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(31_000));
    expect(screen.queryByRole('button', { name: /Undo/ })).not.toBeInTheDocument();
    expect(within(screen.getByRole('article')).getByText('Checked in')).toBeInTheDocument();
  });

  it('searches by name, company, e-mail or phone as one types, with the arrow keys, and checks in with a second Enter', async () => {
    const user = userEvent.setup();
    const store = fakeDeskStore([
      JANE,
      MINJUN,
      rosterEntry({
        id: 3,
        checkinCode: 'ZZ12CD34EF56G',
        name: 'John Roe',
        company: 'Northwind Capital',
        email: 'john@northwind.example',
      }),
    ]);
    const { field } = renderScreen(store);
    await user.type(field, 'northw');
    const list = screen.getByRole('listbox', { name: 'Matching registrants' });
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Jane DoeNorthwind Capital · jane@northwind.example',
      'John RoeNorthwind Capital · john@northwind.example',
    ]);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const john = within(list).getByRole('option', { name: /John Roe/ });
    expect(john).toHaveAttribute('aria-selected', 'true');
    expect(field).toHaveAttribute('aria-activedescendant', john.id);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('article', { name: 'John Roe' })).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-expanded', 'false');

    // The phone, typed with its hyphens; then Enter in the empty field checks in the person shown.
    await user.type(field, '9876-54');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('article', { name: '김민준' })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(await within(screen.getByRole('article')).findByText('Checked in')).toBeInTheDocument();
    expect(store.calls.checkIn).toEqual([{ code: MINJUN.checkinCode, day: 1, desk: 'Desk 1' }]);
  });

  it('shows someone already checked in today with the time and the desk, and offers no check-in', async () => {
    const user = userEvent.setup();
    const store = fakeDeskStore([
      rosterEntry({ checkins: [{ day: 1, checkedInAt: '2025-09-22T00:41:00.000Z', desk: 'East door' }] }),
    ]);
    const { field } = renderScreen(store);
    await user.type(field, 'Jane{Enter}');
    const card = await screen.findByRole('article', { name: 'Jane Doe' });
    expect(within(card).getByText('Already checked in today')).toBeInTheDocument();
    expect(within(card).getByText('First checked in at 2025-09-22 09:41 at East door.')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Check in' })).not.toBeInTheDocument();
    expect(status()).toHaveTextContent('Jane Doe was already checked in today, at 2025-09-22 09:41 at East door.');

    // Day 2 is another day: the same person can be checked in for it.
    await user.click(screen.getByRole('radio', { name: /Day 2/ }));
    expect(within(card).getByRole('button', { name: 'Check in' })).toBeInTheDocument();
  });

  it('shows who was first when another desk checked the person in while the card was up', async () => {
    const user = userEvent.setup();
    const store = fakeDeskStore([JANE]);
    const { field } = renderScreen(store);
    await user.type(field, JANE.checkinCode + '{Enter}');
    const card = await screen.findByRole('article', { name: 'Jane Doe' });
    // The server's answer (first: false) when the roster has not caught up yet: the fake's roster
    // changes without telling the screen, as a refresh that has not arrived.
    store.failNext = null;
    const otherDesk = fakeDeskStore([
      rosterEntry({ checkins: [{ day: 1, checkedInAt: '2025-09-22T00:59:00.000Z', desk: 'Desk 2' }] }),
    ]);
    store.checkIn = otherDesk.checkIn;
    await user.click(within(card).getByRole('button', { name: 'Check in' }));
    expect(await within(card).findByText('Already checked in today')).toBeInTheDocument();
    expect(within(card).getByText('First checked in at 2025-09-22 09:59 at Desk 2.')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Undo/ })).not.toBeInTheDocument();

    // And a refresh that brings another desk's check-in turns a waiting card into "already".
    await user.type(field, 'Jane{Enter}');
    store.checkInElsewhere(JANE.id, 2, 'Desk 3', '2025-09-23T00:10:00.000Z');
    await user.click(screen.getByRole('radio', { name: /Day 2/ }));
    expect(
      await within(screen.getByRole('article', { name: 'Jane Doe' })).findByText(
        'First checked in at 2025-09-23 09:10 at Desk 3.',
      ),
    ).toBeInTheDocument();
  });

  it('says clearly when a code is unknown', async () => {
    const user = userEvent.setup();
    const store = fakeDeskStore([JANE]);
    const { field } = renderScreen(store);
    await user.type(field, 'https://example.com/not-ours{Enter}');
    expect(await screen.findByText('Unknown code')).toBeInTheDocument();
    expect(
      screen.getByText('No registrant has the code “https://example.com/not-ours”. Check the code, or search by name.'),
    ).toBeInTheDocument();
    expect(status()).toHaveTextContent('Unknown code.');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows an offline check-in as saved on this device, and undo takes it back out of the queue', async () => {
    const user = userEvent.setup();
    const store = fakeDeskStore([JANE]);
    store.online = false;
    const { field } = renderScreen(store);
    await user.type(field, JANE.checkinCode + '{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Check in' }));
    const card = screen.getByRole('article', { name: 'Jane Doe' });
    expect(await within(card).findByText('Saved on this device, will be sent')).toBeInTheDocument();
    expect(status()).toHaveTextContent('Jane Doe saved on this device; it will be sent when the network returns.');
    expect(store.getState().pending).toBe(1);
    await user.click(within(card).getByRole('button', { name: /^Undo/ }));
    expect(await within(card).findByRole('button', { name: 'Check in' })).toBeInTheDocument();
    expect(store.getState().pending).toBe(0);
  });

  it("shows a queued check-in as done once the queue is sent, or as the other desk's when it was first", async () => {
    const user = userEvent.setup();
    const store = fakeDeskStore([JANE, MINJUN]);
    store.online = false;
    const { field } = renderScreen(store);
    await user.type(field, JANE.checkinCode + '{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Check in' }));
    const card = screen.getByRole('article', { name: 'Jane Doe' });
    expect(await within(card).findByText('Saved on this device, will be sent')).toBeInTheDocument();
    act(() => store.sendQueue());
    expect(within(card).queryByText('Saved on this device, will be sent')).toBeNull();
    expect(within(card).getByText('Checked in')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /^Undo/ })).toBeInTheDocument();

    store.online = false;
    await user.type(field, MINJUN.checkinCode + '{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Check in' }));
    const minjun = screen.getByRole('article', { name: '김민준' });
    expect(await within(minjun).findByText('Saved on this device, will be sent')).toBeInTheDocument();
    const first = { checkedInAt: '2025-09-22T00:55:00.000Z', desk: 'East door' };
    act(() => store.sendQueue([{ entry: MINJUN, day: 1, queuedAt: '2025-09-22T01:00:00.000Z', first }]));
    expect(within(minjun).getByText('Already checked in today')).toBeInTheDocument();
    expect(within(minjun).getByText(/East door/)).toBeInTheDocument();
  });

  it('explains a failed check-in in the page language and lets the desk try again', async () => {
    const user = userEvent.setup();
    const store = fakeDeskStore([MINJUN]);
    store.failNext = { ok: false, code: 'service_unavailable', status: 503 };
    const { field } = renderScreen(store, { locale: 'ko' });
    await user.type(field, '김민{Enter}');
    const card = await screen.findByRole('article', { name: '김민준' });
    expect(within(card).getByText(optionOf('day13', 'ko'))).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: '체크인' }));
    expect(await within(card).findByText(/^체크인하지 못했습니다\./)).toBeInTheDocument();
    // Nothing happened on the server: the same button tries again.
    await user.click(within(card).getByRole('button', { name: '체크인' }));
    expect(await within(card).findByText('체크인 완료')).toBeInTheDocument();
  });

  it('shows a registration under review or declined as such before any tap, with no check-in (from the roster, so offline too)', async () => {
    const user = userEvent.setup();
    const pending = rosterEntry({ ...MINJUN, status: 'pending' });
    const declined = rosterEntry({ ...JANE, status: 'declined' });
    const store = fakeDeskStore([pending, declined]);
    const { field } = renderScreen(store, { locale: 'ko' });
    await user.type(field, '김민{Enter}');
    const card = await screen.findByRole('article', { name: '김민준' });
    expect(within(card).getByText('검토 중')).toBeInTheDocument();
    expect(within(card).getByText(/검토 중인 등록이므로 체크인하지 말고/)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: '체크인' })).toBeNull();
    expect(status()).toHaveTextContent('김민준');

    await user.clear(field);
    await user.type(field, `${declined.checkinCode}{Enter}`);
    const other = await screen.findByRole('article', { name: declined.name });
    expect(within(other).getByText('거절')).toBeInTheDocument();
    expect(within(other).queryByRole('button', { name: '체크인' })).toBeNull();
    expect(store.calls.checkIn).toEqual([]);
  });

  it('says why an undo was refused and keeps the check-in', async () => {
    const user = userEvent.setup();
    const store = fakeDeskStore([JANE]);
    const { field } = renderScreen(store);
    await user.type(field, JANE.checkinCode + '{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Check in' }));
    store.undo = async () => ({ ok: false, failure: { ok: false, code: 'checkin_undo_expired', status: 409 } });
    await user.click(await screen.findByRole('button', { name: /^Undo/ }));
    const card = screen.getByRole('article');
    expect(
      await within(card).findByText('The check-in could not be undone. A check-in can only be undone within a minute.'),
    ).toBeInTheDocument();
    expect(within(card).getByText('Already checked in today')).toBeInTheDocument();
    expect(status()).toHaveTextContent('The check-in could not be undone.');
  });

  it('remembers the desk name, defaults it per language, and picks the day from the date in Korea', async () => {
    const user = userEvent.setup();
    const store = fakeDeskStore([JANE]);
    const storage = memoryStorage();
    const first = render(
      <CheckinScreen
        store={store}
        locale="ko"
        storage={storage}
        now={() => new Date(`${EDITION.days[2]}T00:30:00+09:00`)}
      />,
    );
    expect(screen.getByLabelText('데스크 이름')).toHaveValue('데스크 1');
    // 00:30 on day 2 in Seoul (still the day before in UTC): day 2.
    const day2Ko = formatLongDate(EDITION.days[2], 'ko').replace(/^\d{4}년 /, '');
    expect(screen.getByRole('radio', { name: `2일차 · ${day2Ko}` })).toBeChecked();
    await user.clear(screen.getByLabelText('데스크 이름'));
    await user.type(screen.getByLabelText('데스크 이름'), '동문 입구');
    await user.tab();
    expect(storage.entries.get(DESK_NAME_KEY)).toBe('동문 입구');
    first.unmount();
    render(<CheckinScreen store={store} locale="en" storage={storage} now={DAY_ONE} />);
    expect(screen.getByLabelText('Desk name')).toHaveValue('동문 입구');
    const day1En = formatLongDate(EDITION.days[1], 'en').replace(/ \d{4}$/, '');
    expect(screen.getByRole('radio', { name: `Day 1 · ${day1En}` })).toBeChecked();
    await user.type(screen.getByRole('combobox'), JANE.checkinCode + '{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Check in' }));
    expect(store.calls.checkIn[0]?.desk).toBe('동문 입구');
  });

  it('shows checked in out of registered per day and per session of the chosen day', () => {
    const store = fakeDeskStore([JANE]);
    const counts: CheckinCounts = {
      days: [
        {
          day: 1,
          date: EDITION.days[1],
          registered: 1200,
          expected: 900,
          checkedIn: 431,
          sessions: dayCodes(1).map((session, index) => ({
            code: session.code,
            registered: [700, 300, 250][index]!,
            checkedIn: [400, 20, 11][index]!,
          })),
        },
        {
          day: 2,
          date: EDITION.days[2],
          registered: 1200,
          expected: 800,
          checkedIn: 0,
          sessions: dayCodes(2).map((session, index) => ({
            code: session.code,
            registered: [500, 300, 100][index]!,
            checkedIn: 0,
          })),
        },
      ],
      onsite: 7,
      asOf: `${EDITION.days[1]}T01:02:03.000Z`,
    };
    renderScreen(store);
    expect(screen.getByText('Counting…')).toBeInTheDocument();
    act(() => store.setCounts(counts));
    const panel = screen.getByRole('region', { name: 'Checked in' });
    expect(within(panel).getByText('431 of 1,200')).toBeInTheDocument();
    expect(within(panel).getByText('0 of 1,200')).toBeInTheDocument();
    const sessions = within(panel).getByRole('list', { name: 'Sessions on day 1' });
    expect(
      within(sessions)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(
      dayCodes(1).map(
        (session, index) =>
          `${formatSessionColumn(session, EDITION.days[1], index + 1, 'en')}${[400, 20, 11][index]} / ${[700, 300, 250][index]}`,
      ),
    );
    expect(within(panel).getByText(`Walk-ins: 7 · As of ${EDITION.days[1]} 10:02`)).toBeInTheDocument();
  });

  it('waits for the roster before taking input', () => {
    const store = fakeDeskStore([JANE]);
    store.setReady(false);
    const { field } = renderScreen(store);
    expect(screen.getByText('Loading the registrant list…')).toBeInTheDocument();
    expect(field).toBeDisabled();
    act(() => store.setReady(true));
    expect(field).toBeEnabled();
    expect(field).toHaveFocus();
  });
});
