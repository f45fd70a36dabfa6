/**
 * Modal behaviour for a dialog element: Escape closes it, Tab and Shift+Tab cycle inside it, focus
 * that escapes (a click on the page behind, a script) is brought back, and the page behind does
 * not scroll while it is open. Focus return is the opener's business (see RegistrationHost).
 */
import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';

const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]',
].join(',');

export function tabbableElements(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (element) => element.tabIndex >= 0 && !element.closest('[aria-hidden="true"], [hidden], [inert]'),
  );
}

function lockBodyScroll(): () => void {
  const { body, documentElement } = document;
  const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  // Keep the page from shifting sideways when its scrollbar disappears.
  const scrollbar = window.innerWidth - documentElement.clientWidth;
  body.style.overflow = 'hidden';
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  return () => {
    body.style.overflow = previous.overflow;
    body.style.paddingRight = previous.paddingRight;
  };
}

export function useModalDialog(dialogRef: RefObject<HTMLElement | null>, onClose: () => void): void {
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  // Before the paint: taking the place of the landing page's dialog shell (which locks the page by
  // a class on <html>, removed in the same commit), the page behind never scrolls for a frame.
  useLayoutEffect(() => lockBodyScroll(), []);

  // In the commit that shows the dialog, not after it: on the landing page that commit also removes
  // the early script's shell, and an Escape pressed before passive effects ran (they wait for the
  // paint, longer on a busy phone) would otherwise reach neither the shell nor the dialog.
  useLayoutEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const dialog = dialogRef.current;
      if (!dialog) return;
      // Escape also cancels an IME composition (Korean input): that press is not meant for us.
      if (event.key === 'Escape' && !event.isComposing) {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const tabbable = tabbableElements(dialog);
      const first = tabbable[0];
      const last = tabbable[tabbable.length - 1];
      if (!first || !last) {
        event.preventDefault();
        dialog.focus();
        return;
      }
      const active = document.activeElement;
      const inside = active instanceof Node && dialog.contains(active);
      if (event.shiftKey && (!inside || active === first || active === dialog)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (!inside || active === last)) {
        event.preventDefault();
        first.focus();
      }
    }

    function onFocusIn(event: FocusEvent) {
      const dialog = dialogRef.current;
      if (dialog && event.target instanceof Node && !dialog.contains(event.target)) {
        (tabbableElements(dialog)[0] ?? dialog).focus();
      }
    }

    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [dialogRef]);
}
