/**
 * The screen audit's checks on the page as it is now: text clipped by its box or spilling out of
 * it, content wider than the viewport or outside its open dialog, checkboxes and radios drawn
 * wider than 32 px, a chart's label (HTML or SVG text) outside its chart's card, an action button
 * off-screen (past the viewport, or scrolled out of view inside a sideways-scrolling region), and
 * axe violations. Each audited state is also saved as a picture in
 * SCREEN_AUDIT_DIR, named <screen>-<lang>-<width>.png, so a person can look at all of them.
 */
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Locale } from '@forum/shared';
import { REPO_ROOT } from './env';

export const SCREEN_AUDIT_DIR = path.join(REPO_ROOT, 'test-results', 'screen-audit');

/** The widest a checkbox or radio may be drawn: past this it pushes its label aside. */
export const MAX_CHOICE_WIDTH = 32;

/** One finding on one screen, in words a person can act on. */
export type Finding = string;

/**
 * The layout findings, computed in the page. Runs in the browser: no closures over Node values.
 * Sub-pixel differences (1 px) are rounding, not clipping.
 */
function layoutFindings(maxChoiceWidth: number): string[] {
  const findings: string[] = [];
  const slack = 1;
  const describe = (element: Element): string => {
    const tag = element.tagName.toLowerCase();
    const id = element.id ? `#${element.id}` : '';
    const classes = Array.from(element.classList)
      .map((name) => `.${name}`)
      .join('');
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `${tag}${id}${classes}${text ? ` "${text}"` : ''}`;
  };
  const visible = (element: Element): boolean => {
    if (!element.checkVisibility({ visibilityProperty: true })) return false;
    const rect = element.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0;
  };
  // Visually hidden text (screen-reader only) is clipped on purpose.
  const deliberatelyHidden = (element: Element): boolean => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.clip !== 'auto' && style.clip !== '' && style.position === 'absolute') return true;
      if (style.clipPath !== 'none' && style.clipPath !== '') return true;
      const rect = node.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) return true;
    }
    return false;
  };
  const ownText = (element: Element): Text[] =>
    Array.from(element.childNodes).filter(
      (node): node is Text => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
    );

  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth + slack)
    findings.push(`page is ${root.scrollWidth} px wide in a ${root.clientWidth} px viewport`);

  for (const element of Array.from(document.body.querySelectorAll('*'))) {
    if (['SCRIPT', 'STYLE', 'NOSCRIPT', 'svg', 'OPTION'].includes(element.tagName)) continue;
    if (!visible(element)) continue;

    if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) {
      const width = element.getBoundingClientRect().width;
      // A transparent input laid over a drawn choice (the desk's day buttons) is not what one sees.
      if (width > maxChoiceWidth && getComputedStyle(element).opacity !== '0')
        findings.push(
          `${element.type} ${describe(element.labels?.[0] ?? element)} is drawn ${Math.round(width)} px wide`,
        );
      continue;
    }

    const texts = ownText(element);
    if (texts.length === 0 || deliberatelyHidden(element)) continue;
    const style = getComputedStyle(element);
    const clips = (value: string) => value === 'hidden' || value === 'clip';
    // Text the box cuts off: the box hides its overflow (or ends in an ellipsis) and has more than it shows.
    if (clips(style.overflowX) || style.textOverflow === 'ellipsis') {
      if (element.scrollWidth > element.clientWidth + slack)
        findings.push(
          `text clipped sideways: ${describe(element)} (${element.scrollWidth} > ${element.clientWidth} px)`,
        );
    }
    if (clips(style.overflowY) && element.scrollHeight > element.clientHeight + slack)
      findings.push(`text clipped below: ${describe(element)} (${element.scrollHeight} > ${element.clientHeight} px)`);
    // Text running out of a box that does not clip it (inline boxes are as wide as their text).
    if (style.display !== 'inline' && !clips(style.overflowX) && style.overflowX !== 'auto') {
      const box = element.getBoundingClientRect();
      for (const text of texts) {
        const range = document.createRange();
        range.selectNodeContents(text);
        const spill = range.getBoundingClientRect();
        if (spill.width === 0) continue;
        if (spill.right > box.right + slack || spill.left < box.left - slack) {
          findings.push(`text spills out of its box: ${describe(element)}`);
          break;
        }
      }
    }
  }

  // A chart's words stay inside its card: every label and value of a figure, HTML or SVG text.
  for (const figure of Array.from(document.querySelectorAll('figure')).filter(visible)) {
    const card = figure.getBoundingClientRect();
    const texts = Array.from(figure.querySelectorAll('*')).flatMap((element) =>
      Array.from(element.childNodes).filter(
        (node): node is Text => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      ),
    );
    for (const text of texts) {
      const range = document.createRange();
      range.selectNodeContents(text);
      const spill = range.getBoundingClientRect();
      if (spill.width === 0) continue;
      if (spill.left < card.left - slack || spill.right > card.right + slack) {
        findings.push(
          `chart label outside its card: "${(text.textContent ?? '').trim().slice(0, 40)}" in ${describe(figure)}`,
        );
        break;
      }
    }
  }

  // Every action button can be seen without scrolling sideways: inside the viewport, and not
  // scrolled out of view in a region that scrolls sideways (a wide table's Open or Edit).
  for (const button of Array.from(document.querySelectorAll('button, [role="button"], a.admin-button')).filter(
    visible,
  )) {
    // A column's sort button travels with its column: a wide table scrolls to it (with its cue).
    if (deliberatelyHidden(button) || button.closest('[inert], [aria-hidden="true"], thead')) continue;
    const rect = button.getBoundingClientRect();
    let off = rect.left < -slack || rect.right > root.clientWidth + slack;
    for (let node = button.parentElement; node && !off; node = node.parentElement) {
      const overflowX = getComputedStyle(node).overflowX;
      if (overflowX !== 'auto' && overflowX !== 'scroll' && overflowX !== 'hidden') continue;
      if (node.scrollWidth <= node.clientWidth + slack) continue;
      const region = node.getBoundingClientRect();
      off = rect.left < region.left - slack || rect.right > region.right + slack;
    }
    if (off) findings.push(`action button off-screen: ${describe(button)}`);
  }

  // Everything in an open dialog stays inside it (sideways; a tall dialog scrolls).
  const dialogs = Array.from(document.querySelectorAll('dialog[open], [role="dialog"], [role="alertdialog"]')).filter(
    visible,
  );
  for (const dialog of dialogs) {
    const box = dialog.getBoundingClientRect();
    if (box.left < -slack || box.right > root.clientWidth + slack)
      findings.push(
        `dialog ${describe(dialog)} is outside the viewport (${Math.round(box.left)}–${Math.round(box.right)} px)`,
      );
    if (dialog.scrollWidth > dialog.clientWidth + slack)
      findings.push(`dialog ${describe(dialog)} scrolls sideways (${dialog.scrollWidth} > ${dialog.clientWidth} px)`);
    for (const child of Array.from(dialog.querySelectorAll('*'))) {
      if (!visible(child) || deliberatelyHidden(child)) continue;
      const rect = child.getBoundingClientRect();
      if (rect.left < box.left - slack || rect.right > box.right + slack) {
        findings.push(`${describe(child)} sticks out of its dialog`);
        break;
      }
    }
  }
  return [...new Set(findings)];
}

