/**
 * Where a problem is, in the organiser's words ("Sessions: AI session"), for the list at the top of
 * the form: the server's path (`sessions.2.start`) names a field by its position, which nobody reads.
 * Also where the list leads: the field itself, or the nearest part of the form that is drawn.
 */
import type { ForumDay, Locale } from '@forum/shared';
import type { EditionDocument } from './editionDocument';
import { fieldId } from './editorContext';
import type { ForumFieldText } from './forumFieldText';
import { sitePlace } from './sitePlace';

export function problemPlace(path: string, document: EditionDocument, f: ForumFieldText, locale: Locale): string {
  const [head = '', second = '', third = ''] = path.split('.');
  const words = (value: { en: string; ko: string } | undefined) => value?.[locale] || value?.en || '';
  switch (head) {
    case 'name':
      return f.name;
    case 'days':
      return second ? f.dayDate(Number(second)) : f.basics;
    case 'venue':
      return f.venue;
    case 'rooms':
      return second ? `${f.rooms}: ${words(document.rooms[second]) || second}` : f.rooms;
    case 'sessions': {
      const session = document.sessions[Number(second)];
      return session ? `${f.sessions}: ${words(session.title) || f.code(session.code)}` : f.sessions;
    }
    case 'programme': {
      const day = Number(second) as ForumDay;
      const item = document.programme[day]?.[Number(third)];
      if (!item) return second ? `${f.programme}, ${f.dayNumber(day)}` : f.programme;
      const title =
        'session' in item
          ? words(document.sessions.find((session) => session.code === item.session)?.title) || item.session
          : words(item.title);
      return `${f.programme}, ${f.dayNumber(day)}: ${title || f.untitled}`;
    }
    case 'registrationWindow':
    case 'contact':
      return f.registration;
    case 'retentionUntil':
      return f.retentionUntil;
    case 'export':
      return f.records;
    case 'site':
      return sitePlace(path, document.site, locale);
    default:
      return '';
  }
}

const FOCUSABLE = 'input:not([type=hidden]), select, textarea';

/** The drawn element nearest to `path`: the field itself, else the part of the form it lies in. */
function nearestDrawn(path: string): { element: HTMLElement; exact: boolean } | null {
  const parts = path.split('.');
  for (let length = parts.length; length > 0; length -= 1) {
    const element = document.getElementById(fieldId(parts.slice(0, length).join('.')));
    if (element) return { element, exact: length === parts.length };
  }
  return null;
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Moves to the field at `path`: opens the cards on the way (a closed card draws its fields only
 * once open, a frame later), then scrolls the field into view and focuses it, or the first field of
 * the nearest part of the form that holds it.
 */
export async function goToField(path: string): Promise<void> {
  let found = nearestDrawn(path);
  // A card opened draws its body on the next render; a few frames are plenty, and the nearest part is used after.
  for (let frame = 0; found && !found.exact && frame < 10; frame += 1) {
    let opened = false;
    for (let node: HTMLElement | null = found.element; node; node = node.parentElement)
      if (node instanceof HTMLDetailsElement && !node.open) {
        node.open = true;
        opened = true;
      }
    if (!opened) break;
    await nextFrame();
    found = nearestDrawn(path);
  }
  if (!found) return;
  const { element } = found;
  const field = element.matches(FOCUSABLE) ? element : (element.querySelector<HTMLElement>(FOCUSABLE) ?? element);
  field.scrollIntoView?.({ block: 'center' });
  field.focus();
}
