/**
 * The one place that decides whether an error means "the database cannot be reached right now"
 * (refused, lost or reset connections, a full pool, a busy SQLite file) rather than a bug. Such a
 * request answers 503 with Retry-After: nothing about it is the client's fault, and the same
 * request may well succeed a moment later.
 */

/** Error codes of Node's sockets, mysql2, the MySQL server and better-sqlite3 that mean "try again". */
const UNAVAILABLE_CODES = new Set([
  // The network, as Node reports it (connect, read, write, DNS).
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // mysql2: the connection went away, or a command was queued on one that had.
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'PROTOCOL_ENQUEUE_AFTER_FATAL_ERROR',
  'PROTOCOL_ENQUEUE_AFTER_QUIT',
  'PROTOCOL_ENQUEUE_HANDSHAKE_TWICE',
  // The MySQL server: out of connections, shutting down, this session killed, locks contended.
  'ER_CON_COUNT_ERROR',
  'ER_TOO_MANY_USER_CONNECTIONS',
  'ER_SERVER_SHUTDOWN',
  'ER_CONNECTION_KILLED',
  'ER_QUERY_INTERRUPTED',
  'ER_LOCK_WAIT_TIMEOUT',
  'ER_LOCK_DEADLOCK',
  'ER_CLIENT_INTERACTION_TIMEOUT',
]);

/** better-sqlite3 reports extended codes (SQLITE_BUSY_SNAPSHOT, SQLITE_IOERR_WRITE, ...). */
const UNAVAILABLE_SQLITE_PREFIXES = ['SQLITE_BUSY', 'SQLITE_LOCKED', 'SQLITE_IOERR', 'SQLITE_FULL', 'SQLITE_CANTOPEN'];

/** Messages of errors that come without a code (mysql2 and knex internals, better-sqlite3 when closed). */
const UNAVAILABLE_MESSAGES = [
  /Connection lost: The server closed the connection/i,
  /Can't add new command when connection is in closed state/i,
  /Timeout acquiring a connection/i,
  /Unable to acquire a connection/i,
  /Pool is closed/i,
  /The database connection is not open/i,
];

interface ErrorLike {
  code?: unknown;
  name?: unknown;
  message?: unknown;
  fatal?: unknown;
  cause?: unknown;
}

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const err = error as ErrorLike;
  if (typeof err.code === 'string') {
    if (UNAVAILABLE_CODES.has(err.code)) return true;
    if (UNAVAILABLE_SQLITE_PREFIXES.some((prefix) => (err.code as string).startsWith(prefix))) return true;
  }
  // mysql2 marks errors that end the connection as fatal, whatever their code.
  if (err.fatal === true) return true;
  if (err.name === 'KnexTimeoutError') return true;
  if (typeof err.message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(err.message as string)))
    return true;
  return isDatabaseUnavailable(err.cause, depth + 1);
}

/** Seconds a client is asked to wait after a 503 before trying again. */
export const RETRY_AFTER_UNAVAILABLE_SECONDS = 5;
