/**
 * Landing-page switches. The startup showcase exists in the content (12 entries, as in the seed)
 * but the organisers have not asked for it on the page; set this to true to show it.
 */
export const SHOW_STARTUP_SHOWCASE: boolean = false;
