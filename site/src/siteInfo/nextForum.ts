/** The ended notice's line about the next forum, once its dates are published (GET /api/site-info). */
import type { Locale } from '@forum/shared';
import { formatDateRange } from '@forum/shared/edition-format';

export interface NextForum {
  year: number;
  days: string[];
}

export function nextForumText(template: string, next: NextForum, locale: Locale): string {
  return template.replace('{year}', String(next.year)).replace('{dates}', formatDateRange(next.days, locale));
}
