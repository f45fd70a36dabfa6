/**
 * Is a character drawn as a box? Chromium draws a character no installed face has as the primary
 * face's "missing glyph" box, the same for every such character. So each Han, Hiragana and Katakana
 * character of `text` is drawn on a canvas in the font of the element that shows it and compared,
 * pixel for pixel, with a code point no font has (U+2FFFF); the same picture is a box.
 */
import type { Page } from '@playwright/test';

/** The characters of `text` drawn as boxes where the page shows it; `['(not shown)']` when it is nowhere. */
export async function boxedCharacters(page: Page, text: string): Promise<string[]> {
  return page.evaluate((wanted) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    let element: HTMLElement | null = null;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.textContent?.includes(wanted) && node.parentElement?.getClientRects().length) {
        element = node.parentElement;
        break;
      }
    }
    if (!element) return ['(not shown)'];
    const style = getComputedStyle(element);
    const font = `${style.fontStyle} ${style.fontWeight} 32px ${style.fontFamily}`;
    const draw = (character: string) => {
      const canvas = document.createElement('canvas');
      canvas.width = 48;
      canvas.height = 48;
      const context = canvas.getContext('2d')!;
      context.font = font;
      context.textBaseline = 'top';
      context.fillText(character, 4, 4);
      return context.getImageData(0, 0, 48, 48).data.join(',');
    };
    const box = draw('\u{2FFFF}');
    // The check itself must be able to fail: another code point no font has is the same box.
    if (draw('\u{2FFFD}') !== box) return ['(the box cannot be told apart)'];
    return [...wanted].filter(
      (character) =>
        /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(character) && draw(character) === box,
    );
  }, text);
}
