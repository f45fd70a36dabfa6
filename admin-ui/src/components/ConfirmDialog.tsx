/**
 * A modal confirmation on the native <dialog>: showModal() makes the rest of the page inert, keeps
 * Tab inside, closes on Escape and is announced as a dialog by screen readers, in browsers and in
 * Electron alike. Focus starts on Cancel, the harmless choice. (window.confirm would do the same
 * job, but it cannot say which registrant is meant in a readable layout, blocks the page, and
 * Playwright has to auto-accept it blind.)
 */
import { type ReactNode, useId, useRef } from 'react';
import { useModalDialog } from './useModalDialog';
import './dialog.css';

export interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** While the confirmed action runs: both buttons wait and this is announced. */
  busy: boolean;
  busyLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** The confirm button's look: `danger` (the default: deleting, declining) or `primary` (approving, sending). */
  tone?: 'danger' | 'primary';
}

export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  busy,
  busyLabel,
  onConfirm,
  onCancel,
  tone = 'danger',
}: ConfirmDialogProps) {
  const id = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);

  const modal = useModalDialog(cancelRef, () => {
    if (!busy) onCancel();
  });

  return (
    <dialog className="admin-dialog" aria-labelledby={`${id}-title`} aria-describedby={`${id}-body`} {...modal}>
      <h2 id={`${id}-title`} className="admin-dialog__title">
        {title}
      </h2>
      <div id={`${id}-body`} className="admin-dialog__body">
        {children}
      </div>
      {busy ? (
        <p className="admin-dialog__busy" role="status">
          {busyLabel}
        </p>
      ) : null}
      <div className="admin-dialog__actions">
        <button
          ref={cancelRef}
          type="button"
          className="admin-button admin-button--secondary"
          disabled={busy}
          onClick={onCancel}
        >
          {cancelLabel}
        </button>
        <button type="button" className={`admin-button admin-button--${tone}`} disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
