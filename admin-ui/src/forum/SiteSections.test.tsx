/**
 * The site's words and pictures in the Forum screen (jsdom, the editions stand-in behind fetch,
 * checked by the shared validator's site rules): the letter's paragraphs and a company's name
 * edited and added reach the saved document; a Korean translation left out is the validator's
 * missing_translation, beside its field and listed at the top under its place in the organiser's
 * words, leading to it; the sample content panel lists the shipped samples by part, leads to one
 * inside a closed list, and shrinks as they are replaced. Queries stay within a section, and an
 * entry of a long list is found by its field's id (the one problems lead to) and its name checked:
 * a label query among 45 rows takes jsdom seconds.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { editionDocumentProblems, siteSamples } from '@forum/shared';
import { editionDocumentOf } from '@forum/shared/testing';
import { SAVED, draft2026, renderForum } from './forumTestHost';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The shared validator's problems of the site part, as the API answers them. */
const siteProblems = (document: unknown, language: string) =>
  editionDocumentProblems(document, { locale: language.startsWith('ko') ? 'ko' : 'en' }).filter((problem) =>
    problem.path.startsWith('site.'),
  );

/** The field at a document path, by the id problems lead to. */
const fieldOf = (path: string): HTMLElement => {
  const field = document.getElementById(`forum-${path}`);
  if (!field) throw new Error(`No field forum-${path}`);
  return field;
};

async function openDraft(locale: 'en' | 'ko') {
  const user = userEvent.setup();
  const forum = renderForum({ editions: [editionDocumentOf(), draft2026()], locale, problemsOf: siteProblems });
  await user.click(await screen.findByRole('button', { name: locale === 'en' ? 'Forum' : '포럼 관리' }));
  await user.click(
    await screen.findByRole('button', { name: locale === 'en' ? 'Continue the 2026 draft' : '2026 초안 계속 편집' }),
  );
  return { user, ...forum };
}

describe('the site sections of the Forum screen', () => {
  it('saves the letter’s paragraphs and a company’s name as they are edited, a paragraph added', async () => {
    const { user, saved } = await openDraft('en');
    const letter = await screen.findByRole('region', { name: 'Title block and letter' });
    const second = within(letter).getByLabelText('Paragraph 2 (English)');
    await user.clear(second);
    await user.type(second, 'This year the programme covers climate tech and space.');
    await user.click(within(letter).getByRole('button', { name: 'Add a paragraph' }));
    // `{{` types a brace: the placeholder as the organiser writes it.
    await user.type(within(letter).getByLabelText('Paragraph 4 (English)'), 'See you in {{area}.');
    await user.type(within(letter).getByLabelText('Paragraph 4 (Korean)'), '{{area}에서 뵙겠습니다.');

    // The 45 companies are closed under their count until opened.
    const companies = screen.getByRole('region', { name: 'Companies' });
    expect(within(companies).queryByLabelText('Name (English)')).toBeNull();
    await user.click(within(companies).getByText('Presenting companies', { selector: 'summary strong' }));
    expect(companies.querySelectorAll('input[id^="forum-site.companies.items."][id$=".name.en"]')).toHaveLength(45);
    const firstCompany = fieldOf('site.companies.items.0.name.en');
    expect(firstCompany).toHaveAccessibleName('Name (English)');
    await user.clear(firstCompany);
    await user.type(firstCompany, 'Hanbit Robotics');

    await waitFor(() => {
      const site = saved.at(-1)?.site;
      expect(site?.greeting.paragraphs).toHaveLength(4);
      expect(site?.greeting.paragraphs[1]?.en).toBe('This year the programme covers climate tech and space.');
      expect(site?.greeting.paragraphs[3]).toEqual({ en: 'See you in {area}.', ko: '{area}에서 뵙겠습니다.' });
      expect(site?.companies.items[0]?.name).toEqual({ en: 'Hanbit Robotics', ko: '샘플기업 01' });
    }, SAVED);
  });

  it('shows a Korean translation left out beside its field and at the top, leading to it', async () => {
    const { user, saved } = await openDraft('ko');
    const letter = await screen.findByRole('region', { name: '첫 화면과 초대의 글' });
    expect(await screen.findByRole('heading', { name: '문제가 없습니다. 공개할 수 있습니다.' })).toBeInTheDocument();
    const korean = within(letter).getByLabelText('2문단 (한국어)');
    await user.clear(korean);

    const top = await screen.findByRole('heading', { name: '공개 전에 고칠 문제 1건' }, SAVED);
    expect(saved.at(-1)?.site.greeting.paragraphs[1]?.ko).toBe('');
    expect(korean).toHaveAttribute('aria-invalid', 'true');
    expect(korean).toHaveAccessibleDescription('한국어 번역이 없습니다.');
    const link = within(top.closest('section')!).getByRole('link', {
      name: '초대의 글, 2문단 (한국어): 한국어 번역이 없습니다.',
    });
    expect(link).toHaveAttribute('href', '#forum-site.greeting.paragraphs.1.ko');
    korean.blur();
    await user.click(link);
    expect(korean).toHaveFocus();

    await user.type(korean, '올해는 기후테크와 우주항공을 다룹니다.');
    expect(
      await screen.findByRole('heading', { name: '문제가 없습니다. 공개할 수 있습니다.' }, SAVED),
    ).toBeInTheDocument();
    expect(korean).not.toHaveAttribute('aria-invalid');
  });

  it('lists what is still sample content by part, leads to it, and shrinks as it is replaced', async () => {
    const { user } = await openDraft('en');
    const shipped = siteSamples(draft2026().site, 'en').length;
    const heading = await screen.findByRole('heading', { name: `${shipped} entries are still sample content` });
    const panel = heading.closest('section')!;
    // Publishing is not held back by them.
    expect(screen.getByRole('button', { name: 'Publish 2026' })).toBeEnabled();

    await user.click(within(panel).getByText('Letter', { exact: false, selector: 'summary' }));
    const signedBy = within(panel).getByRole('link', {
      name: 'Letter, signed by (English): Sample text: “Sample Name”.',
    });
    const letter = screen.getByRole('region', { name: 'Title block and letter' });
    const name = within(letter).getByLabelText('Signed by (English)');
    await user.click(signedBy);
    expect(name).toHaveFocus();
    await user.clear(name);
    await user.type(name, 'Kim Minjun');
    expect(
      within(panel).getByRole('heading', { name: `${shipped - 1} entries are still sample content` }),
    ).toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: /Letter, signed by \(English\)/ })).toBeNull();

    // An investor's sample name, inside the closed list of 58: the list opens on the way.
    await user.click(within(panel).getByText('Investors', { exact: false, selector: 'summary' }));
    await user.click(
      within(panel).getByRole('link', {
        name: 'Investor 3 (Sample Ventures 03), name: Sample text: “Sample Ventures 03”.',
      }),
    );
    await waitFor(() => expect(fieldOf('site.investors.items.2.name')).toHaveFocus());
    const investorName = fieldOf('site.investors.items.2.name');
    expect(investorName).toHaveAccessibleName('Name (both languages)');
    await user.clear(investorName);
    await user.type(investorName, 'Han River Capital');
    expect(
      within(panel).getByRole('heading', { name: `${shipped - 2} entries are still sample content` }),
    ).toBeInTheDocument();
  });
});
