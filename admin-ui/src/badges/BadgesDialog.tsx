/**
 * Before a batch of badges is made: which layout and which order. The registrants are the list's
 * current filter (sent as the API's `filter`); the PDF is then saved or opened by the platform.
 */
import { useId, useState } from 'react';
import { BADGE_LAYOUTS, BADGE_SORTS, type BadgeLayout, type BadgeSort, type Locale } from '@forum/shared';
import { COMMON_TEXT } from '../components/commonText';
import { FormDialog } from '../components/FormDialog';
import { BADGES_TEXT } from './badgesText';

export interface BadgesDialogProps {
  locale: Locale;
  /** Badges to make: the approved among those the list shows. */
  count: number;
  /** Those the list shows who are under review or declined (the server leaves them out too). */
  skipped: number;
  filtered: boolean;
  busy: boolean;
  error: string | null;
  onConfirm: (choice: { layout: BadgeLayout; sort: BadgeSort }) => void;
  onCancel: () => void;
}

export function BadgesDialog({
  locale,
  count,
  skipped,
  filtered,
  busy,
  error,
  onConfirm,
  onCancel,
}: BadgesDialogProps) {
  const t = BADGES_TEXT[locale];
  const id = useId();
  const [layout, setLayout] = useState<BadgeLayout>('a6');
  const [sort, setSort] = useState<BadgeSort>('name');
  return (
    <FormDialog
      title={t.dialogTitle}
      intro={
        <>
          <p>{t.intro(count, filtered)}</p>
          {skipped > 0 ? <p>{t.skipped(skipped)}</p> : null}
        </>
      }
      submitLabel={t.make}
      cancelLabel={COMMON_TEXT[locale].cancel}
      busy={busy}
      busyLabel={t.making}
      error={error}
      onSubmit={() => onConfirm({ layout, sort })}
      onCancel={onCancel}
    >
      <fieldset>
        <legend>{t.layoutLegend}</legend>
        {BADGE_LAYOUTS.map((value) => (
          <label key={value} className="admin-choice">
            <input
              type="radio"
              name={`${id}-layout`}
              value={value}
              checked={layout === value}
              onChange={() => setLayout(value)}
            />
            <span>{t.layouts[value]}</span>
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t.sortLegend}</legend>
        {BADGE_SORTS.map((value) => (
          <label key={value} className="admin-choice">
            <input
              type="radio"
              name={`${id}-sort`}
              value={value}
              checked={sort === value}
              onChange={() => setSort(value)}
            />
            <span>{t.sorts[value]}</span>
          </label>
        ))}
      </fieldset>
    </FormDialog>
  );
}
