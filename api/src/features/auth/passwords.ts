import bcrypt from 'bcryptjs';

/** bcrypt work factor for new hashes. Tests pass a lower one to keep the suite quick. */
export const DEFAULT_PASSWORD_COST = 12;
export const MIN_PASSWORD_LENGTH = 12;
/** bcrypt reads at most 72 bytes; longer input is refused rather than silently cut. */
export const MAX_PASSWORD_BYTES = 72;

export function hashPassword(password: string, cost: number): Promise<string> {
  return bcrypt.hash(password, cost);
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash);
}

/** A problem with a new password, in words for the person choosing it; null when it is fine. */
export function passwordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `must be at least ${MIN_PASSWORD_LENGTH} characters`;
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) return `must be at most ${MAX_PASSWORD_BYTES} bytes`;
  return null;
}
