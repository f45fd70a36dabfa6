/**
 * A published edition's versions in the Forum screen (jsdom, the editions stand-in behind fetch):
 * listed newest first with their Korea time, who saved them and what they changed in the
 * organiser's language (asked for by Accept-Language), the latest five shown and the rest behind
 * a disclosure; a version restored as a draft of the year typed, posted to its own address with
 * that year and then opened as a prepared draft is; a year already taken refused in the dialog in
 * the server's words.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { editionDocumentOf } from '@forum/shared/testing';
import { draft2026, renderForum } from './forumTestHost';

afterEach(() => {
  vi.unstubAllGlobals();
});

const current2025 = () => ({ ...editionDocumentOf(), state: 'current' as const });

/** Seven versions of 2025, oldest first: the name changed in the second, nothing in the others. */
function sevenVersions() {
  const first = current2025();
  const renamed = { ...first, name: { ...first.name, en: 'Global Investors Forum 2025 (renamed)' } };
  return Array.from({ length: 7 }, (_, index) => ({
    // 2025-09-0N 00:05 UTC is 09:05 in Korea.
    savedAt: `2025-09-0${index + 1}T00:05:00.000Z`,
    savedBy: index === 0 ? null : 'kim@forum.test',
    document: index === 0 ? first : renamed,
  }));
}

describe('the versions of an edition', () => {
  it('lists the versions newest first, the latest five, with their changes in the organiser’s language', async () => {
    const user = userEvent.setup();
    const { calls } = renderForum({ editions: [current2025()], versions: { 2025: sevenVersions() }, locale: 'ko' });
    await user.click(await screen.findByRole('button', { name: '포럼 관리' }));
    await user.click(await screen.findByRole('button', { name: '편집 2025 포럼' }));
    const panel = (await screen.findByRole('heading', { name: '버전' })).closest('section')!;
    const shown = await within(panel).findAllByRole('listitem');
    // Five versions (7 down to 3) are shown; two wait behind the disclosure, drawn closed.
    expect(within(panel).getAllByRole('button', { name: /초안으로 복원/ })).toHaveLength(5);
    expect(shown[0]).toHaveTextContent('버전 7 · 2025년 9월 7일 09:05 · kim@forum.test');
    expect(shown[0]).toHaveTextContent('바뀐 부분이 없습니다.');
    const earlier = within(panel).getByText('이전 버전 2개 모두 보기');
    await user.click(earlier);
    const all = within(panel).getAllByRole('listitem');
    const second = all.find((item) => item.textContent?.startsWith('버전 2 '))!;
    // What it changed, as the server worded it for Accept-Language: ko.
    expect(within(second).getByRole('list', { name: '버전 2에서 바뀐 부분' })).toHaveTextContent('변경: 행사명');
    const oldest = all.find((item) => item.textContent?.startsWith('버전 1 '))!;
    expect(oldest).toHaveTextContent('버전 1 · 2025년 9월 1일 09:05 · 시스템');
    expect(oldest).toHaveTextContent('처음 보관된 버전입니다.');
    expect(calls.filter((call) => call.path === '/api/admin/editions/2025/versions')).toHaveLength(1);
  });

  it('restores a version as a draft of the year typed, and opens that draft', async () => {
    const user = userEvent.setup();
    const { calls, editions } = renderForum({ locale: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Forum' }));
    await user.click(await screen.findByRole('button', { name: 'View the 2025 forum' }));
    // Read-only, yet its versions are there to restore from.
    const panel = (await screen.findByRole('heading', { name: 'Versions' })).closest('section')!;
    await user.click(await within(panel).findByRole('button', { name: 'Restore as a draft (version 1)' }));

    const dialog = await screen.findByRole('dialog', { name: 'Restore version 1 of 2025 as a draft?' });
    const year = within(dialog).getByLabelText('Year of the new draft');
    // The year after the newest forum.
    expect(year).toHaveValue(2026);
    await user.clear(year);
    await user.type(year, '2027');
    await user.click(within(dialog).getByRole('button', { name: 'Restore as a draft' }));

    expect(await screen.findByRole('heading', { level: 1, name: /Forum 2027/ })).toHaveTextContent('Draft');
    const restore = calls.find((call) => call.method === 'POST' && call.path.includes('/restore'));
    expect(restore).toMatchObject({ path: '/api/admin/editions/2025/versions/1/restore', body: { year: 2027 } });
    expect(
      screen.getByText('The 2027 draft is ready, copied from version 1 of 2025. Check its dates and venue first.'),
    ).toBeInTheDocument();
    expect(editions.get(2027)?.state).toBe('draft');
    // The draft's own form, its name's year moved on.
    expect(screen.getByLabelText('Forum name (English)')).toHaveValue('Global Investors Forum 2027');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: /Forum 2027/ })).toHaveFocus());
  });

  it('says in the dialog that the year already has a forum', async () => {
    const user = userEvent.setup();
    const { calls } = renderForum({ editions: [editionDocumentOf(), draft2026()], locale: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Forum' }));
    await user.click(await screen.findByRole('button', { name: 'View the 2025 forum' }));
    await user.click(await screen.findByRole('button', { name: 'Restore as a draft (version 1)' }));
    const dialog = await screen.findByRole('dialog');
    const year = within(dialog).getByLabelText('Year of the new draft');
    expect(year).toHaveValue(2027);
    await user.clear(year);
    await user.type(year, '2026');
    await user.click(within(dialog).getByRole('button', { name: 'Restore as a draft' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('There is already a 2026 edition.');
    expect(year).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('heading', { level: 1, name: /Forum 2025/ })).toBeInTheDocument();

    // A year outside what the API takes is said before anything is sent.
    await user.clear(year);
    await user.type(year, '1999');
    await user.click(within(dialog).getByRole('button', { name: 'Restore as a draft' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Give a year from 2022 to 2100.');
    expect(calls.filter((call) => call.path.endsWith('/restore'))).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks before giving up the current edition’s unsaved edits for the restored draft', async () => {
    const user = userEvent.setup();
    renderForum({
      editions: [current2025()],
      locale: 'en',
      problemsOf: (document) =>
        document.name.en.includes('2025') ? [] : [{ path: 'name.en', code: 'name_year', message: 'Say 2025.' }],
    });
    await user.click(await screen.findByRole('button', { name: 'Forum' }));
    await user.click(await screen.findByRole('button', { name: 'Edit the 2025 forum' }));
    const name = await screen.findByLabelText('Forum name (English)');
    await user.clear(name);
    await user.type(name, 'Global Investors Forum');
    await user.click(await screen.findByRole('button', { name: 'Restore as a draft (version 1)' }));
    const restore = await screen.findByRole('dialog');
    await user.click(within(restore).getByRole('button', { name: 'Restore as a draft' }));
    // The draft is made; leaving for it would lose the edit the server refused.
    const leave = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(leave).getByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Forum 2026/ })).toHaveTextContent('Draft');
  });

  it('shows no versions for a draft', async () => {
    const user = userEvent.setup();
    const { calls } = renderForum({ editions: [editionDocumentOf(), draft2026()], locale: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Forum' }));
    await user.click(await screen.findByRole('button', { name: 'Continue the 2026 draft' }));
    await screen.findByRole('heading', { name: 'Preview' });
    expect(screen.queryByRole('heading', { name: 'Versions' })).toBeNull();
    expect(calls.some((call) => call.path.endsWith('/versions'))).toBe(false);
  });
});
