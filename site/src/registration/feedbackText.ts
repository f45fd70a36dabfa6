import { type Locale, errorMessage, fieldErrorMessage } from '@forum/shared';
import type { Feedback } from './registrationStore';
import { REGISTRATION_TEXT } from './registrationText';

/** The sentence shown for a failed check or a failed request, in the visitor's language. */
export function feedbackText(feedback: Feedback, locale: Locale): string {
  if (feedback.kind === 'field') return feedback.detail ?? fieldErrorMessage(feedback.code, locale);
  if (feedback.kind === 'preview') return REGISTRATION_TEXT[locale].previewNothingSent;
  if (feedback.code === 'too_many_requests' && feedback.retryAfterSeconds !== undefined) {
    return REGISTRATION_TEXT[locale].retryInMinutes(Math.max(1, Math.ceil(feedback.retryAfterSeconds / 60)));
  }
  return errorMessage(feedback.code, locale);
}
