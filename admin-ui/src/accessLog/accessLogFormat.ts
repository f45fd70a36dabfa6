/**
 * How an access-log entry reads on screen and in the exported file: Korea time to the millisecond,
 * the registrants (ids, or a count), and the detail in words (export reason, changed field names,
 * account changes) in the page's language.
 */
import { type AccessLogEntry, KOREA_OFFSET_MS, type Locale } from '@forum/shared';
import { ACCESS_LOG_TEXT } from './accessLogText';
import { REGISTRANT_FIELD_TEXT } from '../components/registrantFieldText';
import { ROLE_WORDS } from '../lib/roleWords';

/** `2025-09-22 09:05:07.123`, Korea time. */
export function koreaTimestamp(iso: string): string {
  return new Date(Date.parse(iso) + KOREA_OFFSET_MS).toISOString().replace('T', ' ').slice(0, 23);
}

export function subjectsText(entry: AccessLogEntry, locale: Locale, maxIds = 10): string {
  if (entry.registrantIds && entry.registrantIds.length > 0) {
    const ids = entry.registrantIds
      .slice(0, maxIds)
      .map((id) => `#${id}`)
      .join(', ');
    return entry.registrantIds.length > maxIds
      ? `${ids} … (${ACCESS_LOG_TEXT[locale].count(entry.registrantIds.length)})`
      : ids;
  }
  return entry.registrantCount === null ? '' : ACCESS_LOG_TEXT[locale].count(entry.registrantCount);
}

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

export function detailText(entry: AccessLogEntry, locale: Locale): string {
  const detail = entry.detail;
  if (!detail) return '';
  const fields = REGISTRANT_FIELD_TEXT[locale] as Record<string, string>;
  const roles = ROLE_WORDS[locale] as Record<string, string>;
  switch (entry.action) {
    case 'export':
      return text(detail.reason);
    case 'edit':
      return Array.isArray(detail.fields)
        ? detail.fields.map((field) => fields[String(field)] ?? String(field)).join(', ')
        : '';
    case 'account_change': {
      const role = detail.role ? ` → ${roles[text(detail.role)] ?? text(detail.role)}` : '';
      return `${text(detail.target)}: ${text(detail.change)}${role}`;
    }
    default:
      return Object.entries(detail)
        .map(([key, value]) => `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
        .join('; ');
  }
}

/** The exported log: one row per entry, every column as on screen plus the ids in full and the hash. */
export function accessLogTable(
  entries: readonly AccessLogEntry[],
  locale: Locale,
): { header: string[]; rows: Array<Array<string | number>> } {
  const t = ACCESS_LOG_TEXT[locale];
  return {
    header: [t.time, t.account, t.address, t.action, t.subjects, t.detail, 'id', 'hash'],
    rows: entries.map((entry) => [
      koreaTimestamp(entry.time),
      entry.account,
      entry.address ?? '',
      t.actions_[entry.action],
      subjectsText(entry, locale, Number.MAX_SAFE_INTEGER),
      detailText(entry, locale),
      entry.id,
      entry.hash,
    ]),
  };
}
