/**
 * The registrant list keeps each row's name in view beside its pinned actions: scrolled to its far
 * right (where the last columns are), the first row's name cell is inside the scrolling area,
 * not under the actions cell, and is what the page shows at its centre.
 */
import type { Page } from '@playwright/test';

export interface NameInView {
  /** The name cell's visible width within the scrolling area, px. */
  visibleWidth: number;
  /** True when the actions cell overlaps the name cell. */
  coveredByActions: boolean;
  /** True when the element at the name cell's centre is the name cell (or inside it). */
  onTop: boolean;
  /** How far the table scrolled sideways, px (0: nothing to scroll). */
  scrolled: number;
}

export async function nameInView(page: Page): Promise<NameInView> {
  return page.evaluate(() => {
    const scroller = document.querySelector<HTMLElement>('.admin-table-scroll')!;
    scroller.scrollLeft = scroller.scrollWidth;
    const name = scroller.querySelector<HTMLElement>('tbody tr th[scope="row"]')!;
    const actions = scroller.querySelector<HTMLElement>('tbody tr td.admin-cell--actions')!;
    // The row into the viewport (vertically only): elementFromPoint sees nothing outside it.
    window.scrollTo(0, window.scrollY + name.getBoundingClientRect().top - window.innerHeight / 3);
    const area = scroller.getBoundingClientRect();
    const cell = name.getBoundingClientRect();
    const pinned = actions.getBoundingClientRect();
    const left = Math.max(cell.left, area.left);
    const right = Math.min(cell.right, area.right, pinned.left);
    const centre = document.elementFromPoint((left + right) / 2, cell.top + cell.height / 2);
    return {
      visibleWidth: Math.max(0, right - left),
      coveredByActions: pinned.left < cell.right - 1 && pinned.right > cell.left + 1,
      onTop: centre !== null && name.contains(centre),
      scrolled: scroller.scrollLeft,
    };
  });
}
