/**
 * Whether an edition's last forum day is behind an instant, Korea time (the day after it, the
 * edition has ended). Kept to this one function so the edition lifecycle's own reading of the
 * clock can replace it in one place.
 */
import { type Edition, koreaDate } from '@forum/shared';

export function lastDayPassed(edition: Pick<Edition, 'days'>, now: Date): boolean {
  const last = Object.values(edition.days).sort().at(-1);
  return last !== undefined && koreaDate(now) > last;
}
