/**
 * What publishing an edition changes against the current one, each line in the organiser's
 * language: days, venue, sessions added, renamed and dropped, retention.
 */
import type { EditionDocument, Locale } from '@forum/shared';

export interface EditionChange {
  kind: string;
  message: string;
  path?: string;
}

export function editionChangesOf(current: EditionDocument, next: EditionDocument, locale: Locale): EditionChange[] {
  const ko = locale === 'ko';
  const changes: EditionChange[] = [];
  if (current.year === next.year) return changes;
  const say = (kind: string, en: string, kr: string, path?: string) =>
    changes.push({ kind, message: ko ? kr : en, ...(path ? { path } : {}) });
  say(
    'edition',
    `The current forum becomes ${next.year}; ${current.year}'s records stay as they are, read-only.`,
    `현재 포럼이 ${next.year}년이 됩니다. ${current.year}년 기록은 그대로 읽기 전용으로 남습니다.`,
  );
  const days = (doc: EditionDocument) => `${doc.days[1]}, ${doc.days[2]}`;
  say('days', `Days: ${days(current)} → ${days(next)}`, `일자: ${days(current)} → ${days(next)}`, 'days');
  if (current.venue.en.name !== next.venue.en.name || current.venue.ko.name !== next.venue.ko.name)
    say(
      'venue',
      `Venue: ${current.venue.en.name} → ${next.venue.en.name}`,
      `장소: ${current.venue.ko.name} → ${next.venue.ko.name}`,
      'venue',
    );
  const before = new Map(current.sessions.map((session) => [session.code, session]));
  const after = new Set(next.sessions.map((session) => session.code));
  next.sessions.forEach((session, index) => {
    const old = before.get(session.code);
    if (!old)
      say('session_added', `Session added: ${session.title.en}`, `세션 추가: ${session.title.ko}`, `sessions.${index}`);
    else if (old.title.en !== session.title.en || old.title.ko !== session.title.ko)
      say(
        'session_renamed',
        `Session renamed: ${old.title.en} → ${session.title.en}`,
        `세션 이름 변경: ${old.title.ko} → ${session.title.ko}`,
        `sessions.${index}.title`,
      );
  });
  for (const session of current.sessions)
    if (!after.has(session.code))
      say(
        'session_dropped',
        `Session dropped: ${session.title.en} (stays on ${current.year}'s records)`,
        `세션 삭제: ${session.title.ko} (${current.year}년 기록에는 남음)`,
      );
  say(
    'retention',
    `${next.year}'s consent notice promises retention until ${next.retentionUntil}; ${current.year}'s records are purged after ${current.retentionUntil}.`,
    `${next.year}년 동의 안내의 보관 기한: ${next.retentionUntil}. ${current.year}년 기록은 ${current.retentionUntil} 이후 파기됩니다.`,
    'retentionUntil',
  );
  return changes;
}
