/**
 * The check-in code in the confirmation e-mail, end to end: POST /api/user, the outbox, real
 * SMTP, mailparser; the QR image found through the HTML's `cid:` link and decoded with jsQR must
 * give the code the admin list shows for the registrant.
 */
import jsQR from 'jsqr';
import { type ParsedMail, simpleParser } from 'mailparser';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Registrant, formatCheckinCode } from '@forum/shared';
import {
  type TestSmtpServer,
  loginToken,
  startTestSmtpServer,
  validRegistration,
  type TestForum,
  startTestForum,
} from '../../testing';

let smtp: TestSmtpServer;
let server: TestForum;
let token: string;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  server = await startTestForum({
    smtpUrl: smtp.url,
    mailSender: { pollIntervalMs: 50 },
    env: { SITE_DIST: 'does-not-exist', REGISTRATION_RATE_LIMIT: '0', SITE_URL: 'https://forum.example.com' },
  });
  token = await loginToken(server, server.admin);
});

afterAll(async () => {
  await server.close();
  await smtp.close();
});

async function registerAndReceive(overrides: Record<string, unknown>): Promise<{ mail: ParsedMail; email: string }> {
  const before = smtp.messages.length;
  const body = validRegistration(overrides);
  const res = await server.request('/api/user', { json: body });
  expect(res.status).toBe(201);
  const [received] = (await smtp.waitForMessages(before + 1)).slice(before);
  // keepCidLinks: the HTML as sent (mailparser would otherwise inline the image as a data: URL).
  return { mail: await simpleParser(received!.raw, { keepCidLinks: true }), email: String(body.email) };
}

/** The registrant's code as the admin list has it. */
async function listedCode(email: string): Promise<string> {
  const res = await server.request('/api/user/list', { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  const registrant = ((await res.json()) as Registrant[]).find((row) => row.email === email);
  expect(registrant?.checkinCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{13}$/);
  return registrant!.checkinCode!;
}

/** The image the HTML shows through `<img src="cid:…">`, decoded as a QR code. */
function qrInHtml(mail: ParsedMail): { text: string; attachment: ParsedMail['attachments'][number] } {
  const cid = /<img src="cid:([^"]+)"/.exec(mail.html || '')?.[1];
  expect(cid, 'the HTML shows an inline image').toBeDefined();
  const attachment = mail.attachments.find((part) => part.cid === cid);
  expect(attachment, `an attachment with Content-ID <${cid}>`).toBeDefined();
  const png = PNG.sync.read(attachment!.content);
  const decoded = jsQR(
    new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.byteLength),
    png.width,
    png.height,
  );
  expect(decoded, 'the image is a readable QR code').not.toBeNull();
  return { text: decoded!.data, attachment: attachment! };
}

describe('the check-in code in the confirmation e-mail', () => {
  it('shows the code as an inline QR image that decodes to the listed code, and as text, in English', async () => {
    const { mail, email } = await registerAndReceive({ email: 'qr.en@example.com', locale: 'en' });
    const code = await listedCode(email);
    const { text, attachment } = qrInHtml(mail);
    expect(text).toBe(code);
    expect(attachment).toMatchObject({ contentType: 'image/png', contentDisposition: 'inline', related: true });

    const shown = formatCheckinCode(code);
    expect(shown).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{5}$/);
    expect(mail.html).toContain(shown);
    expect(mail.html).toContain('Show this QR code at the registration desk');
    expect(mail.html).toContain(`alt="QR code of your check-in code ${shown}"`);
    // The plain-text part carries the code, with what to do with it.
    expect(mail.text).toContain(`Your check-in code\n`);
    expect(mail.text).toContain(`\n${shown}\n`);
    expect(mail.text).toContain('Show this code at the registration desk');
  });

  it('says it in Korean for a Korean registrant', async () => {
    const { mail, email } = await registerAndReceive({ email: 'qr.ko@example.com', name: '김민준', locale: 'ko' });
    const code = await listedCode(email);
    expect(qrInHtml(mail).text).toBe(code);
    const shown = formatCheckinCode(code);
    expect(mail.html).toContain('체크인 코드');
    expect(mail.html).toContain('행사 당일 등록 데스크에서 이 QR 코드를 보여 주세요.');
    expect(mail.text).toContain(`\n${shown}\n`);
    expect(mail.text).toContain('행사 당일 등록 데스크에서 이 코드를 보여 주세요.');
  });

  it('gives every registrant a different code, each in their own message', async () => {
    const first = await registerAndReceive({ email: 'qr.one@example.com', locale: 'en' });
    const second = await registerAndReceive({ email: 'qr.two@example.com', locale: 'en' });
    const [one, two] = [qrInHtml(first.mail).text, qrInHtml(second.mail).text];
    expect(one).not.toBe(two);
    expect([one, two]).toEqual([await listedCode(first.email), await listedCode(second.email)]);
  });
});