/** The open modal dialogs: while one is open the page behind it is inert (and audited as its own screen). */
const OPEN_DIALOG = 'dialog[open], [role="dialog"][aria-modal="true"], [role="alertdialog"]';

/**
 * axe's violations, one line each: rule and the elements it found. With a dialog open, only the
 * dialog is checked: axe is the slow part of the audit, and the page behind was checked before.
 */
async function axeFindings(page: Page): Promise<string[]> {
  // Legacy mode runs axe.run in the page itself: the default opens a second page per check to
  // merge the results of frames, which this app does not have. Violations only: axe skips
  // collecting the passes, a good part of its time.
  let axe = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  if ((await page.locator(OPEN_DIALOG).count()) > 0) axe = axe.include(OPEN_DIALOG);
  const results = await axe.analyze();
  return results.violations.map(
    (violation) => `axe ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

export interface AuditPlace {
  locale: Locale;
  width: number;
}

/** Audits the page as it is now as `screen`; saves its picture and answers the findings (none is a pass). */
export async function auditScreen(page: Page, screen: string, place: AuditPlace): Promise<Finding[]> {
  // Images below the fold load only when scrolled to; the picture and the measurements need them all.
  await page.evaluate(async () => {
    const images = Array.from(document.images);
    for (const image of images) image.loading = 'eager';
    const loaded = (image: HTMLImageElement) =>
      image.complete
        ? Promise.resolve()
        : new Promise((resolve) => {
            image.addEventListener('load', resolve, { once: true });
            image.addEventListener('error', resolve, { once: true });
          });
    await Promise.race([Promise.all(images.map(loaded)), new Promise((resolve) => setTimeout(resolve, 5_000))]);
  });
  // Fonts and the transitions of opening dialogs settle before anything is measured.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const started = Date.now();
  const layout = await page.evaluate(layoutFindings, MAX_CHOICE_WIDTH);
  const measured = Date.now();
  const axe = await axeFindings(page);
  const axed = Date.now();
  fs.mkdirSync(SCREEN_AUDIT_DIR, { recursive: true });
  // A dialog is seen in the window it opens in; behind it, the whole page would only shrink it.
  const dialogOpen = (await page.locator(OPEN_DIALOG).count()) > 0;
  await page.screenshot({
    path: path.join(SCREEN_AUDIT_DIR, `${screen}-${place.locale}-${place.width}.png`),
    fullPage: !dialogOpen,
    caret: 'hide',
    animations: 'disabled',
  });
  if (process.env.SCREEN_AUDIT_TIMING)
    console.log(
      `${screen}-${place.locale}-${place.width}: layout ${measured - started} ms, axe ${axed - measured} ms, picture ${Date.now() - axed} ms`,
    );
  return [...layout, ...axe];
}
