/**
 * A real SMTP server on a loopback port (the `smtp-server` package) for the tests and benchmarks:
 * it keeps every message it accepts, can refuse connections (421), recipients (550) or data (451)
 * on demand, and parses messages back with `mailparser`.
 */
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope recipients (RCPT TO). */
  to: string[];
  raw: Buffer;
  /** The Message-ID header, read from the raw message without parsing it. */
  messageId: string | null;
}

export type SmtpBehaviour =
  | 'accept'
  /** 421 at the greeting: the server is there but will not talk (maintenance, overload). */
  | 'refuse-connection'
  /** 550 to RCPT TO: the mailbox does not exist. */
  | 'reject-recipient'
  /** 451 after DATA: a temporary local problem. */
  | 'defer-data';

export interface TestSmtpServer {
  port: number;
  /** `smtp://127.0.0.1:<port>`: a value for SMTP_URL. */
  url: string;
  messages: ReceivedMail[];
  behaviour: SmtpBehaviour;
  /** How many connections were refused, recipients rejected or data deferred. */
  refusals: number;
  /** Resolves once `count` messages have arrived (rejects after `timeoutMs`). */
  waitForMessages(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

export interface TestSmtpServerOptions {
  /** Default: a free port. Reuse a closed server's port to bring "the same server" back. */
  port?: number;
  behaviour?: SmtpBehaviour;
  /** Offer STARTTLS with the package's self-signed certificate, as many relays do. Default off. */
  starttls?: boolean;
}

function smtpError(message: string, responseCode: number): Error {
  return Object.assign(new Error(message), { responseCode });
}

export async function startTestSmtpServer(options: TestSmtpServerOptions = {}): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const state = { behaviour: options.behaviour ?? ('accept' as SmtpBehaviour), refusals: 0 };
  const refuse = (message: string, code: number) => {
    state.refusals += 1;
    return smtpError(message, code);
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: options.starttls ? ['AUTH'] : ['AUTH', 'STARTTLS'],
    logger: false,
    size: 1024 * 1024,
    // Senders keep pooled connections open; closing should not wait for them.
    closeTimeout: 200,
    onConnect(_session, callback) {
      callback(
        state.behaviour === 'refuse-connection'
          ? refuse('Service temporarily unavailable, try again later', 421)
          : null,
      );
    },
    onRcptTo(address, _session, callback) {
      callback(
        state.behaviour === 'reject-recipient'
          ? refuse(`5.1.1 <${address.address}>: Recipient address rejected: User unknown`, 550)
          : null,
      );
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.behaviour === 'defer-data') {
          callback(refuse('4.3.0 Temporary local problem, try again later', 451));
          return;
        }
        const raw = Buffer.concat(chunks);
        const header = raw.subarray(0, Math.max(0, raw.indexOf('\r\n\r\n'))).toString('utf8');
        messages.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          messageId: /^Message-ID:\s*(<[^>]+>)/im.exec(header)?.[1] ?? null,
        });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  // A client that goes away mid-session is normal here (senders being stopped); do not crash.
  server.on('error', () => {});
  const port = (server.server.address() as AddressInfo).port;

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    get behaviour() {
      return state.behaviour;
    },
    set behaviour(value: SmtpBehaviour) {
      state.behaviour = value;
    },
    get refusals() {
      return state.refusals;
    },
    waitForMessages(count, timeoutMs = 15_000) {
      if (messages.length >= count) return Promise.resolve(messages.slice());
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`expected ${count} messages, received ${messages.length} within ${timeoutMs} ms`));
        }, timeoutMs);
        const check = () => {
          if (messages.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(messages.slice());
        };
        waiters.add(check);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A raw message parsed with mailparser: headers, text and HTML parts, attachments. */
export function parseMail(raw: Buffer | string): Promise<ParsedMail> {
  return simpleParser(raw);
}

/** A port nothing listens on (for "the mail server is down"): taken from a server that was just closed. */
export async function unusedPort(): Promise<number> {
  const probe = await startTestSmtpServer();
  await probe.close();
  return probe.port;
}
