/**
 * The one way the console opens a modal: the native <dialog> shown with showModal() makes the rest
 * of the page inert, keeps Tab inside and is announced as a dialog, in browsers and in Electron
 * alike. Focus moves to the element the dialog names (a ref, or the first match of a selector).
 * Escape does not close the dialog by itself: `onEscape` decides, so the dialog's open state lives
 * in one place (the component that renders it). Closing is unmounting.
 */
import { type RefObject, type SyntheticEvent, useLayoutEffect, useRef } from 'react';

export interface ModalDialogProps {
  ref: RefObject<HTMLDialogElement | null>;
  onCancel: (event: SyntheticEvent<HTMLDialogElement>) => void;
}

export function useModalDialog(
  initialFocus: RefObject<HTMLElement | null> | string,
  onEscape: () => void,
): ModalDialogProps {
  const ref = useRef<HTMLDialogElement>(null);
  // Read when the dialog opens only: a later render must not move focus again.
  const focus = useRef(initialFocus);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // jsdom (the component tests) has no showModal; the dialog is then merely shown.
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else {
      dialog.setAttribute('open', '');
    }
    const target = focus.current;
    (typeof target === 'string' ? dialog.querySelector<HTMLElement>(target) : target.current)?.focus();
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
    };
  }, []);

  return {
    ref,
    onCancel: (event) => {
      event.preventDefault();
      onEscape();
    },
  };
}
