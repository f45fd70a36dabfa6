/**
 * A modal form on the native <dialog> (like ConfirmDialog: the page behind is inert, Tab stays
 * inside, Escape cancels): the export reason and the registrant edit. Focus starts on the first
 * field; the submit button waits while the work runs.
 */
import { type FormEvent, type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import './ConfirmDialog.css';
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
  const dialogRef = useRef<HTMLDialogElement>(null);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else {
      dialog.setAttribute('open', '');
    }
    dialog.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea')?.focus();
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
    };
  }, []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!busy) onSubmit();
  }

  return (
    <dialog
      ref={dialogRef}
      className={wide ? 'admin-dialog admin-form-dialog admin-form-dialog--wide' : 'admin-dialog admin-form-dialog'}
      aria-labelledby={`${id}-title`}
      {...(intro ? { 'aria-describedby': `${id}-intro` } : {})}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
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
