/**
 * `?edition=YYYY` on the admin calls that list, count or export: the current edition when absent,
 * 404 for a year with no edition file (the brief's "Editions: one forum, every year").
 */
import { EDITION, editionOf } from '@forum/shared';
import { AppError } from '../../errors';

export function editionFromQuery(raw: unknown): number {
  if (raw === undefined || raw === '') return EDITION.year;
  if (typeof raw !== 'string' || !/^\d{4}$/.test(raw) || !editionOf(Number(raw))) throw new AppError('not_found');
  return Number(raw);
}
