/**
 * The pre-registration dialog. Loaded on demand by RegistrationHost, so this module, the form and
 * the shared schema stay out of the landing bundle. Its state lives in registrationStore, so a
 * closed and reopened dialog shows exactly what the visitor left.
 */
import { type MouseEvent, useId, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { Locale } from '@forum/shared';
import { landingPageScript } from '../islands/landingGlobal';
import { CloseIcon } from './CloseIcon';
import { type FieldRefs, RegistrationForm } from './RegistrationForm';
import { RegistrationSummary } from './RegistrationSummary';
import {
  type FocusTarget,
  startNewRegistration,
  submitRegistration,
  updateDraft,
  useRegistrationState,
} from './registrationStore';
import { REGISTRATION_TEXT } from './registrationText';
import { useSiteEdition } from '../edition/SiteEditionContext';
import { useFullSessions } from './useFullSessions';
import { useModalDialog } from './useModalDialog';
import './RegistrationModal.css';

export interface RegistrationModalProps {
  locale: Locale;
  onClose: () => void;
}

export default function RegistrationModal({ locale, onClose }: RegistrationModalProps) {
  const t = REGISTRATION_TEXT[locale];
  const site = useSiteEdition();
  const state = useRegistrationState();
  const idPrefix = useId();
  const titleId = `${idPrefix}-dialog-title`;

  const dialogRef = useRef<HTMLDivElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const fieldRefs = useRef<FieldRefs>({});
  const feedbackRef = useRef<HTMLParagraphElement>(null);
  const summaryHeadingRef = useRef<HTMLHeadingElement>(null);
  const pressStartedOnOverlay = useRef(false);
  const overlayRef = useRef<HTMLDivElement>(null);
  // A focus request older than this dialog (an answer that arrived while it was closed) is not acted on.
  const focusAtOpen = useRef(state.focus);

  useModalDialog(dialogRef, onClose);

  // Opening focuses the dialog itself: screen readers announce its title, and phones do not pop
  // the keyboard up over the form. Taking the place of the landing page's dialog shell, focus
  // stays on the close button when the visitor had moved it there.
  useLayoutEffect(() => {
    const active = document.activeElement;
    const onShellClose = active instanceof HTMLElement && active.matches('[data-shell-close]');
    (onShellClose ? closeButtonRef.current : dialogRef.current)?.focus();
  }, []);

  // Taking the landing shell's place in the middle of a press on its overlay: the release on this
  // overlay completes that press (the browser sends its click to the page, not to an overlay that
  // never saw the press), so the visitor's click on the overlay still closes the dialog.
  useLayoutEffect(() => {
    if (!landingPageScript()?.shell?.pressedOnOverlay) return;
    function onMouseUp(event: globalThis.MouseEvent) {
      if (event.target === overlayRef.current) onClose();
    }
    document.addEventListener('mouseup', onMouseUp, { capture: true, once: true });
    return () => document.removeEventListener('mouseup', onMouseUp, { capture: true });
    // The press was in progress when this dialog mounted; later presses are the overlay's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Layout effect: focus moves in the same commit that renders what it points at (an alert, the summary).
  useLayoutEffect(() => {
    if (!state.focus || state.focus === focusAtOpen.current) return;
    const target: FocusTarget = state.focus.target;
    const element =
      target === 'feedback'
        ? feedbackRef.current
        : target === 'summary'
          ? summaryHeadingRef.current
          : fieldRefs.current[target];
    element?.focus();
  }, [state.focus]);

  // Only a press that starts and ends on the overlay closes: a text selection dragged out of the
  // dialog must not.
  function onOverlayMouseDown(event: MouseEvent<HTMLDivElement>) {
    pressStartedOnOverlay.current = event.target === event.currentTarget;
  }
  function onOverlayClick(event: MouseEvent<HTMLDivElement>) {
    if (pressStartedOnOverlay.current && event.target === event.currentTarget) onClose();
    pressStartedOnOverlay.current = false;
  }

  const registered = state.status === 'registered' ? state.registered : null;
  const fullSessions = useFullSessions();

  return createPortal(
    <div ref={overlayRef} className="reg-overlay" onMouseDown={onOverlayMouseDown} onClick={onOverlayClick}>
      <div
        ref={dialogRef}
        className="reg-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        lang={locale}
      >
        <div className="reg-header">
          <h2 className="reg-title" id={titleId}>
            {t.dialogTitle}
          </h2>
          <button ref={closeButtonRef} type="button" className="reg-x" aria-label={t.closeDialog} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>

        {registered ? (
          <>
            {/* Focusable so keyboard users can scroll a long summary (it has no controls of its own). */}
            <div className="reg-body" role="region" aria-labelledby={`${idPrefix}-thanks`} tabIndex={0}>
              <RegistrationSummary
                locale={locale}
                registration={registered}
                waiting={state.waiting}
                pending={state.pending}
                headingId={`${idPrefix}-thanks`}
                headingRef={summaryHeadingRef}
              />
            </div>
            <div className="reg-footer">
              <button type="button" className="reg-button reg-button--secondary" onClick={startNewRegistration}>
                {t.registerAnother}
              </button>
              <button type="button" className="reg-button reg-button--primary" onClick={onClose}>
                {t.close}
              </button>
            </div>
          </>
        ) : (
          <RegistrationForm
            locale={locale}
            idPrefix={idPrefix}
            draft={state.draft}
            feedback={state.feedback}
            submitting={state.status === 'submitting'}
            fieldRefs={fieldRefs}
            feedbackRef={feedbackRef}
            onChange={updateDraft}
            onSubmit={() => void submitRegistration(locale, site)}
            onCancel={onClose}
            fullSessions={fullSessions}
          />
        )}
      </div>
    </div>,
    document.body,
  );
}
