/**
 * The registration modal (site/src/registration/) listens for this window event, so any button
 * or link on any page can open it without importing the modal's code.
 */
export const OPEN_REGISTRATION_EVENT = 'openRegistrationModal';

export function openRegistrationModal(): void {
  window.dispatchEvent(new Event(OPEN_REGISTRATION_EVENT));
}
