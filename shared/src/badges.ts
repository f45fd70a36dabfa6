/**
 * Name badges: the layouts and orders `POST /api/admin/badges` accepts, and the filter the admin
 * list sends (the same as the list's own search and filters), declared once for the API and the
 * admin console.
 */
import type { SessionCode } from './sessionCodes';

/** `a6`: four A6 badges on an A4 page with cut marks; `label-90x54`: one 90 x 54 mm label per page. */
export const BADGE_LAYOUTS = ['a6', 'label-90x54'] as const;
export type BadgeLayout = (typeof BADGE_LAYOUTS)[number];

/** `name`: Korean names in 가나다 order, then other names alphabetically; `company`: by company, then name. */
export const BADGE_SORTS = ['name', 'company'] as const;
export type BadgeSort = (typeof BADGE_SORTS)[number];

/** Every part optional; an absent part does not narrow (no filter at all: everyone). */
export interface BadgeFilter {
  ids?: number[];
  /** Registrants who chose any of these sessions. */
  sessions?: SessionCode[];
  biztypes?: number[];
  /** Words that must each appear in the name, company or e-mail (the list's search box). */
  search?: string;
}

export interface BadgeRequest {
  filter?: BadgeFilter;
  layout: BadgeLayout;
  sort: BadgeSort;
}

export function isBadgeLayout(value: unknown): value is BadgeLayout {
  return typeof value === 'string' && (BADGE_LAYOUTS as readonly string[]).includes(value);
}
