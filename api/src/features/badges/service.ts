/**
 * Printing badges: a batch for the list's filter, or one person's at the desk. The registrants are
 * read and the access-log entry (`badge`, with the ids or the count, the layout and the order) is
 * written in one transaction; the PDF is drawn after it commits, so the log's lock is not held
 * while 2,000 badges are drawn, and it is streamed as it is drawn. A batch over `MAX_BADGES` is
 * refused whole (413) before anything is logged or drawn.
 */
import { type BadgeLayout, type Locale, holdsPlaces } from '@forum/shared';
import type { Database } from '../../db/database';
import type { EditionScope } from '../../db/editionScope';
import { assertCurrentForDesk } from '../editions';
import { AppError } from '../../errors';
import type { AccessLog, Actor } from '../accessLog';
import { sortBadges } from './badgeOrder';
import { streamBadges } from './badgePdf';
import { createBadgeRepo } from './badgeRepo';
import { type BadgeBatchRequest, MAX_BADGES } from './requestSchema';

const NOBODY_MESSAGES: Record<Locale, string> = {
  en: 'No registrant matches this filter, so there are no badges to print.',
  ko: '이 조건에 맞는 등록자가 없어 출력할 명찰이 없습니다.',
};

const UNKNOWN_CODE_MESSAGES: Record<Locale, string> = {
  en: 'No registrant has this check-in code.',
  ko: '이 체크인 코드로 등록된 사람이 없습니다.',
};

/** The count found is named, so the organiser knows how far to narrow the filter. */
const tooManyMessages = (count: number): Record<Locale, string> => ({
  en: `This filter matches ${count.toLocaleString('en-US')} registrants, and one PDF holds at most ${MAX_BADGES.toLocaleString('en-US')} badges. Narrow the list with a filter (a session, a business type or a search) and print the badges in parts.`,
  ko: `이 조건에 맞는 등록자가 ${count.toLocaleString('ko-KR')}명입니다. PDF 한 개에는 명찰을 ${MAX_BADGES.toLocaleString('ko-KR')}개까지 만들 수 있습니다. 세션, 업종, 검색으로 목록을 좁혀 나누어 출력해 주세요.`,
});

/** Everyone the filter found holds no places: nothing to print, and why. */
const noneApprovedMessages = (count: number): Record<Locale, string> => ({
  en: `The ${count.toLocaleString('en-US')} registrants this filter matches are under review or declined. Badges are printed for approved registrations only.`,
  ko: `이 조건에 맞는 등록자 ${count.toLocaleString('ko-KR')}명은 모두 검토 중이거나 거절된 등록입니다. 명찰은 승인된 등록자만 출력합니다.`,
});

/** The desk's one badge for someone under review or declined. */
const NOT_APPROVED_MESSAGES: Record<'pending' | 'declined', Record<Locale, string>> = {
  pending: {
    en: 'No badge: this registration is still under review. Please send the person to the organisers.',
    ko: '명찰을 출력할 수 없습니다. 검토 중인 등록입니다. 운영 사무국으로 안내해 주세요.',
  },
  declined: {
    en: 'No badge: this registration was declined. Please send the person to the organisers.',
    ko: '명찰을 출력할 수 없습니다. 거절된 등록입니다. 운영 사무국으로 안내해 주세요.',
  },
};

/** A batch: the PDF, and how many of those the filter matched were left out (not approved). */
export interface BadgeBatch {
  pdf: PDFKit.PDFDocument;
  skipped: number;
}

/** `edition`: the edition whose registrants get badges (createServices hands the current one). */
export function createBadgeService(deps: { db: Database; accessLog: AccessLog; edition: EditionScope }) {
  const { accessLog } = deps;
  return {
    /**
     * The badges of everyone the filter matches whose status holds places; those under review or
     * declined get none, and are counted in `skipped` (they would get a QR code the desk refuses).
     */
    async batch(request: BadgeBatchRequest, actor: Actor): Promise<BadgeBatch> {
      const { people, skipped } = await accessLog.run(async (trx) => {
        const found = await createBadgeRepo(trx, deps.edition).matching(request.filter);
        if (found.length === 0) throw new AppError('not_found', { messages: NOBODY_MESSAGES });
        const printed = found.filter((person) => holdsPlaces(person.status));
        if (printed.length === 0) throw new AppError('not_found', { messages: noneApprovedMessages(found.length) });
        if (printed.length > MAX_BADGES) {
          throw new AppError('too_many_badges', { messages: tooManyMessages(printed.length) });
        }
        const entry = {
          actor,
          action: 'badge' as const,
          registrantIds: printed.map((person) => person.id),
          detail: {
            layout: request.layout,
            sort: request.sort,
            scope: Object.keys(request.filter).length > 0 ? 'filtered' : 'all',
            ...(found.length > printed.length ? { skipped: found.length - printed.length } : {}),
          },
        };
        return { result: { people: printed, skipped: found.length - printed.length }, entries: [entry] };
      });
      return { pdf: streamBadges(sortBadges(people, request.sort), request.layout, 'Badges'), skipped };
    },

    /** `code` normalised (normaliseCheckinCode), or null when it cannot be one: both unknown, 404. */
    async one(code: string | null, layout: BadgeLayout, actor: Actor): Promise<PDFKit.PDFDocument> {
      const person = await accessLog.run(async (trx) => {
        const found = code ? await createBadgeRepo(trx, deps.edition).findByCode(code) : null;
        if (!found) throw new AppError('not_found', { messages: UNKNOWN_CODE_MESSAGES });
        // A past edition's code prints nothing: this year's badge would carry last year's person.
        await assertCurrentForDesk(trx, found.id);
        if (!holdsPlaces(found.status))
          throw new AppError('not_approved', {
            messages: NOT_APPROVED_MESSAGES[found.status === 'declined' ? 'declined' : 'pending'],
          });
        const entry = { actor, action: 'badge' as const, registrantIds: [found.id], detail: { layout, scope: 'desk' } };
        return { result: found, entries: [entry] };
      });
      return streamBadges([person], layout, 'Badge');
    },
  };
}

export type BadgeService = ReturnType<typeof createBadgeService>;
