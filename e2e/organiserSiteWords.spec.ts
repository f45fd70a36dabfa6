/**
 * The site's words and pictures as next year's organiser changes them, in Chromium against the real
 * editions and media API: in the 2026 draft the venue moves to Busan, the mayor's photo is replaced
 * and a paragraph of the letter rewritten in both languages (with placeholders, and a tag that must
 * stay text), a speaker with a photo and a company are added; once published, / and /kor show every
 * one of them, the pictures served from the database at their stored size, and nothing of 2025's
 * venue, area or ordinal is left. Publishing changes the server's current edition: the spec runs a
 * server of its own (see organiserForum.ts).
 */
import path from 'node:path';
import { type Locator, type Page, expect, test } from '@playwright/test';
import { EDITION, EDITION_SITE, type Locale, editionOrdinal } from '@forum/shared';
import { FORUM_LABELS, NEXT_YEAR, openFirstCard, speakerPhoto } from './support/forumAudit';
import { ORGANISER_CLOCK, countedOrganiser, organiserForum } from './support/organiserForum';

const forum = organiserForum('site-words', 4);

const l = {
  ...FORUM_LABELS.en,
  letter: 'Title block and letter',
  companies: 'Companies',
  replacePicture: 'Replace picture',
  published: `The ${NEXT_YEAR} forum is published: the site and registration now show it.`,
};

const BUSAN = {
  en: { name: 'BEXCO Convention Hall', address: '55 APEC-ro, Haeundae-gu, Busan', area: 'Haeundae, Busan' },
  ko: { name: '벡스코 컨벤션홀', address: '부산 해운대구 APEC로 55', area: '부산 해운대' },
} as const;

/** The letter's second paragraph as typed: placeholders the site fills, and a tag it shows as text. */
const PARAGRAPH = {
  en: 'In {year} the {ordinal} forum comes to {area}, with <b>climate tech</b> and space at its heart.',
  ko: '{year}년 {ordinal} 포럼은 {area}에서 열리며, <b>기후테크</b>와 우주항공을 중심에 둡니다.',
} as const;
const ORDINAL = {
  en: editionOrdinal(NEXT_YEAR, EDITION_SITE.firstYear, 'en'),
  ko: editionOrdinal(NEXT_YEAR, EDITION_SITE.firstYear, 'ko'),
};
const SHOWN = {
  en: `In ${NEXT_YEAR} the ${ORDINAL.en} forum comes to ${BUSAN.en.area}, with <b>climate tech</b> and space at its heart.`,
  ko: `${NEXT_YEAR}년 ${ORDINAL.ko} 포럼은 ${BUSAN.ko.area}에서 열리며, <b>기후테크</b>와 우주항공을 중심에 둡니다.`,
} as const;
const SPEAKER = { en: 'Yoon Seoyeon', ko: '윤서연' } as const;
const COMPANY = { en: 'Hanbit Robotics', ko: '한빛로보틱스' } as const;
/** 2025's facts that no longer hold once the forum moves: its venue, its area and its ordinal. */
const OF_2025 = {
  en: [
    EDITION.venue.en.name,
    EDITION.venue.en.area,
    'Yeouido',
    editionOrdinal(EDITION.year, EDITION_SITE.firstYear, 'en'),
  ],
  ko: [
    EDITION.venue.ko.name,
    EDITION.venue.ko.area,
    '여의도',
    editionOrdinal(EDITION.year, EDITION_SITE.firstYear, 'ko'),
  ],
} as const;

/** Both languages of a side-by-side field, by its label. */
async function typeBoth(
  me: ReturnType<typeof countedOrganiser>,
  within: Locator,
  label: string,
  words: Record<Locale, string>,
) {
  await me.type(within.getByLabel(`${label} (English)`, { exact: true }), words.en);
  await me.type(within.getByLabel(`${label} (Korean)`, { exact: true }), words.ko);
}

async function saved(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: l.saved })).toBeVisible({ timeout: 15_000 });
}

/** The picture a field shows once its upload is stored: served by its hash. */
async function expectStored(field: Locator) {
  await expect(field.getByRole('img')).toHaveAttribute('src', /^\/media\/[0-9a-f]{64}\.(png|jpg|webp)$/, {
    timeout: 15_000,
  });
  return (await field.getByRole('img').getAttribute('src'))!;
}

