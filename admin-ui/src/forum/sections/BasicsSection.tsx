/**
 * The forum's own facts: its name, its two days (each with its weekday, so a date moved a year on
 * can be checked at a glance), registration's window in Korea time, the contact, the retention
 * date its consent notice promises, and the export's names.
 */
import { type ForumDay, KOREA_OFFSET_MS, formatProgrammeDate } from '@forum/shared';
import type { EditionDocument } from '../editionDocument';
import { useEditor } from '../editorContext';
import { FieldProblems, TextField } from '../fields/Fields';
import { WordsField } from '../fields/WordsField';
import { FormSection } from './FormSection';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAYS: readonly ForumDay[] = [1, 2];

/** An instant with offset as the `datetime-local` field shows it: the wall clock in Korea. */
export function koreaWallClock(iso: string | null): string {
  if (!iso) return '';
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? '' : new Date(ms + KOREA_OFFSET_MS).toISOString().slice(0, 16);
}

/** What the `datetime-local` field typed, as an instant in Korea time; empty is none. */
export const fromKoreaWallClock = (typed: string): string | null => (typed ? `${typed}:00+09:00` : null);

export function BasicsSection({ document }: { document: EditionDocument }) {
  const { f, locale } = useEditor();
  return (
    <FormSection path="basics" title={f.basics}>
      <WordsField path="name" label={f.name} value={document.name} />
      <div className="forum-row" id="forum-days" tabIndex={-1}>
        {DAYS.map((day) => {
          const date = document.days[day];
          return (
            <TextField
              key={day}
              path={`days.${day}`}
              type="date"
              label={f.dayDate(day)}
              value={date}
              hint={DATE.test(date) ? formatProgrammeDate(date, locale) : undefined}
            />
          );
        })}
      </div>
      <FieldProblems path="days" />
    </FormSection>
  );
}

export function RegistrationSection({ document }: { document: EditionDocument }) {
  const { f } = useEditor();
  const window = document.registrationWindow;
  return (
    <FormSection path="registrationWindow" title={f.registration}>
      <div className="forum-row">
        <TextField
          path="registrationWindow.opensAt"
          type="datetime-local"
          label={f.opensAt}
          value={koreaWallClock(window.opensAt)}
          hint={f.opensHint}
          toValue={fromKoreaWallClock}
        />
        <TextField
          path="registrationWindow.closesAt"
          type="datetime-local"
          label={f.closesAt}
          value={koreaWallClock(window.closesAt)}
          hint={f.closesHint}
          toValue={fromKoreaWallClock}
        />
      </div>
      <FieldProblems path="registrationWindow" />
      <div className="forum-row">
        <TextField path="contact.email" type="email" label={f.contactEmail} value={document.contact.email} />
        <TextField path="contact.phone" type="tel" label={f.contactPhone} value={document.contact.phone} />
      </div>
      <FieldProblems path="contact" />
    </FormSection>
  );
}

export function RecordsSection({ document }: { document: EditionDocument }) {
  const { f } = useEditor();
  return (
    <FormSection path="export" title={f.records}>
      <TextField
        path="retentionUntil"
        type="date"
        label={f.retentionUntil}
        value={document.retentionUntil}
        hint={f.retentionHint}
        className="forum-field--narrow"
      />
      <div className="forum-row">
        <TextField path="export.fileName" label={f.exportFile} value={document.export.fileName} hint={f.exportHint} />
        <TextField path="export.sheetName" label={f.exportSheet} value={document.export.sheetName} />
      </div>
      <FieldProblems path="export" />
    </FormSection>
  );
}
