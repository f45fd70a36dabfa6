/**
 * One-time passwords (TOTP, RFC 6238: 6 digits, 30-second steps, SHA-1, the settings every
 * authenticator app reads from an otpauth:// URL) through the otpauth library, and the ten
 * single-use recovery codes that stand in for a lost phone.
 */
import { createHash, randomInt } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import { RECOVERY_CODE_COUNT } from '@forum/shared';

/** One step either side of now: phones whose clocks are up to ~30 s off still work. */
const WINDOW = 1;

export function newOtpSecret(): string {
  return new OTPAuth.Secret({ size: 20 }).base32;
}

function totp(secret: string, label = 'admin', issuer = 'Investor Forum'): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer,
    label,
    secret: OTPAuth.Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  });
}

/** The otpauth:// URL an authenticator app scans as a QR code. */
export function otpauthUrl(secret: string, account: string, issuer: string): string {
  return totp(secret, account, issuer).toString();
}

const PERIOD_MS = 30_000;

/**
 * The time step (RFC 6238's T: 30-second periods since 1970) of the secret's one-time password
 * `code` at `now`, give or take one step; null when it is not one. The caller refuses a step it
 * already accepted for the account (RFC 6238, 5.2: a code is good once).
 */
export function otpStep(secret: string, code: string, now: Date): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totp(secret).validate({ token, timestamp: now.getTime(), window: WINDOW });
  return delta === null ? null : Math.floor(now.getTime() / PERIOD_MS) + delta;
}

/** The current code of a secret: for tests and the harness, which play the authenticator app. */
export function currentOtp(secret: string, now: Date = new Date()): string {
  return totp(secret).generate({ timestamp: now.getTime() });
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** `xxxx-xxxx-xxxx` from an alphabet without look-alikes (about 58 random bits each). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 12 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
  });
}

/** Typed with or without dashes and spaces, in any case. */
export function normaliseRecoveryCode(code: string): string {
  return code.replace(/[\s-]+/g, '').toLowerCase();
}

export function looksLikeRecoveryCode(code: string): boolean {
  return /^[a-z0-9]{12}$/.test(normaliseRecoveryCode(code));
}

export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normaliseRecoveryCode(code)).digest('hex');
}
