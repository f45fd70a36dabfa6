/**
 * What the landing page's early script (earlyScript.js, inlined in the page's head) shares with
 * the islands: the clicks it held back until the controls had their handlers.
 */
export const EARLY_CLICKS_GLOBAL = '__forumEarlyClicks';

export interface EarlyClicks {
  /** Controls (data-early-click) clicked before hydration, in order. */
  clicks: HTMLElement[];
  /** Set by the islands once every root has hydrated: from then on clicks go straight through. */
  hydrated: boolean;
  /** Class on <html> while the islands load after such a click (a progress cursor). */
  loadingClass: string;
}
