/** The one-time-password field the login box, the enrolment and the first-run setup share. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { OtpCodeField, type OtpCodeFieldProps } from './OtpCodeField';

function Field(props: Omit<OtpCodeFieldProps, 'value' | 'onChange'>) {
  const [value, setValue] = useState('');
  return (
    <form>
      <OtpCodeField {...props} value={value} onChange={setValue} />
    </form>
  );
}

describe('the one-time-password field', () => {
  it('takes the six digits an authenticator fills in, and nothing else', async () => {
    const user = userEvent.setup();
    render(<Field id="enrol-code" label="2. Enter the 6-digit code the app shows." />);
    const input = screen.getByLabelText('2. Enter the 6-digit code the app shows.');
    expect(input).toHaveAttribute('name', 'otp');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('pattern', String.raw`\s*\d{3}\s?\d{3}\s*`);
    expect(input).toHaveAttribute('maxlength', '8');
    expect(input).toBeRequired();
    expect(input).not.toHaveAttribute('aria-describedby');
    await user.type(input, '123 456');
    expect(input).toHaveValue('123 456');
    expect(input).toBeValid();
    await user.clear(input);
    await user.type(input, '12345x');
    expect(input).toBeInvalid();
  });

  it('at the login, also takes a recovery code, may stay empty, and is described by its hint', async () => {
    const user = userEvent.setup();
    const ref = createRef<HTMLInputElement>();
    render(<Field id="login-otp" label="One-time password" ref={ref} recovery={{ hint: 'Or a recovery code.' }} />);
    const input = screen.getByLabelText('One-time password');
    expect(ref.current).toBe(input);
    expect(input).toHaveAccessibleDescription('Or a recovery code.');
    expect(input).toHaveAttribute('aria-describedby', 'login-otp-hint');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('spellcheck', 'false');
    expect(input).toHaveAttribute('autocapitalize', 'none');
    expect(input).toHaveAttribute('maxlength', '20');
    expect(input).not.toHaveAttribute('pattern');
    expect(input).not.toBeRequired();
    await user.type(input, 'abcd-efgh-jk22');
    expect(input).toHaveValue('abcd-efgh-jk22');
    expect(input).toBeValid();
  });
});
