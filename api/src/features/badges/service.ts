/**
 * Printing badges: a batch for the list's filter, or one person's at the desk. The registrants are
 * read and the access-log entry (`badge`, with the ids or the count, the layout and the order) is
 * written in one transaction; the PDF is drawn after it commits, so the log's lock is not held
 * while 2,000 badges are drawn.
 */
import type { BadgeLayout, Locale } from '@forum/shared';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import type { AccessLog, Actor } from '../accessLog';
import { sortBadges } from './badgeOrder';
import { renderBadges } from './badgePdf';
import { createBadgeRepo } from './badgeRepo';
import type { BadgeBatchRequest } from './requestSchema';

const NOBODY_MESSAGES: Record<Locale, string> = {
  en: 'No registrant matches this filter, so there are no badges to print.',
  ko: '이 조건에 맞는 등록자가 없어 출력할 명찰이 없습니다.',
};

const UNKNOWN_CODE_MESSAGES: Record<Locale, string> = {
  en: 'No registrant has this check-in code.',
  ko: '이 체크인 코드로 등록된 사람이 없습니다.',
};

export function createBadgeService(deps: { db: Database; accessLog: AccessLog }) {
  const { accessLog } = deps;
  return {
    async batch(request: BadgeBatchRequest, actor: Actor): Promise<Buffer> {
      const people = await accessLog.run(async (trx) => {
        const found = await createBadgeRepo(trx).matching(request.filter);
        if (found.length === 0) throw new AppError(404, 'not_found', { messages: NOBODY_MESSAGES });
        const entry = {
          actor,
          action: 'badge' as const,
          registrantIds: found.map((person) => person.id),
          detail: {
            layout: request.layout,
            sort: request.sort,
            scope: Object.keys(request.filter).length > 0 ? 'filtered' : 'all',
          },
        };
        return { result: found, entries: [entry] };
      });
      return renderBadges(sortBadges(people, request.sort), request.layout, 'Badges');
    },

    /** `code` normalised (normaliseCheckinCode), or null when it cannot be one: both unknown, 404. */
    async one(code: string | null, layout: BadgeLayout, actor: Actor): Promise<Buffer> {
      const person = await accessLog.run(async (trx) => {
        const found = code ? await createBadgeRepo(trx).findByCode(code) : null;
        if (!found) throw new AppError(404, 'not_found', { messages: UNKNOWN_CODE_MESSAGES });
        const entry = { actor, action: 'badge' as const, registrantIds: [found.id], detail: { layout, scope: 'desk' } };
        return { result: found, entries: [entry] };
      });
      return renderBadges([person], layout, 'Badge');
    },
  };
}

export type BadgeService = ReturnType<typeof createBadgeService>;