test('the organiser rewrites the letter, replaces its photo, adds a speaker and a company, and both languages show them', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.clock.install({ time: ORGANISER_CLOCK });
  await forum.signIn(context, 'en');
  // Before: the shipped pages say 2025's venue, area and ordinal, so their absence later means something.
  const before = await browser.newContext();
  const shipped = await before.newPage();
  for (const [at, locale] of [
    ['/', 'en'],
    ['/kor', 'ko'],
  ] as const) {
    await shipped.goto(forum.url + at);
    const text = (await shipped.locator('body').textContent()) ?? '';
    for (const fact of OF_2025[locale]) expect(text, `${at} before`).toContain(fact);
  }
  await before.close();

  await page.goto(`${forum.url}/admin`);
  await page.getByRole('navigation').getByRole('button', { name: l.section, exact: true }).click();
  const me = countedOrganiser(page);
  await me.click(page.getByRole('button', { name: l.prepare(NEXT_YEAR), exact: true }));
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${l.editor(NEXT_YEAR)}`) })).toBeVisible();

  // The venue moves: every derived mention (the letter's {area}, the description) follows it.
  const venue = page.getByRole('region', { name: 'Venue', exact: true });
  await typeBoth(me, venue, 'Venue name', { en: BUSAN.en.name, ko: BUSAN.ko.name });
  await typeBoth(me, venue, 'Address for mails and calendars', { en: BUSAN.en.address, ko: BUSAN.ko.address });
  await typeBoth(me, venue, 'Area for headlines', { en: BUSAN.en.area, ko: BUSAN.ko.area });

  // The letter: its second paragraph rewritten, the mayor's photo replaced.
  const letter = page.getByRole('region', { name: l.letter, exact: true });
  await typeBoth(me, letter, 'Paragraph 2', PARAGRAPH);
  const photoField = letter.locator('.forum-picture').filter({ hasText: 'Mayor’s photo' }).first();
  me.count.clicks += 1;
  await photoField.getByLabel(l.replacePicture, { exact: true }).setInputFiles({
    name: 'mayor.png',
    mimeType: 'image/png',
    buffer: speakerPhoto(),
  });
  const mayorPhoto = await expectStored(photoField);

  // A speaker with a photo, in the programme's first entry.
  me.count.clicks += 1;
  await openFirstCard(page, l.programme);
  const entry = page.getByRole('region', { name: l.programme, exact: true }).locator('details').first();
  await me.click(entry.getByRole('button', { name: 'Add a speaker', exact: true }));
  const speaker = entry.locator('li > details[open]').last();
  await typeBoth(me, speaker, 'Name', SPEAKER);
  await typeBoth(me, speaker, 'Position', { en: 'Chief Executive', ko: '대표' });
  await typeBoth(me, speaker, 'Organisation', { en: 'Orbit Labs', ko: '오빗랩스' });
  const speakerField = speaker.locator('.forum-picture');
  me.count.clicks += 1;
  await speakerField.getByLabel(l.uploadPhoto, { exact: true }).setInputFiles({
    name: 'speaker.png',
    mimeType: 'image/png',
    buffer: speakerPhoto(),
  });
  const speakerImage = await expectStored(speakerField);

  // A company, at the end of the presenting companies.
  const companies = page.getByRole('region', { name: l.companies, exact: true });
  await me.click(companies.locator('summary').filter({ hasText: 'Presenting companies' }));
  await me.click(companies.getByRole('button', { name: 'Add a company', exact: true }));
  const added = companies.locator('.forum-site-row').last();
  await typeBoth(me, added, 'Name', COMPANY);
  await me.type(added.getByLabel('Website', { exact: true }), 'https://hanbit-robotics.example');
  await saved(page);
  await expect(page.getByRole('heading', { name: 'No problems: ready to publish.' })).toBeVisible({ timeout: 15_000 });

  await me.click(page.getByRole('button', { name: l.publish(NEXT_YEAR), exact: true }));
  const confirm = page.getByRole('dialog', { name: l.publishDialog(NEXT_YEAR) });
  await me.type(confirm.getByLabel(l.confirmYear(NEXT_YEAR), { exact: true }), String(NEXT_YEAR));
  await me.press('Enter');
  await expect(page.getByText(l.published, { exact: true })).toBeVisible({ timeout: 15_000 });
  console.log(`organiser: ${me.count.clicks} clicks and ${me.count.fields} typed fields for the site's words`);

  const visitor = await browser.newContext();
  const site = await visitor.newPage();
  for (const [at, locale] of [
    ['/', 'en'],
    ['/kor', 'ko'],
  ] as const) {
    expect((await site.goto(forum.url + at))?.status()).toBe(200);
    const greeting = site.locator('#greeting');
    await expect(greeting.getByText(SHOWN[locale], { exact: true })).toBeVisible();
    await expect(greeting.locator('b')).toHaveCount(0);
    const photo = greeting.locator('.greeting__photo img');
    await expect(photo).toHaveAttribute('src', mayorPhoto);
    // Sized from the stored picture, and really served.
    await expect(photo).toHaveAttribute('width', /^\d+$/);
    await photo.scrollIntoViewIfNeeded();
    await expect.poll(() => photo.evaluate((node: HTMLImageElement) => node.naturalWidth)).toBeGreaterThan(0);

    await greeting.screenshot({ path: path.join('test-results', 'site-words', `greeting-${locale}.png`) });
    const speakerCard = site.locator('.speaker').filter({ hasText: SPEAKER[locale] }).first();
    await expect(speakerCard).toHaveCount(1);
    await expect(speakerCard.locator('img')).toHaveAttribute('src', speakerImage);
    await speakerCard.screenshot({ path: path.join('test-results', 'site-words', `speaker-${locale}.png`) });
    await expect(site.locator('#companies').getByRole('rowheader', { name: COMPANY[locale], exact: true })).toHaveCount(
      1,
    );

    const text = (await site.locator('body').textContent()) ?? '';
    const html = await site.content();
    expect(text).toContain(BUSAN[locale].area);
    for (const fact of OF_2025[locale]) {
      expect(text, `${at} still says ${fact}`).not.toContain(fact);
      expect(html, `${at}'s markup still says ${fact}`).not.toContain(fact);
    }
  }
  await visitor.close();
});
