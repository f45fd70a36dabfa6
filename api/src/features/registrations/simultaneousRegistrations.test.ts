/**
 * Registrations arriving at the same moment (registrationWriter.ts): each gets its own id, its own
 * confirmation and the right answer, duplicates of one address included.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  type TestSmtpServer,
  loginToken,
  parseMail,
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
  server = await startTestForum({ smtpUrl: smtp.url, mailSender: { pollIntervalMs: 50 } });
  token = await loginToken(server, server.admin);
});

afterAll(async () => {
  await server.close();
  await smtp.close();
});

it('answers each of many simultaneous registrations on its own: ids, 409s for duplicates, one confirmation each', async () => {
  expect((await server.request('/api/user', { json: validRegistration({ email: 'taken@example.com' }) })).status).toBe(
    201,
  );
  await smtp.waitForMessages(1);

  const emails = [
    ...Array.from({ length: 30 }, (_, i) => `together.${i}@example.com`),
    'TAKEN@example.com', // registered before
    'twice@example.com',
    ' Twice@Example.com ', // the same address twice in one burst
  ];
  const responses = await Promise.all(
    emails.map(async (email, i) => {
      const res = await server.request('/api/user', { json: validRegistration({ email, name: `Person ${i}` }) });
      return {
        email: email.trim().toLowerCase(),
        name: `Person ${i}`,
        status: res.status,
        body: (await res.json()) as { id?: number; error?: { code: string } },
      };
    }),
  );

  const created = responses.filter((r) => r.status === 201);
  expect(created).toHaveLength(31);
  expect(responses.filter((r) => r.status === 409).map((r) => [r.email, r.body.error?.code])).toEqual(
    expect.arrayContaining([
      ['taken@example.com', 'already_registered'],
      ['twice@example.com', 'already_registered'],
    ]),
  );
  expect(responses.filter((r) => r.status !== 201 && r.status !== 409)).toEqual([]);

  // Each id belongs to the registrant who got it.
  const list = (await (
    await server.request('/api/user/list', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { id: number; name: string; email: string }[];
  for (const response of created) {
    expect(list.find((row) => row.id === response.body.id)).toMatchObject({ name: response.name });
  }

  // One confirmation per new registrant, addressed to them and naming them.
  const messages = (await smtp.waitForMessages(1 + 31)).slice(1);
  // The sender has delivered everything due and found nothing more: a 33rd mail would be here.
  await server.settled();
  expect(smtp.messages).toHaveLength(32);
  const byRecipient = new Map<string, string>();
  for (const message of messages) {
    const mail = await parseMail(message.raw);
    byRecipient.set(message.to[0]!.toLowerCase(), mail.text ?? '');
  }
  for (const response of created) {
    expect(byRecipient.get(response.email)).toContain(`Dear ${response.name},`);
  }
});
