/**
 * A modal form on the native <dialog> (like ConfirmDialog: the page behind is inert, Tab stays
 * inside, Escape cancels): the export reason and the registrant edit. Focus starts on the first
 * field; the submit button waits while the work runs.
 */
import { type FormEvent, type ReactNode, useId } from 'react';
import { useModalDialog } from './useModalDialog';
import './dialog.css';
import './FormDialog.css';

export interface FormDialogProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  submitLabel: string;
  cancelLabel: string;
  busy: boolean;
  busyLabel: string;
  /** An alert above the actions (a refusal from the server, a missing choice). */
  error?: string | null;
  wide?: boolean;
  onSubmit: () => void;
  onCancel: () => void;
}

export function FormDialog({
  title,
  intro,
  children,
  submitLabel,
  cancelLabel,
  busy,
  busyLabel,
  error,
  wide,
  onSubmit,
  onCancel,
}: FormDialogProps) {
  const id = useId();

  const modal = useModalDialog('input:not([type=hidden]), select, textarea', () => {
    if (!busy) onCancel();
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!busy) onSubmit();
  }

  return (
    <dialog
      className={wide ? 'admin-dialog admin-form-dialog admin-form-dialog--wide' : 'admin-dialog admin-form-dialog'}
      aria-labelledby={`${id}-title`}
      {...(intro ? { 'aria-describedby': `${id}-intro` } : {})}
      {...modal}
    >
      <form onSubmit={submit} noValidate>
        <h2 id={`${id}-title`} className="admin-dialog__title">
          {title}
        </h2>
        {intro ? (
          <div id={`${id}-intro`} className="admin-dialog__body">
            {intro}
          </div>
        ) : null}
        <div className="admin-form-dialog__fields">{children}</div>
        <div className="admin-alert" role="alert">
          {error ?? null}
        </div>
        {busy ? (
          <p className="admin-dialog__busy" role="status">
            {busyLabel}
          </p>
        ) : null}
        <div className="admin-dialog__actions">
          <button type="button" className="admin-button admin-button--secondary" disabled={busy} onClick={onCancel}>
            {cancelLabel}
          </button>
          <button type="submit" className="admin-button admin-button--primary" disabled={busy}>
            {submitLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
