/** The plain-text part: the same content as the HTML, readable in any client and by screen readers. */
import { displayWidth } from '@forum/shared';
import { textWithFooter } from './mailLayout';
import type { MailView } from './mailView';
import type { SessionLine } from './sessionLines';

// Korea time is named once, on the first session: the others are on the same clock.
function sessionBlock(lines: readonly SessionLine[], view: MailView): string[] {
  return lines.flatMap((line, i) => [
    `- ${line.name}`,
    `  ${line.date}, ${line.time}${i === 0 ? ` (${view.koreaTime})` : ''}`,
    `  ${view.roomLabel}: ${line.room}`,
    ...(line.status ? [`  ${line.status}`] : []),
  ]);
}

function rows(pairs: readonly [string, string][]): string[] {
  return pairs.map(([label, value]) => `${label}: ${value}`);
}

/** Underlined as wide as the heading is drawn in a fixed-width font: a Hangul syllable takes two columns. */
function section(heading: string, body: string[]): string[] {
  return ['', heading, '-'.repeat(Math.min(60, displayWidth(heading))), ...body];
}

export function renderMailText(view: MailView): string {
  const lines: string[] = [view.heading, '', view.greeting, '', view.intro];
  if (view.offer) lines.push('', view.offer);
  if (view.checkin) lines.push(...section(view.checkin.heading, [view.checkin.code, '', view.checkin.textNote]));
  if (view.summary) lines.push(...section(view.summary.heading, rows(view.summary.rows)));
  if (view.sessions)
    lines.push(...section(view.sessions.heading, [...sessionBlock(view.sessions.lines, view), '', view.calendarNote]));
  if (view.removedSessions) {
    lines.push(
      ...section(view.removedSessions.heading, [
        ...sessionBlock(view.removedSessions.lines, view),
        '',
        view.removedSessions.note,
      ]),
    );
  }
  lines.push(...section(view.event.heading, rows(view.event.rows)));
  if (view.manage) lines.push(...section(view.manage.heading, [view.manage.url, '', view.manage.note]));
  if (view.registerAgain) lines.push('', view.registerAgain);
  lines.push('', view.retention);
  lines.push(...section(view.contact.heading, [view.contact.line, view.contact.email, view.contact.phone]));
  return textWithFooter(lines.join('\n'), [view.footer]);
}
