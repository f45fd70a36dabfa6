/**
 * The registration modal (site/src/registration/) listens for this window event, so any button
 * or link on any page can open it without importing the modal's code.
 */
export const OPEN_REGISTRATION_EVENT = 'openRegistrationModal';

export interface OpenRegistrationDetail {
  /**
   * Where focus goes back when the dialog closes. Defaults to the focused element, which is not
   * always the control that was used: a menu entry first scrolls to (and focuses) its section.
   */
  opener?: HTMLElement | null;
}

export function openRegistrationModal(opener?: HTMLElement | null): void {
  window.dispatchEvent(
    new CustomEvent<OpenRegistrationDetail>(OPEN_REGISTRATION_EVENT, { detail: { opener: opener ?? null } }),
  );
}
