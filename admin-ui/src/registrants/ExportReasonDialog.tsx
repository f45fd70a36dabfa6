/**
 * Before the workbook is built: why is this personal data leaving the system? A reason from the
 * list, with details (required for Other). The reason goes to the server with the export call and
 * is kept in the access log (the Standard asks for the reason of every download).
 */
import { useId, useState } from 'react';
import { EXPORT_REASON_MAX, type Locale } from '@forum/shared';
import { COMMON_TEXT } from '../components/commonText';
import { FormDialog } from '../components/FormDialog';
import { EXPORT_REASONS, type ExportReason, REGISTRANT_EDIT_TEXT } from './registrantEditText';

export interface ExportReasonDialogProps {
  locale: Locale;
  count: number;
  busy: boolean;
  /** The reason as it is recorded: the chosen label, then the details. */
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

export function ExportReasonDialog({ locale, count, busy, onConfirm, onCancel }: ExportReasonDialogProps) {
  const t = REGISTRANT_EDIT_TEXT[locale];
  const id = useId();
  const [reason, setReason] = useState<ExportReason | null>(null);
  const [details, setDetails] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function submit() {
    if (!reason) return setProblem(t.reasonRequired);
    if (reason === 'other' && !details.trim()) {
      setProblem(t.detailsRequired);
      document.getElementById(`${id}-details`)?.focus();
      return;
    }
    setProblem(null);
    const label = t.reasons[reason];
    onConfirm((details.trim() ? `${label}: ${details.trim()}` : label).slice(0, EXPORT_REASON_MAX));
  }

  return (
    <FormDialog
      title={t.exportTitle}
      intro={<p>{t.exportIntro(count)}</p>}
      submitLabel={t.download}
      cancelLabel={COMMON_TEXT[locale].cancel}
      busy={busy}
      busyLabel={t.preparingDownload}
      error={problem}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <fieldset>
        <legend>{t.reasonLegend}</legend>
        {EXPORT_REASONS.map((value) => (
          <label key={value} className="admin-choice">
            <input
              type="radio"
              name={`${id}-reason`}
              value={value}
              checked={reason === value}
              onChange={() => setReason(value)}
            />
            <span>{t.reasons[value]}</span>
          </label>
        ))}
      </fieldset>
      <label htmlFor={`${id}-details`}>{t.reasonDetails}</label>
      <input
        id={`${id}-details`}
        type="text"
        maxLength={150}
        aria-describedby={`${id}-details-hint`}
        aria-required={reason === 'other'}
        value={details}
        onChange={(event) => setDetails(event.target.value)}
      />
      <p id={`${id}-details-hint`} className="admin-field-hint">
        {t.reasonDetailsHint}
      </p>
    </FormDialog>
  );
}
