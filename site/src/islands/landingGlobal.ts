/**
 * What the landing page's early script (earlyScript.js, inlined in the page's head) shares with the
 * islands module: `window.__forumLanding`.
 */
export const LANDING_GLOBAL = '__forumLanding';

export interface LandingPageScript {
  /** What /api/site-info said (null until it has): the menu's Registration entry opens the dialog unless false. */
  registrationOpen: boolean | null;
  /** The registration dialog's shell while it is shown (Register pressed before the form was ready). */
  shell: {
    dialog: HTMLElement;
    opener: HTMLElement | null;
    /** A press began on the shell's overlay and has not been released yet. */
    pressedOnOverlay?: boolean;
  } | null;
  /** Takes the shell away; `handOff`: the form's dialog took its place, so focus stays where that put it. */
  closeShell(handOff?: boolean): void;
  /** Loads the islands and then the form's code (once); settles when the form can be shown. */
  prepareForm(): Promise<void>;
  /** Set by the islands module: loads the form's code (loadRegistration.ts). */
  loadRegistration?: () => Promise<void>;
}

/** The early script's object, or null on a page without it (tests, the routed pages). */
export function landingPageScript(): LandingPageScript | null {
  return (window as unknown as Record<string, LandingPageScript | undefined>)[LANDING_GLOBAL] ?? null;
}
