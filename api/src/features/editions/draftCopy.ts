/**
 * Next year's draft copied from an edition, as "Prepare 2026" makes it: every fact and word, the
 * rooms, the sessions with their default capacities and access, the programme; the days moved by
 * whole weeks to the same weekdays about a year on; the year in the names and the dates of the
 * registration window and retention moved with it. Never anything about people.
 */
import type { EditionDocument } from '@forum/shared';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole weeks nearest to `years` years. */
function weeksFor(years: number): number {
  return Math.round((years * 365.2425) / 7);
}

function shiftDate(isoDate: string, days: number): string {
  const ms = Date.parse(`${isoDate}T00:00:00Z`);
  return Number.isNaN(ms) ? isoDate : new Date(ms + days * DAY_MS).toISOString().slice(0, 10);
}

/** `2027-12-31` -> `2028-12-31`: a calendar date, moved by whole years. */
function shiftYears(isoDate: string, years: number): string {
  const match = /^(\d{4})(-.*)$/.exec(isoDate);
  return match ? `${Number(match[1]) + years}${match[2]}` : isoDate;
}

function shiftInstant(value: string | null, days: number): string | null {
  if (value === null) return null;
  const match = /^(\d{4}-\d{2}-\d{2})(T.*)$/.exec(value);
  return match ? `${shiftDate(match[1]!, days)}${match[2]}` : value;
}

export function draftCopy(from: EditionDocument, year: number): EditionDocument {
  const copy = structuredClone(from);
  const years = year - from.year;
  const days = weeksFor(years) * 7;
  const renamed = (text: string) => text.replaceAll(String(from.year), String(year));
  return {
    ...copy,
    year,
    name: { en: renamed(copy.name.en), ko: renamed(copy.name.ko) },
    days: { 1: shiftDate(copy.days[1], days), 2: shiftDate(copy.days[2], days) },
    retentionUntil: shiftYears(copy.retentionUntil, years),
    registrationWindow: {
      opensAt: shiftInstant(copy.registrationWindow.opensAt, days),
      closesAt: shiftInstant(copy.registrationWindow.closesAt, days),
    },
    export: { ...copy.export },
  };
}
