import { type Locator, type Page, expect } from '@playwright/test';
import {
  BUSINESS_TYPE_LABELS,
  HEARD_FROM_OTHER,
  type Locale,
  REGISTRANT_FIELD_WORDS,
  SESSIONS,
  heardFromChoiceWords,
} from '@forum/shared';

export interface Visitor {
  company: string;
  name: string;
  title: string;
  email: string;
  phone: string;
  biztype: 1 | 2 | 3 | 4 | 5 | 6;
  sessions: Array<(typeof SESSIONS)[number]['code']>;
  /** A key of the edition's choices of "How did you hear about us?". */
  about: string;
  /** The words given with `other`. */
  aboutOther?: string;
}

const LABELS = {
  en: {
    dialog: 'Pre-registration',
    // The fields' words: the registrant's one set, as the form shows them.
    ...REGISTRANT_FIELD_WORDS.en,
    consent: /agree/i,
    register: 'Register',
    cta: 'Register Now',
  },
  ko: {
    dialog: '사전등록',
    // The fields' words: the registrant's one set, as the form shows them.
    ...REGISTRANT_FIELD_WORDS.ko,
    consent: /동의합니다/,
    register: '등록',
    cta: '사전등록',
  },
} as const;

export function labels(locale: Locale) {
  return LABELS[locale];
}

export function dialog(page: Page, locale: Locale): Locator {
  return page.getByRole('dialog', { name: LABELS[locale].dialog });
}

/** Opens the modal from the call-to-action section's button. */
export async function openFromCallToAction(page: Page, locale: Locale): Promise<Locator> {
  await page.locator('#registration').getByRole('button', { name: LABELS[locale].cta, exact: true }).click();
  const modal = dialog(page, locale);
  await expect(modal).toBeVisible();
  return modal;
}

export async function fillForm(modal: Locator, locale: Locale, visitor: Visitor): Promise<void> {
  const l = LABELS[locale];
  await modal.getByLabel(l.company, { exact: true }).fill(visitor.company);
  await modal.getByLabel(l.name, { exact: true }).fill(visitor.name);
  await modal.getByLabel(l.title, { exact: true }).fill(visitor.title);
  await modal.getByLabel(l.email, { exact: true }).fill(visitor.email);
  await modal.getByLabel(l.phone, { exact: true }).fill(visitor.phone);
  // Each choice inside its own group: Korean has 기타 ("other") among both the business types and the heard-from choices.
  await modal
    .getByRole('group', { name: l.businessType })
    .getByRole('radio', { name: BUSINESS_TYPE_LABELS[locale][visitor.biztype], exact: true })
    .check();
  for (const code of visitor.sessions) {
    const session = SESSIONS.find((s) => s.code === code)!;
    await modal.getByRole('checkbox', { name: session.title[locale], exact: true }).check();
  }
  await chooseHeardFrom(modal, locale, visitor);
  await modal.getByRole('checkbox', { name: l.consent }).check();
}

/** Chooses how the visitor heard about us, by the choice's words, and gives Other's words. */
export async function chooseHeardFrom(
  scope: Locator | Page,
  locale: Locale,
  visitor: Pick<Visitor, 'about' | 'aboutOther'>,
): Promise<void> {
  await scope
    .getByRole('group', { name: REGISTRANT_FIELD_WORDS[locale].about })
    .getByRole('radio', { name: heardFromChoiceWords(visitor.about, locale), exact: true })
    .check();
  if (visitor.about === HEARD_FROM_OTHER)
    await scope.getByLabel(OTHER_WORDS[locale], { exact: true }).fill(visitor.aboutOther ?? '');
}

const OTHER_WORDS: Record<Locale, string> = {
  en: 'Where did you hear about us? (optional)',
  ko: '기타 경로 (선택)',
};
