/**
 * Validation of one edition file: what `npm run edition:check` reports and the tests assert for
 * every edition. Returns the problems in words an organiser can act on; none means the file is
 * usable.
 */
import type { Edition, EditionProgramme, Words } from './types';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const CODE = /^[a-z][a-z0-9]{1,7}$/;

function isDate(value: string): boolean {
  return DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
}

function wordsProblems(words: Words | undefined, where: string): string[] {
  if (!words) return [`${where}: missing`];
  return (['en', 'ko'] as const).flatMap((locale) =>
    words[locale]?.trim() ? [] : [`${where}: no ${locale === 'en' ? 'English' : 'Korean'} text`],
  );
}

export function editionProblems(edition: Edition, programme: EditionProgramme): string[] {
  const problems: string[] = [];
  if (!Number.isInteger(edition.year) || edition.year < 2022 || edition.year > 2100)
    problems.push(`year: ${edition.year} is not a forum year`);
  for (const day of [1, 2] as const) {
    const date = edition.days[day];
    if (!date || !isDate(date)) problems.push(`days.${day}: '${date}' is not a date like 2026-09-21`);
    else if (!date.startsWith(String(edition.year))) problems.push(`days.${day}: ${date} is not in ${edition.year}`);
  }
  if (isDate(edition.days[1]) && isDate(edition.days[2]) && edition.days[2] <= edition.days[1])
    problems.push('days: day 2 must come after day 1');
  if (!isDate(edition.retentionUntil)) problems.push(`retentionUntil: '${edition.retentionUntil}' is not a date`);
  else if (edition.retentionUntil < edition.days[2])
    problems.push('retentionUntil: must not end before the forum does');
  problems.push(...wordsProblems(edition.name, 'name'));
  if (!edition.name.en.includes(String(edition.year))) problems.push(`name.en: does not say ${edition.year}`);
  for (const [key, room] of Object.entries(edition.rooms)) problems.push(...wordsProblems(room, `rooms.${key}`));
  if (edition.sessions.length === 0) problems.push('sessions: none');
  const seen = new Set<string>();
  for (const session of edition.sessions) {
    const where = `sessions.${session.code}`;
    if (!CODE.test(session.code)) problems.push(`${where}: a code is 2-8 lower-case letters and digits`);
    if (seen.has(session.code)) problems.push(`${where}: listed twice`);
    seen.add(session.code);
    if (session.day !== 1 && session.day !== 2) problems.push(`${where}: day must be 1 or 2`);
    if (!TIME.test(session.start) || !TIME.test(session.end) || session.start >= session.end)
      problems.push(`${where}: start and end must be HH:MM, start before end`);
    if (!edition.rooms[session.room]) problems.push(`${where}: no room '${session.room}' in rooms`);
    problems.push(
      ...wordsProblems(session.title, `${where}.title`),
      ...wordsProblems(session.shortTitle, `${where}.shortTitle`),
    );
    if (session.seedWord) problems.push(...wordsProblems(session.seedWord, `${where}.seedWord`));
  }
  const named: string[] = [];
  for (const day of [1, 2] as const) {
    for (const item of programme[day] ?? []) {
      if ('session' in item) {
        named.push(item.session);
        if (!seen.has(item.session)) problems.push(`programme day ${day}: no session '${item.session}' in sessions`);
      } else {
        if (!edition.rooms[item.room]) problems.push(`programme day ${day}: no room '${item.room}' in rooms`);
        problems.push(...wordsProblems(item.title, `programme day ${day}: item`));
      }
    }
  }
  for (const session of edition.sessions) {
    if (session.access !== 'invitation' && !named.includes(session.code))
      problems.push(`sessions.${session.code}: not on the programme`);
  }
  return problems;
}

/** What starting `next` after `previous` changes, line by line, for the organiser to read before the switch. */
export function editionChanges(previous: Edition | undefined, next: Edition): string[] {
  if (!previous) return [`${next.year} becomes the first edition`];
  const lines = [
    `current edition: ${previous.year} -> ${next.year}`,
    `days: ${previous.days[1]}, ${previous.days[2]} -> ${next.days[1]}, ${next.days[2]}`,
    `${previous.year}'s records become read-only and are purged after ${previous.retentionUntil}`,
    `${next.year}'s consent notice promises retention until ${next.retentionUntil}`,
  ];
  const before = new Map(previous.sessions.map((session) => [session.code, session]));
  const after = new Map(next.sessions.map((session) => [session.code, session]));
  for (const [code, session] of after) {
    const old = before.get(code);
    if (!old) lines.push(`session ${code} added: ${session.title.en}`);
    else if (old.title.en !== session.title.en || old.title.ko !== session.title.ko)
      lines.push(`session ${code} renamed: ${old.title.en} -> ${session.title.en}`);
  }
  for (const [code, session] of before)
    if (!after.has(code))
      lines.push(`session ${code} dropped (stays on ${previous.year}'s records): ${session.title.en}`);
  lines.push(`day-before reminders are scheduled for ${next.days[1]} and ${next.days[2]} when ${next.year} starts`);
  return lines;
}
