/**
 * Where the sender hands messages: an SMTP server through nodemailer's connection pool (SMTP_URL),
 * or, without SMTP_URL (the embedded default), .eml files under MAIL_DIR (data/mail/) that a
 * newcomer can open in any mail client. Only paths and host names are ever logged.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { SendMailOptions } from 'nodemailer';
import type { Logger } from '../../logger';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../db/privateFiles';

export interface MailTransport {
  /** Resolves once the server (or the file) has the message; rejects with nodemailer's error. */
  send(mail: SendMailOptions, meta: { outboxId: number; kind: string; signal?: AbortSignal }): Promise<void>;
  /** `force` also ends deliveries in progress (they fail with EABORT and are retried). */
  close(options?: { force?: boolean }): Promise<void>;
  /** For logs: `smtp://host:port` (never the credentials) or the folder. */
  readonly description: string;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/** Timeouts well under the sender's lease, so a hung server fails a delivery rather than holding it. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createSmtpTransport(smtpUrl: string, options: { maxConnections?: number } = {}): MailTransport {
  const url = new URL(smtpUrl);
  const tlsInUrl = [...url.searchParams.keys()].some((key) => key.startsWith('tls.'));
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: options.maxConnections ?? 4,
    // A dropped connection fails the delivery and the outbox retries it with backoff.
    maxRequeues: 1,
    ...SMTP_TIMEOUTS,
    // A relay on the same machine usually offers STARTTLS with a self-signed certificate; the
    // traffic never leaves the host, so its certificate is not checked (unless the URL says so).
    ...(LOOPBACK_HOSTS.has(url.hostname) && !tlsInUrl ? { tls: { rejectUnauthorized: false } } : {}),
  });
  return {
    description: `${url.protocol}//${url.host}`,
    async send(mail, meta) {
      await transporter.sendMail({ ...mail, ...(meta.signal ? { signal: meta.signal } : {}) });
    },
    async close(closeOptions = {}) {
      transporter.close(closeOptions);
    },
  };
}

/** Without a mail server: each message becomes `<time>-<outbox id>-<kind>.eml` in `dir`. */
export function createFileTransport(dir: string, log: Logger): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    description: dir,
    async send(mail, meta) {
      const info = await transporter.sendMail(mail);
      // Mail holds personal data: the folder and every file its owner's only (0700, 0600), whatever the umask.
      await fs.mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${stamp}-${meta.outboxId}-${meta.kind}.eml`);
      // Written under another name and renamed: whoever watches the folder (a mail client, the
      // tests) never opens a message half written. A message with its QR image is a few pages long.
      await fs.writeFile(`${file}.partial`, info.message as Buffer, { mode: PRIVATE_FILE_MODE });
      // A mode given when writing applies only to a file the write creates (not a stale .partial).
      await fs.chmod(`${file}.partial`, PRIVATE_FILE_MODE);
      await fs.rename(`${file}.partial`, file);
      log.info({ msg: 'mail written to file', path: file });
    },
    async close() {
      transporter.close();
    },
  };
}

export function createConfiguredTransport(mail: { smtpUrl: string | null; dir: string }, log: Logger): MailTransport {
  return mail.smtpUrl ? createSmtpTransport(mail.smtpUrl) : createFileTransport(mail.dir, log);
}
