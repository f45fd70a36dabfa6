/**
 * The lists imported from a spreadsheet in the Forum screen (jsdom, the editions stand-in behind
 * fetch): the file checked first (a dry run to `…/import/companies?dryRun=1` with the file as the
 * body), "N rows will replace the list", then the import, the form's unsaved edits saved before it
 * and the form read again after it, showing the imported rows; each refused cell in a row report
 * with the column in the organiser's words; a file that is not a spreadsheet refused in words; the
 * speakers posted to their own list; nothing offered for a read-only edition.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { editionDocumentOf } from '@forum/shared/testing';
import { draft2026, renderForum } from './forumTestHost';

afterEach(() => {
  vi.unstubAllGlobals();
});

const csv = (name: string, lines: string[]) => new File([lines.join('\n')], name, { type: 'text/csv' });

const COMPANIES = csv('companies.csv', [
  'name_en,name_ko,website',
  'Hanbit Robotics,한빛로보틱스,https://hanbit.example.com',
  '"Blue Sea, Inc.",블루씨,https://bluesea.example.com',
]);

/** The text of the file the fetch stub was given for `path` with its query (the body the import sent). */
function sentText(path: string): string {
  const call = vi.mocked(globalThis.fetch).mock.calls.find(([input]) => {
    const url = new URL(String(input), 'http://admin.test');
    return url.pathname + url.search === path;
  });
  const body = call?.[1]?.body;
  return body ? new TextDecoder().decode(body as ArrayBuffer) : '';
}

async function openDraft(locale: 'en' | 'ko') {
  const user = userEvent.setup({ applyAccept: false });
  const forum = renderForum({ editions: [editionDocumentOf(), draft2026()], locale });
  await user.click(await screen.findByRole('button', { name: locale === 'en' ? 'Forum' : '포럼 관리' }));
  await user.click(
    await screen.findByRole('button', { name: locale === 'en' ? 'Continue the 2026 draft' : '2026 초안 계속 편집' }),
  );
  await screen.findByRole('heading', {
    name: locale === 'en' ? 'No problems: ready to publish.' : '문제가 없습니다. 공개할 수 있습니다.',
  });
  return { user, ...forum };
}

