/**
 * The managers' Forum screen in jsdom against a stand-in editions API (testing/fakeEditionsApi.ts):
 * the editions with their states, "Prepare 2026" copied from 2025, editing every kind of field with
 * the draft saved by itself, the server's problems beside their fields and listed at the top (each
 * leading to its field), publishing confirmed by typing the year (sent as `confirm`) with its
 * refusals in words, deleting a draft, a past edition read-only, and staff never offered it.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteSamples } from '@forum/shared';
import { editionDocumentOf } from '@forum/shared/testing';
import { SAVED, draft2026, renderForum } from './forumTestHost';
import { SAVE_DELAY_MS } from './useEditionEditor';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the Forum screen', () => {
  it('lists the editions with their states and prepares 2026 from 2025, days on the same weekdays', async () => {
    const user = userEvent.setup();
    const { calls, editions } = renderForum();
    await user.click(await screen.findByRole('button', { name: '포럼 관리' }));
    const table = await screen.findByRole('table', { name: '연도별 포럼' });
    const row = within(table).getByRole('row', { name: /2025/ });
    expect(row).toHaveTextContent('종료 (현재 포럼)');
    expect(row).toHaveTextContent('2025년 9월 22-23일');

    await user.click(screen.getByRole('button', { name: '2026 포럼 준비' }));
    expect(await screen.findByRole('heading', { level: 1, name: /2026 포럼/ })).toHaveTextContent('준비 중');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ from: 2025, year: 2026 });
    expect(
      screen.getByText('2025 포럼을 복사해 2026 초안을 만들었습니다. 먼저 일자와 장소를 확인하세요.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('1일차 날짜')).toHaveValue('2026-09-21');
    expect(screen.getByText('2026년 9월 21일 (월)')).toBeInTheDocument();
    expect(screen.getByLabelText('포럼 이름 (영어)')).toHaveValue('Global Investors Forum 2026');
    expect(screen.getByLabelText('포럼 이름 (한국어)')).toHaveValue('글로벌 투자자 포럼 2026');
    expect(editions.get(2026)?.state).toBe('draft');
  });

  it('saves a draft as it is edited, shows the problems beside their fields and at the top, and clears them once fixed', async () => {
    const user = userEvent.setup();
    const { saved } = renderForum({
      editions: [editionDocumentOf(), draft2026()],
      problemsOf: (document, language) =>
        document.name.en.includes('2026')
          ? []
          : [
              {
                path: 'name.en',
                code: 'year_missing',
                message: language === 'en' ? 'The English name must say 2026.' : '영어 이름에 2026이 있어야 합니다.',
              },
            ],
    });
    await user.click(await screen.findByRole('button', { name: '포럼 관리' }));
    await user.click(await screen.findByRole('button', { name: '2026 초안 계속 편집' }));
    const name = await screen.findByLabelText('포럼 이름 (영어)');
    expect(await screen.findByRole('heading', { name: '문제가 없습니다. 공개할 수 있습니다.' })).toBeInTheDocument();

    await user.clear(name);
    await user.type(name, 'Global Investors Forum');
    // The save that follows the typing is refused, with the problem in the console's language.
    const top = await screen.findByRole('heading', { name: '공개 전에 고칠 문제 1건' }, SAVED);
    expect(saved.at(-1)?.name.en).toBe('Global Investors Forum');
    expect(screen.getByText('저장되지 않았습니다. 아래 문제를 고쳐 주세요.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('영어 이름에 2026이 있어야 합니다.');
    const link = within(top.closest('section')!).getByRole('link', {
      name: /포럼 이름:\s*영어 이름에 2026이 있어야 합니다/,
    });
    name.blur();
    await user.click(link);
    expect(name).toHaveFocus();

    await user.type(name, ' 2026');
    expect(
      await screen.findByRole('heading', { name: '문제가 없습니다. 공개할 수 있습니다.' }, SAVED),
    ).toBeInTheDocument();
    expect(screen.getByText('모든 변경 사항이 저장되었습니다.')).toBeInTheDocument();
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(saved.at(-1)?.name.en).toBe('Global Investors Forum 2026');
  });

  it('adds a session on day 2 with its seats and invitation only, drops another, and the saved draft has both', async () => {
    const user = userEvent.setup();
    const { saved } = renderForum({ editions: [editionDocumentOf(), draft2026()], locale: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Forum' }));
    await user.click(await screen.findByRole('button', { name: 'Continue the 2026 draft' }));
    await user.click(await screen.findByRole('button', { name: 'Add a session on day 2' }));
    // The new card opens by itself; its fields are named for screen readers. (Looked for within the
    // section: a label query over the whole form, site sections and all, is slow in jsdom.)
    const sessions = screen.getByRole('region', { name: 'Sessions' });
    const titles = within(sessions).getAllByLabelText('Title (English)');
    await user.type(titles.at(-1)!, 'Space and aerospace session');
    await user.type(within(sessions).getAllByLabelText('Title (Korean)').at(-1)!, '우주항공 세션');
    await user.type(within(sessions).getAllByLabelText('Default seats').at(-1)!, '80');
    await user.click(within(sessions).getAllByLabelText('Invitation only (not on the public form)').at(-1)!);
    // A closed card draws its fields once opened.
    expect(
      within(sessions).queryByRole('button', { name: 'Drop session Middle East market-entry session' }),
    ).toBeNull();
    await user.click(within(sessions).getByText('Middle East market-entry session', { selector: 'summary strong' }));
    await user.click(within(sessions).getByRole('button', { name: 'Drop session Middle East market-entry session' }));

    await waitFor(() => {
      const last = saved.at(-1);
      expect(last?.sessions.find((session) => session.code === 'day24')).toMatchObject({
        day: 2,
        title: { en: 'Space and aerospace session', ko: '우주항공 세션' },
        capacity: 80,
        access: 'invitation',
      });
      expect(last?.sessions.map((session) => session.code)).not.toContain('day23');
      expect(JSON.stringify(last?.programme[2])).toContain('"session":"day24"');
      expect(JSON.stringify(last?.programme)).not.toContain('day23');
    }, SAVED);
    // The state is the server's: it is not sent back.
    expect('state' in saved.at(-1)!).toBe(false);
  });

  it('edits the heard-about choices: a new one goes before Other with a key of its own, a dropped one goes, Other stays', async () => {
    const user = userEvent.setup();
    const { saved } = renderForum({ editions: [editionDocumentOf(), draft2026()], locale: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Forum' }));
    await user.click(await screen.findByRole('button', { name: 'Continue the 2026 draft' }));
    const section = screen.getByRole('region', { name: 'How people heard about the forum' });
    // The defaults are shown (the copied draft names none of its own); Other cannot be removed.
    expect(within(section).getAllByLabelText(/^Choice \d+ \(English\)$/)).toHaveLength(6);
    expect(within(section).queryByRole('button', { name: 'Remove choice Other' })).toBeNull();
    await user.click(within(section).getByRole('button', { name: 'Add a choice' }));
    await user.type(within(section).getByLabelText('Choice 6 (English)'), 'A partner organisation');
    await user.type(within(section).getByLabelText('Choice 6 (Korean)'), '협력 기관');
    await user.click(within(section).getByRole('button', { name: 'Remove choice News' }));

    await waitFor(() => {
      expect(saved.at(-1)?.heardFrom).toEqual([
        { key: 'website', words: { en: 'Website', ko: '웹사이트' } },
        { key: 'email', words: { en: 'E-mail from us', ko: '이메일 안내' } },
        { key: 'social', words: { en: 'Social media', ko: 'SNS' } },
        { key: 'colleague', words: { en: 'A colleague', ko: '지인·동료 추천' } },
        { key: 'choice6', words: { en: 'A partner organisation', ko: '협력 기관' } },
        { key: 'other', words: { en: 'Other', ko: '기타' } },
      ]);
    }, SAVED);
  });

  it('publishes only once the year is typed, sends it as confirm, and explains why the server refused', async () => {
    const user = userEvent.setup();
    const refusal = (code: string) => ({ status: 409, body: { error: { code, message: code } } });
    let refusals = [refusal('edition_not_ended'), refusal('edition_older')];
    const { published, calls } = renderForum({
      editions: [{ ...editionDocumentOf(), state: 'current' }, draft2026()],
      locale: 'en',
      refusePublish: () => refusals.shift() ?? null,
    });
    await user.click(await screen.findByRole('button', { name: 'Forum' }));
    await user.click(await screen.findByRole('button', { name: 'Continue the 2026 draft' }));
    // Said before anything is tried: 2025 is still ahead.
    expect(
      await screen.findByText(/The 2025 forum's last day \(23 September 2025\) is still ahead/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish the 2026 forum?' });
    expect(dialog).toHaveTextContent('forums are published forward only');
    expect(dialog).toHaveTextContent('Days: 2025-09-22, 2025-09-23 → 2026-09-21, 2026-09-22');
    // The shipped sample content is said, and does not stop publishing.
    const samples = siteSamples(draft2026().site, 'en').length;
    expect(dialog).toHaveTextContent(`${samples} entries of the site are still sample content`);

    await user.click(within(dialog).getByRole('button', { name: 'Publish 2026' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Type 2026 exactly to publish.');
    expect(published).toEqual([]);

    await user.type(within(dialog).getByLabelText('Type 2026 to confirm'), '2026');
    await user.click(within(dialog).getByRole('button', { name: 'Publish 2026' }));
    expect(
      await within(dialog).findByText(/The 2025 forum has not ended yet \(its last day is 23 September 2025\)/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Publish 2026' }));
    expect(
      await within(dialog).findByText(
        '2026 is older than the current forum (2025): forums are published forward only.',
      ),
    ).toBeInTheDocument();
    refusals = [];
    await user.click(within(dialog).getByRole('button', { name: 'Publish 2026' }));

    expect(
      await screen.findByText('The 2026 forum is published: the site and registration now show it.'),
    ).toBeInTheDocument();
    expect(published).toEqual([{ confirm: 2026 }, { confirm: 2026 }, { confirm: 2026 }]);
    expect(calls.find((call) => call.path.endsWith('/publish'))?.path).toBe('/api/admin/editions/2026/publish');
    const table = await screen.findByRole('table', { name: 'The forum, year by year' });
    expect(within(table).getByRole('row', { name: /2026/ })).toHaveTextContent('Current');
  });

  it('closes the publish dialog onto the problems the server still finds', async () => {
    const user = userEvent.setup();
    renderForum({
      editions: [editionDocumentOf(), draft2026()],
      locale: 'en',
      refusePublish: () => ({
        status: 422,
        body: { problems: [{ path: 'days.1', code: 'past', message: 'Day 1 is in the past.' }] },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Forum' }));
    await user.click(await screen.findByRole('button', { name: 'Continue the 2026 draft' }));
    await user.click(await screen.findByRole('button', { name: 'Publish 2026' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Type 2026 to confirm'), '2026');
    await user.click(within(dialog).getByRole('button', { name: 'Publish 2026' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('heading', { name: '1 problem to fix before publishing' })).toBeInTheDocument();
    expect(screen.getByLabelText('Day 1: date')).toHaveAccessibleDescription(/Day 1 is in the past\./);
  });

  it('makes a preview link to copy and open, and deletes a draft after a confirmation', async () => {
    const user = userEvent.setup();
    const { editions } = renderForum({ editions: [editionDocumentOf(), draft2026()], locale: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Forum' }));
    await user.click(await screen.findByRole('button', { name: 'Continue the 2026 draft' }));
    await user.click(await screen.findByRole('button', { name: 'Make a preview link' }));
    expect(await screen.findByLabelText('Preview link')).toHaveValue('https://forum.test/?preview=2026-sample-token');
    expect(screen.getByText('Opens until 2026-12-02 14:00 (Korea time).')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open the preview/ })).toHaveAttribute('target', '_blank');

    await user.click(screen.getByRole('button', { name: 'Delete draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the 2026 draft?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The 2026 draft was deleted.')).toBeInTheDocument();
    expect(editions.has(2026)).toBe(false);
    expect(screen.getByRole('button', { name: 'Prepare 2026' })).toBeInTheDocument();
  });

  it('saves the current edition only on request, and shows what the server refuses', async () => {
    // The clock is the test's: the time a draft would save itself in passes without a save.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { saved } = renderForum({
      editions: [{ ...editionDocumentOf(), state: 'current' }],
      locale: 'en',
      problemsOf: (document) =>
        document.sessions.some((session) => session.code === 'day12')
          ? []
          : [{ path: 'sessions', code: 'has_registrations', message: 'AI session has registrations: it stays.' }],
    });
    await user.click(await screen.findByRole('button', { name: 'Forum' }));
    await user.click(await screen.findByRole('button', { name: 'Edit the 2025 forum' }));
    const sessions = await screen.findByRole('region', { name: 'Sessions' });
    await user.click(within(sessions).getAllByText('AI session', { selector: 'summary strong' })[0]!);
    await user.click(screen.getAllByRole('button', { name: 'Drop session AI session' })[0]!);
    expect(screen.getByText('Unsaved changes.')).toBeInTheDocument();
    // Live on the site: nothing goes until Save.
    await act(() => vi.advanceTimersByTimeAsync(SAVE_DELAY_MS * 3));
    expect(saved).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('AI session has registrations: it stays.', { selector: 'li' })).toBeInTheDocument();
    expect(saved).toHaveLength(1);
    expect(screen.getByText('Not saved: fix the problems below.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Publish/ })).toBeNull();
    vi.useRealTimers();
  });

  it('opens an ended edition read-only, and staff are never offered the screen', async () => {
    const user = userEvent.setup();
    const { calls } = renderForum({ locale: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Forum' }));
    await user.click(await screen.findByRole('button', { name: 'View the 2025 forum' }));
    const name = await screen.findByLabelText('Forum name (English)');
    expect(name).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: /Add a session/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Publish/ })).toBeNull();
    await user.type(name, 'x');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    expect(
      screen.getByText('The 2025 forum has ended: it is kept as it was published and cannot be changed.'),
    ).toBeInTheDocument();
  });

  it('is not in a staff member’s bar', async () => {
    renderForum({ role: 'staff', locale: 'en' });
    const bar = await screen.findByRole('navigation', { name: 'Admin sections' });
    await waitFor(() => expect(within(bar).getByRole('button', { name: 'Registrants' })).toBeInTheDocument());
    expect(within(bar).queryByRole('button', { name: 'Forum' })).toBeNull();
  });
});
