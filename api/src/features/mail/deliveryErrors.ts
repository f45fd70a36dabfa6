/**
 * Is a failed delivery worth retrying? nodemailer marks an SMTP reply `permanent` (5xx, except
 * 503) or not (4xx); errors without a reply (refused or dropped connections, timeouts, DNS) are
 * temporary. One exception: a refused login (535 and the like) is the server refusing our
 * configuration, not this message, so it is retried (an operator fixes SMTP_URL and the queue
 * drains) instead of failing every message in the outbox.
 */
export interface DeliveryVerdict {
  permanent: boolean;
  /** The server's reply, or what went wrong; shown to admins for a failed message. */
  reason: string;
}

interface NodemailerLikeError {
  code?: unknown;
  response?: unknown;
  responseCode?: unknown;
  permanent?: unknown;
  message?: unknown;
}

export function classifyDeliveryError(error: unknown): DeliveryVerdict {
  const err = (typeof error === 'object' && error !== null ? error : {}) as NodemailerLikeError;
  const code = typeof err.code === 'string' ? err.code : undefined;
  const response = typeof err.response === 'string' && err.response.trim() ? err.response.trim() : undefined;
  const responseCode = typeof err.responseCode === 'number' ? err.responseCode : undefined;
  const message = typeof err.message === 'string' ? err.message : String(error);
  const permanent =
    code !== 'EAUTH' &&
    code !== 'ENOAUTH' &&
    (err.permanent === true ||
      (err.permanent === undefined && responseCode !== undefined && responseCode >= 500 && responseCode !== 503));
  return { permanent, reason: response ?? (code ? `${code}: ${message}` : message) };
}
