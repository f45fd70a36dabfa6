/** Helpers shared by the registration component tests (not shipped: only tests import this). */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { type Locale, REGISTRANT_FIELD_WORDS, type SessionAvailability } from '@forum/shared';
import { vi } from 'vitest';
import { REGISTRATION_TEXT } from '../registration/registrationText';

export const LABELS = {
  en: {
    title: 'Pre-registration',
    // The fields' words are the registrant's one set; the rest is the dialog's own.
    company: REGISTRANT_FIELD_WORDS.en.company,
    name: REGISTRANT_FIELD_WORDS.en.name,
    jobTitle: REGISTRANT_FIELD_WORDS.en.title,
    email: REGISTRANT_FIELD_WORDS.en.email,
    phone: REGISTRANT_FIELD_WORDS.en.phone,
    businessType: REGISTRANT_FIELD_WORDS.en.businessType,
    sessions: REGISTRANT_FIELD_WORDS.en.sessions,
    about: REGISTRANT_FIELD_WORDS.en.about,
    consent: 'I agree to the collection and use of my personal information',
    register: 'Register',
    cancel: 'Cancel',
    close: 'Close',
    closeDialog: 'Close dialog',
  },
  ko: {
    title: '사전등록',
    // The fields' words are the registrant's one set; the rest is the dialog's own.
    company: REGISTRANT_FIELD_WORDS.ko.company,
    name: REGISTRANT_FIELD_WORDS.ko.name,
    jobTitle: REGISTRANT_FIELD_WORDS.ko.title,
    email: REGISTRANT_FIELD_WORDS.ko.email,
    phone: REGISTRANT_FIELD_WORDS.ko.phone,
    businessType: REGISTRANT_FIELD_WORDS.ko.businessType,
    sessions: REGISTRANT_FIELD_WORDS.ko.sessions,
    about: REGISTRANT_FIELD_WORDS.ko.about,
    consent: '개인정보 수집 및 이용에 동의합니다',
    register: '등록',
    cancel: '취소',
    close: '닫기',
    closeDialog: '창 닫기',
  },
} as const;

export const MESSAGES = {
  en: {
    required: 'Please enter required fields',
    session: 'Please select at least one session to attend',
    email: 'Please enter a valid e-mail address',
    consent: 'Please agree to the collection and use of personal information',
  },
  ko: {
    required: '필수 항목을 입력해 주세요',
    session: '참가할 세션을 하나 이상 선택해 주세요',
    email: '올바른 이메일 주소를 입력해 주세요',
    consent: '개인정보 수집 및 이용에 동의해 주세요',
  },
} as const;

export const SAMPLE = {
  company: 'Acme Ventures',
  name: 'Kim Minji',
  jobTitle: 'Partner',
  email: 'minji@example.com',
  phone: '+82-10-1234-5678',
  about: 'LinkedIn',
};

export function dialog(): HTMLElement {
  return screen.getByRole('dialog');
}

/** The form's controls, found by their accessible names (the contract the browser tests rely on). */
export function fields(locale: Locale) {
  const l = LABELS[locale];
  const d = within(dialog());
  return {
    company: d.getByRole('textbox', { name: l.company }),
    name: d.getByRole('textbox', { name: l.name }),
    jobTitle: d.getByRole('textbox', { name: l.jobTitle }),
    email: d.getByRole('textbox', { name: l.email }),
    phone: d.getByRole('textbox', { name: l.phone }),
    biztypes: within(d.getByRole('group', { name: l.businessType })).getAllByRole('radio'),
    sessions: within(d.getByRole('group', { name: l.sessions })).getAllByRole('checkbox'),
    /** The choices of "How did you hear about us?", the edition's order ("Other" last). */
    about: within(d.getByRole('group', { name: l.about })).getAllByRole('radio'),
    /** The words of "Other", shown once "Other" is chosen. */
    aboutOther: d.queryByRole('textbox', { name: REGISTRATION_TEXT[locale].aboutOther }),
    consent: d.getByRole('checkbox', { name: l.consent }),
    register: d.getByRole('button', { name: l.register }),
  };
}

/** Fills every field with SAMPLE, business type 3 and the first and third sessions. */
export async function fillValidForm(user: UserEvent, locale: Locale): Promise<void> {
  const f = fields(locale);
  await user.type(f.company, SAMPLE.company);
  await user.type(f.name, SAMPLE.name);
  await user.type(f.jobTitle, SAMPLE.jobTitle);
  await user.type(f.email, SAMPLE.email);
  await user.type(f.phone, SAMPLE.phone);
  await user.click(f.biztypes[2]!);
  await user.click(f.sessions[0]!);
  await user.click(f.sessions[2]!);
  // "Other", with the visitor's own words.
  await user.click(f.about[f.about.length - 1]!);
  await user.type(within(dialog()).getByRole('textbox', { name: REGISTRATION_TEXT[locale].aboutOther }), SAMPLE.about);
  await user.click(f.consent);
}

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

export function errorResponse(status: number, code: string, extra: Record<string, unknown> = {}, headers = {}) {
  return jsonResponse(status, { error: { code, message: 'server text', ...extra } }, headers);
}

/**
 * Replaces global fetch; the returned mock answers with `answer` (or throws it if it is an Error).
 * The dialog's own `GET /api/sessions` (which sessions are full) is answered with `sessions` and
 * kept out of the mock's calls, so tests count only what the form sends.
 */
export function stubFetch(answer: () => Promise<Response> | Response, sessions: readonly SessionAvailability[] = []) {
  const fetchMock = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', async (url: string | URL | Request, init?: RequestInit) =>
    String(url).endsWith('/api/sessions') ? jsonResponse(200, sessions) : fetchMock(url, init),
  );
  return fetchMock;
}

export function sentBody(fetchMock: ReturnType<typeof stubFetch>, call = 0): Record<string, unknown> {
  const init = fetchMock.mock.calls[call]?.[1];
  return JSON.parse(String(init?.body)) as Record<string, unknown>;
}
