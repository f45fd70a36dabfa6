/**
 * What the last action on the list said (delete, export). Kept as data and turned into text when
 * shown, so switching the language translates a message already on screen.
 */
import { type ApiErrorCode, type Locale, errorMessage } from '@forum/shared';
import { REGISTRANTS_TEXT } from './registrantsText';
import { REGISTRANT_EDIT_TEXT } from './registrantEditText';
import { MAIL_TEXT } from './mailText';
import { BADGES_TEXT } from '../badges';

export type ListFeedback =
  | { kind: 'deleted' | 'alreadyDeleted'; name: string }
  | { kind: 'deleteFailed'; code: ApiErrorCode }
  | { kind: 'edited'; name: string }
  /** The server refused the export (no reason, a lost connection): nothing was written. */
  | { kind: 'exportRefused'; code: ApiErrorCode }
  | { kind: 'resent'; name: string }
  | { kind: 'resendFailed'; code: ApiErrorCode }
  | { kind: 'exported'; count: number; fileName: string; savedPath?: string }
  | { kind: 'exportCancelled' }
  /** `message`: the platform's own reason, already in the page's language; else the generic text. */
  | { kind: 'exportFailed'; message?: string }
  /** A batch of badges was handed to the platform (saved, downloaded). */
  | { kind: 'badges'; count: number; savedPath?: string };

export function feedbackText(feedback: ListFeedback, locale: Locale): string {
  const t = REGISTRANTS_TEXT[locale];
  switch (feedback.kind) {
    case 'deleted':
      return t.deleted(feedback.name);
    case 'alreadyDeleted':
      return t.alreadyDeleted(feedback.name);
    case 'deleteFailed':
      return `${t.deleteFailed} ${errorMessage(feedback.code, locale)}`;
    case 'edited':
      return REGISTRANT_EDIT_TEXT[locale].saved(feedback.name);
    case 'exportRefused':
      return `${t.exportFailed} ${errorMessage(feedback.code, locale)}`;
    case 'exported':
      return feedback.savedPath
        ? t.exportedTo(feedback.count, feedback.savedPath)
        : t.exported(feedback.count, feedback.fileName);
    case 'resent':
      return MAIL_TEXT[locale].resent(feedback.name);
    case 'resendFailed':
      return `${MAIL_TEXT[locale].resendFailed} ${errorMessage(feedback.code, locale)}`;
    case 'exportCancelled':
      return t.exportCancelled;
    case 'exportFailed':
      return feedback.message ?? t.exportFailed;
    case 'badges':
      return BADGES_TEXT[locale].made(feedback.count);
  }
}

/** Failures go to an alert; everything else is a polite status. */
export function isFailure(feedback: ListFeedback | null): boolean {
  return (
    feedback?.kind === 'deleteFailed' ||
    feedback?.kind === 'exportFailed' ||
    feedback?.kind === 'exportRefused' ||
    feedback?.kind === 'resendFailed'
  );
}
