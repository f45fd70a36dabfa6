import type { Locale } from '@forum/shared';
import { CloseIcon } from './CloseIcon';
import { DIALOG_FRAME_TEXT } from './dialogFrameText';

/** The template's id; the landing page's early script (islands/earlyScript.js) looks it up. */
export const DIALOG_SHELL_ID = 'registration-dialog-shell';

/**
 * The registration dialog as the landing page shows it the moment Register is pressed, before the
 * form's code has arrived: the real frame (title, close button) around a loading state. It is an
 * inert <template> in the prerendered page; the early script clones it, and the form's dialog takes
 * its place once the form is ready (RegistrationHost). Same classes and words as the dialog itself,
 * so the frame does not move when the form arrives.
 */
export function RegistrationDialogShell({ locale }: { locale: Locale }) {
  const t = DIALOG_FRAME_TEXT[locale];
  return (
    <template id={DIALOG_SHELL_ID} data-load-failed={t.loadFailed}>
      <div className="reg-overlay">
        <div
          className="reg-dialog"
          role="dialog"
          aria-modal="true"
          aria-labelledby={`${DIALOG_SHELL_ID}-title`}
          tabIndex={-1}
          lang={locale}
        >
          <div className="reg-header">
            <h2 className="reg-title" id={`${DIALOG_SHELL_ID}-title`}>
              {t.dialogTitle}
            </h2>
            <button type="button" className="reg-x" aria-label={t.closeDialog} data-shell-close="">
              <CloseIcon />
            </button>
          </div>
          <div className="reg-loading" role="status">
            <span className="reg-loading__spinner" aria-hidden="true" />
            <span>{t.loading}</span>
          </div>
        </div>
      </div>
    </template>
  );
}
