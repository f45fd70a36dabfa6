/**
 * The badge calls' inputs: the body of `POST /api/admin/badges` (`{filter, layout, sort}`) and the
 * `?layout=` of the desk's one badge. An absent layout or sort takes the default; one that is
 * present but unknown, or a filter with unknown parts, is `400 validation`.
 */
import {
  BADGE_LAYOUTS,
  BADGE_SORTS,
  type BadgeFilter,
  type BadgeLayout,
  type BadgeSort,
  BUSINESS_TYPE_CODES,
  type FieldErrorCode,
  isSessionCode,
  isBadgeLayout,
} from '@forum/shared';
import { z } from 'zod';
import { AppError } from '../../errors';

/** One request makes at most this many badges (`413 too_many_badges` past it): a few MB of PDF, under 200 MB of memory. */
export const MAX_BADGES = 2_000;
/** A batch names at most this many registrants by id (the 16 KB body limit holds about 2,000). */
export const MAX_BADGE_IDS = MAX_BADGES;
const SEARCH_MAX = 200;

const filterSchema = z
  .object({
    ids: z.array(z.number().int().positive()).max(MAX_BADGE_IDS).nullish(),
    sessions: z.array(z.string().refine(isSessionCode)).nullish(),
    biztypes: z.array(z.union(BUSINESS_TYPE_CODES.map((code) => z.literal(code)))).nullish(),
    search: z.string().max(SEARCH_MAX).nullish(),
  })
  .strict();

const requestSchema = z.object({
  filter: filterSchema.nullish(),
  layout: z.enum(BADGE_LAYOUTS).optional(),
  sort: z.enum(BADGE_SORTS).optional(),
});

export interface BadgeBatchRequest {
  filter: BadgeFilter;
  layout: BadgeLayout;
  sort: BadgeSort;
}

export const DEFAULT_BATCH_LAYOUT: BadgeLayout = 'a6';
/** A desk prints on a label printer more often than on A4. */
export const DEFAULT_DESK_LAYOUT: BadgeLayout = 'label-90x54';

export function parseBadgeRequest(body: unknown): BadgeBatchRequest {
  const parsed = requestSchema.safeParse(body ?? {});
  if (!parsed.success) {
    const fields: Record<string, FieldErrorCode> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'filter');
      fields[field] ??= 'invalid_choice';
    }
    throw new AppError('validation', { fields });
  }
  const { filter, layout, sort } = parsed.data;
  const clean: BadgeFilter = {};
  if (filter?.ids) clean.ids = filter.ids;
  if (filter?.sessions) clean.sessions = filter.sessions;
  if (filter?.biztypes) clean.biztypes = filter.biztypes;
  if (filter?.search) clean.search = filter.search;
  return { filter: clean, layout: layout ?? DEFAULT_BATCH_LAYOUT, sort: sort ?? 'name' };
}

/** `?layout=` of `GET /api/checkin/badge/:code`. */
export function parseLayoutQuery(raw: unknown): BadgeLayout {
  if (raw === undefined || raw === '') return DEFAULT_DESK_LAYOUT;
  if (isBadgeLayout(raw)) return raw;
  throw new AppError('validation', { fields: { layout: 'invalid_choice' } });
}
