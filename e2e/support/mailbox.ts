/**
 * The e2e server's mailbox: without SMTP_URL it writes every e-mail as an .eml file into
 * E2E_MAIL_DIR (the past-edition server's into E2E_PAST_MAIL_DIR). Specs wait for the messages to
 * an address and read them with mailparser.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseMail } from '@forum/api/testing';
import { E2E_MAIL_DIR } from './env';

export type Mail = Awaited<ReturnType<typeof parseMail>>;

async function mailsTo(address: string, dir: string): Promise<Mail[]> {
  if (!fs.existsSync(dir)) return [];
  const files = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.eml'))
    .sort();
  const mails: Mail[] = [];
  for (const file of files) {
    const raw = fs.readFileSync(path.join(dir, file));
    // Cheap filter before parsing: the address is in the To header.
    if (!raw.includes(address)) continue;
    const mail = await parseMail(raw);
    if (mail.to && !Array.isArray(mail.to) && mail.to.value.some((to) => to.address === address)) mails.push(mail);
  }
  return mails;
}

/** Waits until `count` messages to `address` exist in `dir`; returns them oldest first. */
export async function waitForMails(
  address: string,
  count = 1,
  timeoutMs = 10_000,
  dir = E2E_MAIL_DIR,
): Promise<Mail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await mailsTo(address, dir);
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) throw new Error(`expected ${count} e-mails to ${address}, found ${mails.length}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The manage link's path (`/registration/<token>` or `/kor/registration/<token>`) in a message. */
export function manageLinkPath(mail: Mail): string {
  const match = /https?:\/\/[^/\s]+(\/(?:kor\/)?registration\/[A-Za-z0-9_-]+)/.exec(mail.text ?? '');
  if (!match?.[1]) throw new Error('no manage link in the message');
  return match[1];
}