describe('importing a list from a spreadsheet', () => {
  it('checks the file, says how many rows replace the list, saves the edits first, imports and shows the new rows', async () => {
    const { user, calls, saved, editions } = await openDraft('en');
    const companies = screen.getByRole('region', { name: 'Companies' });
    const input = within(companies).getByLabelText('Import from a spreadsheet (companies)');
    expect(input).toHaveAccessibleDescription(
      'A .csv or .xlsx whose header row names the columns name_en, name_ko, website, and optionally caption1, website2, caption2: it replaces the whole list.',
    );
    // An edit not yet saved when the file is chosen.
    const intro = within(companies).getByLabelText('Introduction (English)');
    await user.type(intro, ' Updated.');
    await user.upload(input, COMPANIES);

    const dialog = await screen.findByRole('dialog', { name: 'Replace the list of companies?' });
    expect(dialog).toHaveTextContent('2 rows of companies.csv will replace the list (now 45 companies).');
    expect(dialog).toHaveTextContent('Your unsaved changes are saved first.');
    expect(sentText('/api/admin/editions/2026/import/companies?dryRun=1')).toContain('Hanbit Robotics');
    // The dry run stored nothing.
    expect(editions.get(2026)?.site.companies.items).toHaveLength(45);

    await user.click(within(dialog).getByRole('button', { name: 'Replace the list' }));
    expect(
      await within(companies).findByText('Imported 2 companies from companies.csv: the form shows the new list.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    const posts = calls.filter((call) => call.method === 'POST' && call.path.includes('/import/'));
    expect(posts.map((call) => call.path)).toEqual([
      '/api/admin/editions/2026/import/companies?dryRun=1',
      '/api/admin/editions/2026/import/companies',
    ]);
    // The edit went before the import, and the form was read again after it.
    const order = calls.map((call) => `${call.method} ${call.path}`);
    expect(order.indexOf('PUT /api/admin/editions/2026')).toBeLessThan(
      order.indexOf('POST /api/admin/editions/2026/import/companies'),
    );
    expect(order.lastIndexOf('GET /api/admin/editions/2026')).toBeGreaterThan(
      order.indexOf('POST /api/admin/editions/2026/import/companies'),
    );
    expect(saved.at(-1)?.site.companies.intro.en).toMatch(/ Updated\.$/);

    await user.click(within(companies).getByText('Presenting companies', { selector: 'summary strong' }));
    expect(companies.querySelectorAll('input[id^="forum-site.companies.items."][id$=".name.en"]')).toHaveLength(2);
    expect(document.getElementById('forum-site.companies.items.1.name.en')).toHaveValue('Blue Sea, Inc.');
    expect(intro).toHaveValue(saved.at(-1)?.site.companies.intro.en);
    expect(screen.getByText('All changes saved.')).toBeInTheDocument();
  });

  it('shows each refused cell by row and column in the organiser’s words, and imports nothing', async () => {
    const { user, imported, editions } = await openDraft('ko');
    const investors = screen.getByRole('region', { name: '투자사' });
    await user.upload(
      within(investors).getByLabelText('스프레드시트에서 가져오기 (투자사)'),
      csv('investors.csv', ['name,link', 'Han River Capital,https://hanriver.example.com', ',not a link']),
    );
    const dialog = await screen.findByRole('dialog', { name: '이 파일은 가져올 수 없습니다' });
    expect(dialog).toHaveTextContent('아무것도 바뀌지 않았습니다. 파일에서 아래 문제 2건을 고친 뒤 다시 선택하세요.');
    const report = within(dialog).getByRole('table', { name: '파일의 문제' });
    const rows = within(report).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['3', '투자사', '빈 칸입니다.'],
      ['3', '링크', 'https://로 시작하는 웹 주소를 입력해 주세요.'],
    ]);
    expect(within(dialog).queryByRole('button', { name: '목록 바꾸기' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(imported).toEqual([]);
    expect(editions.get(2026)?.site.investors.items).toHaveLength(58);
  });

  it('refuses a file that is not a spreadsheet in words', async () => {
    const { user } = await openDraft('en');
    const investors = screen.getByRole('region', { name: 'Investors' });
    await user.upload(
      within(investors).getByLabelText('Import from a spreadsheet (investors)'),
      new File(['%PDF-1.7'], 'investors.pdf', { type: 'application/pdf' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'This file cannot be imported' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a .csv or .xlsx file.');
  });

  it('imports the speakers of the sessions the file names, into the programme', async () => {
    const { user, editions } = await openDraft('en');
    const programme = screen.getByRole('region', { name: 'Programme' });
    await user.upload(
      within(programme).getByLabelText('Import from a spreadsheet (speakers)'),
      csv('speakers.csv', [
        'session,name_en,name_ko,title_en,title_ko,affiliation_en,affiliation_ko',
        'day11,Kim Minjun,김민준,CEO,대표,Hanbit,한빛',
      ]),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Replace the speakers?' });
    expect(dialog).toHaveTextContent('1 row of speakers.csv will replace the speakers of the sessions they name');
    await user.click(within(dialog).getByRole('button', { name: 'Replace the list' }));
    expect(await within(programme).findByText('Imported 1 speaker from speakers.csv.')).toBeInTheDocument();
    const day11 = editions.get(2026)?.programme[1].find((item) => 'session' in item && item.session === 'day11');
    expect(day11?.speakers.map((speaker) => speaker.name.en)).toEqual(['Kim Minjun']);
  });

  it('offers no import for a read-only edition', async () => {
    const user = userEvent.setup();
    renderForum({ locale: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Forum' }));
    await user.click(await screen.findByRole('button', { name: 'View the 2025 forum' }));
    await screen.findByLabelText('Forum name (English)');
    expect(screen.queryByLabelText(/Import from a spreadsheet/)).toBeNull();
  });
});
