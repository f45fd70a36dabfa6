/**
 * The registrant e-mail's words: each field under the registrant's one word (as on the form, the
 * admin screens and the export), in both parts and both languages, and plain-text headings
 * underlined as wide as they are drawn.
 */
import {
  BUSINESS_TYPE_LABELS,
  type Locale,
  REGISTRANT_FIELDS,
  REGISTRANT_FIELD_WORDS,
  displayWidth,
  heardFromChoiceWords,
} from '@forum/shared';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from './mailHtml';
import { MAIL_TEXT } from './mailText';
import { type RegistrationMailModel, renderRegistrationMail } from './registrationMail';

function model(locale: Locale): RegistrationMailModel {
  return {
    kind: 'confirmation',
    registrant: {
      id: 7,
      company: locale === 'ko' ? '주식회사 한빛벤처스' : 'Han River Capital',
      name: locale === 'ko' ? '김민준' : 'Alex Kim',
      title: locale === 'ko' ? '심사역' : 'Partner',
      email: 'alex.kim@example.com',
      phone: '+82-10-1234-5678',
      businessType: 1,
      sessions: ['day11', 'day22'],
      about: 'colleague',
      aboutOther: '',
      locale,
      revision: 1,
      checkinCode: 'ABCDEFGHJKMN',
    },
    manageUrl: 'https://forum.example.com/registration/token',
    siteUrl: 'https://forum.example.com',
    contactEmail: 'office@forum.example.com',
    contactPhone: '+82-2-555-0100',
    retentionUntil: '2027-12-31',
    organizer: { name: 'Forum', email: 'forum@example.com' },
    now: new Date('2025-09-01T00:00:00Z'),
  };
}

/** The labels of the plain-text summary: its `Label: value` lines, from its underline to the blank line. */
function summaryLabels(text: string, heading: string): string[] {
  const lines = text.split('\n');
  const start = lines.indexOf(heading) + 2;
  const end = lines.indexOf('', start);
  return lines.slice(start, end).map((line) => line.slice(0, line.indexOf(': ')));
}

describe.each(['en', 'ko'] as const)('the registrant e-mail in %s', (locale) => {
  const words = REGISTRANT_FIELD_WORDS[locale];
  const registrant = model(locale).registrant;
  // The summary lists every field but the sessions, which have their own section with times and rooms.
  const summaryFields = REGISTRANT_FIELDS.filter((field) => field !== 'sessions');
  const value = (field: (typeof summaryFields)[number]) =>
    field === 'businessType'
      ? BUSINESS_TYPE_LABELS[locale][1]
      : field === 'about'
        ? heardFromChoiceWords('colleague', locale)
        : registrant[field];

  it('labels each field of the plain-text summary with the registrant’s word for it', async () => {
    const { text } = await renderRegistrationMail(model(locale));
    for (const field of summaryFields) expect(text).toContain(`\n${words[field]}: ${value(field)}\n`);
    expect(summaryLabels(text, MAIL_TEXT[locale].summaryHeading)).toEqual(summaryFields.map((field) => words[field]));
  });

  it('labels each field of the HTML summary with the same word', async () => {
    const { html } = await renderRegistrationMail(model(locale));
    const labels = [...html.matchAll(/<th scope="row"[^>]*>([^<]*)<\/th>/g)].map((match) => match[1]);
    expect(labels.slice(0, summaryFields.length)).toEqual(summaryFields.map((field) => escapeHtml(words[field])));
  });

  it('underlines each plain-text heading as wide as it is drawn', async () => {
    const lines = (await renderRegistrationMail(model(locale))).text.split('\n');
    const underlined = lines.flatMap((line, i) => (/^-+$/.test(lines[i + 1] ?? '') && line ? [line] : []));
    expect(underlined.length).toBeGreaterThan(3);
    for (const heading of underlined) {
      expect(lines[lines.indexOf(heading) + 1]).toBe('-'.repeat(displayWidth(heading)));
    }
  });
});

it('counts a Hangul heading twice as wide as a Latin one of the same length', async () => {
  const english = (await renderRegistrationMail(model('en'))).text.split('\n');
  const korean = (await renderRegistrationMail(model('ko'))).text.split('\n');
  const underline = (lines: string[], heading: string) => lines[lines.indexOf(heading) + 1];
  expect(underline(english, 'Your registration')).toBe('-'.repeat(17));
  expect(underline(korean, '등록 내용')).toBe('-'.repeat(9));
});
