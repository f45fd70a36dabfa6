import { type Locator, type Page, expect } from '@playwright/test';
import { BUSINESS_TYPE_LABELS, type Locale, REGISTRANT_FIELD_WORDS, SESSIONS } from '@forum/shared';

export interface Visitor {
  company: string;
  name: string;
  title: string;
  email: string;
  phone: string;
  biztype: 1 | 2 | 3 | 4 | 5 | 6;
  sessions: Array<(typeof SESSIONS)[number]['code']>;
  about: string;
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
  await modal.getByRole('radio', { name: BUSINESS_TYPE_LABELS[locale][visitor.biztype], exact: true }).check();
  for (const code of visitor.sessions) {
    const session = SESSIONS.find((s) => s.code === code)!;
    await modal.getByRole('checkbox', { name: session.title[locale], exact: true }).check();
  }
  await modal.getByLabel(l.about, { exact: true }).fill(visitor.about);
  await modal.getByRole('checkbox', { name: l.consent }).check();
}
