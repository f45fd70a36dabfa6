import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  EDITION,
  FIELD_LIMITS,
  HONEYPOT_FIELD,
  type Locale,
  PUBLIC_SESSIONS,
  formatLongDate,
  heardFromChoices,
} from '@forum/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import RegistrationModal from './RegistrationModal';
import { resetRegistrationStore } from './registrationStore';
import { LABELS, MESSAGES, SAMPLE, dialog, fields, stubFetch } from '../testing/registrationForm';

function renderModal(locale: Locale) {
  const user = userEvent.setup();
  render(<RegistrationModal locale={locale} onClose={vi.fn()} />);
  return { user, f: fields(locale) };
}

/** The one alert of the dialog says `message`, and focus sits on `field`, marked invalid and described by it. */
function expectFailure(field: HTMLElement, message: string) {
  const alerts = within(dialog()).getAllByRole('alert');
  expect(alerts).toHaveLength(1);
  expect(alerts[0]).toHaveTextContent(message);
  expect(field).toHaveFocus();
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
}

beforeEach(() => resetRegistrationStore());
afterEach(() => vi.unstubAllGlobals());

describe.each(['en', 'ko'] as const)('registration form (%s)', (locale) => {
  const l = LABELS[locale];
  const m = MESSAGES[locale];

  it('is a modal dialog named by its title, with the fields in the agreed order', () => {
    renderModal(locale);
    const d = dialog();
    expect(d).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('dialog', { name: l.title })).toBe(d);

    const f = fields(locale);
    const order = [
      f.company,
      f.name,
      f.jobTitle,
      f.email,
      f.phone,
      f.biztypes[0]!,
      f.sessions[0]!,
      f.about[0]!,
      f.consent,
    ];
    for (let i = 1; i < order.length; i++) {
      expect(order[i - 1]!.compareDocumentPosition(order[i]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    expect(f.biztypes).toHaveLength(6);
    expect(f.sessions.map((box) => within(box.closest('label')!).getByText(/./).textContent)).toEqual(
      // The invitation-only reception is offered only through an invitation link.
      PUBLIC_SESSIONS.map((session) => session.title[locale]),
    );
    expect(f.consent).not.toBeChecked();
  });

  it('walks the checks in order, each with its message and focus, and sends nothing until all pass', async () => {
    const fetchMock = stubFetch(() => new Promise(() => {}));
    const { user, f } = renderModal(locale);
    const submit = () => user.click(f.register);

    await submit();
    expectFailure(f.company, m.required);
    await user.type(f.company, SAMPLE.company);
    await submit();
    expectFailure(f.name, m.required);
    await user.type(f.name, SAMPLE.name);
    await submit();
    expectFailure(f.jobTitle, m.required);
    await user.type(f.jobTitle, SAMPLE.jobTitle);
    await submit();
    expectFailure(f.email, m.required);
    await user.type(f.email, SAMPLE.email);
    await submit();
    expectFailure(f.phone, m.required);
    await user.type(f.phone, SAMPLE.phone);
    await submit();
    expectFailure(f.biztypes[0]!, m.required);
    await user.click(f.biztypes[1]!);
    await submit();
    expectFailure(f.sessions[0]!, m.session);
    await user.click(f.sessions[3]!);
    await submit();
    expectFailure(f.about[0]!, m.required);
    await user.click(f.about[f.about.length - 1]!);
    await user.type(fields(locale).aboutOther!, SAMPLE.about);
    await submit();
    expectFailure(f.consent, m.consent);
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(f.consent);
    await submit();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(within(dialog()).queryByRole('alert')).toBeNull();
    expect(f.company).not.toHaveAttribute('aria-invalid');
  });

  it('rejects a malformed e-mail with its own message', async () => {
    const { user, f } = renderModal(locale);
    await user.type(f.company, SAMPLE.company);
    await user.type(f.name, SAMPLE.name);
    await user.type(f.jobTitle, SAMPLE.jobTitle);
    await user.type(f.email, 'minji@example');
    await user.click(f.register);
    expectFailure(f.email, m.email);
  });

  it('refuses pasted control and zero-width characters with their own message and sends nothing', async () => {
    const fetchMock = stubFetch(() => new Promise(() => {}));
    const { user, f } = renderModal(locale);
    await user.click(f.company);
    await user.paste('Nul\u0000Zero\u200BCorp');
    await user.click(f.register);
    expectFailure(
      f.company,
      locale === 'en'
        ? 'Please remove line breaks, tabs and invisible characters from this entry'
        : '입력 내용에서 줄바꿈, 탭, 보이지 않는 문자를 지워 주세요',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('trims before checking: blanks count as empty and values are shown trimmed', async () => {
    const { user, f } = renderModal(locale);
    await user.type(f.company, '   ');
    await user.click(f.register);
    expectFailure(f.company, m.required);
    expect(f.company).toHaveValue('');

    await user.type(f.company, `  ${SAMPLE.company}  `);
    await user.click(f.register);
    expect(f.company).toHaveValue(SAMPLE.company);
    expectFailure(f.name, m.required);
  });

  it('states purpose, items, retention and the right to refuse before the consent box', () => {
    renderModal(locale);
    const notice = within(dialog()).getByRole('region', {
      name:
        locale === 'en' ? 'Consent to the collection and use of personal information' : '개인정보 수집 및 이용 동의',
    });
    const text = notice.textContent ?? '';
    if (locale === 'en') {
      expect(text).toMatch(/forum registration|registration for the forum/i);
      expect(text).toMatch(/communication about the event/i);
      expect(text).toMatch(/Company, name, job title, e-mail, phone, business type/);
      expect(text).toContain(`until ${formatLongDate(EDITION.retentionUntil, 'en')}, then deleted`);
      expect(text).toMatch(/refuse.*registration is not possible/);
    } else {
      expect(text).toMatch(/사전등록 및 행사 관련 안내/);
      expect(text).toMatch(/소속, 성명, 직함, 이메일, 연락처, 참가자 유형, 참가 세션, 참가 경로/);
      expect(text).toMatch(new RegExp(`${formatLongDate(EDITION.retentionUntil, 'ko')}까지 보유.*파기`));
      expect(text).toMatch(/거부.*사전등록이 불가/);
    }
    // Screen readers read the notice with the checkbox.
    expect(fields(locale).consent).toHaveAccessibleDescription(
      expect.stringContaining(locale === 'en' ? 'registration is not possible' : '사전등록이 불가'),
    );
  });
});

describe('inputs', () => {
  it('have the types, limits and autocomplete hints browsers and phones use', () => {
    const { f } = renderModal('en');
    // Text with the e-mail keyboard, not type="email", which turns user@한국.kr into punycode.
    expect(f.email).toHaveAttribute('type', 'text');
    expect(f.email).toHaveAttribute('inputmode', 'email');
    expect(f.phone).toHaveAttribute('type', 'tel');
    expect(f.company).toHaveAttribute('autocomplete', 'organization');
    expect(f.name).toHaveAttribute('autocomplete', 'name');
    expect(f.jobTitle).toHaveAttribute('autocomplete', 'organization-title');
    expect(f.email).toHaveAttribute('autocomplete', 'email');
    expect(f.phone).toHaveAttribute('autocomplete', 'tel');
    expect(f.company).toHaveAttribute('maxlength', String(FIELD_LIMITS.company));
    expect(f.about.map((choice) => choice.getAttribute('value'))).toEqual(heardFromChoices().map((c) => c.key));
    expect(dialog().querySelector('form')).toHaveAttribute('novalidate');
  });

  it('include a honeypot hidden from people, assistive technology and the Tab key', () => {
    renderModal('en');
    const trap = dialog().querySelector<HTMLInputElement>(`input[name="${HONEYPOT_FIELD}"]`);
    expect(trap).not.toBeNull();
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap!.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
