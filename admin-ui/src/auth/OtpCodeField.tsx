/**
 * The authenticator app's six-digit code, as the login box, the enrolment and the first-run setup
 * ask for it: a label and a numeric text field the browser and password managers fill from an
 * authenticator (autocomplete="one-time-code"). Setting the app up takes exactly the six digits
 * (a space in the middle, as the apps show them, is allowed). The login box takes a recovery code
 * instead too, so there the field is free text, may stay empty (for an admin who has not set the
 * app up yet) and carries a hint saying so.
 */
import type { Ref } from 'react';

/** Six digits, with the space the apps show in the middle or around them as typed or pasted. */
const SIX_DIGITS = String.raw`\s*\d{3}\s?\d{3}\s*`;

export interface OtpCodeFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** For putting focus back and selecting a refused code. */
  ref?: Ref<HTMLInputElement>;
  /**
   * Login only: a recovery code is accepted as well, with `hint` under the field explaining both
   * (its id is the field's id with `-hint`).
   */
  recovery?: { hint: string };
}

export function OtpCodeField({ id, label, value, onChange, ref, recovery }: OtpCodeFieldProps) {
  const hintId = `${id}-hint`;
  const accepts = recovery
    ? // Recovery codes have letters: no spell check or capitals, and room for their length.
      { spellCheck: false, autoCapitalize: 'none', maxLength: 20, 'aria-describedby': hintId }
    : { pattern: SIX_DIGITS, maxLength: 8, required: true };
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        ref={ref}
        id={id}
        name="otp"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        {...accepts}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {recovery ? (
        <p id={hintId} className="admin-login__hint">
          {recovery.hint}
        </p>
      ) : null}
    </>
  );
}
