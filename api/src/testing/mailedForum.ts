/**
 * A test forum whose mail really goes out: a test SMTP server, the app with its mail sender
 * delivering to it at once, sessions given a capacity by a manager (as a waiting-list test needs),
 * and `nextMailTo` to wait for the message an action sends someone, parsed back.
 */
import type { ParsedMail } from 'mailparser';
import { bearer } from './registrantCalls';
import { loginToken } from './fixtures';
import { type TestSmtpServer, parseMail, startTestSmtpServer } from './smtpServer';
import { type TestForum, type TestForumOptions, startTestForum } from './testForum';

export interface MailedForum {
  forum: TestForum;
  smtp: TestSmtpServer;
  /** Does `action` and answers the one message that arrives for `email`. */
  nextMailTo(email: string, action: () => Promise<unknown>): Promise<ParsedMail>;
  close(): Promise<void>;
}

export async function startMailedForum(
  options: TestForumOptions & { capacities?: Record<string, number> } = {},
): Promise<MailedForum> {
  const { capacities = {}, ...forumOptions } = options;
  const smtp = await startTestSmtpServer();
  const forum = await startTestForum({ ...forumOptions, smtpUrl: smtp.url, mailSender: { pollIntervalMs: 50 } });
  const sessions = Object.entries(capacities);
  const token = sessions.length > 0 ? await loginToken(forum, forum.admin) : '';
  for (const [session, capacity] of sessions) {
    const res = await forum.request(`/api/admin/sessions/${session}`, {
      method: 'PUT',
      json: { capacity },
      headers: bearer(token),
    });
    if (res.status !== 200) throw new Error(`capacity of ${session}: ${res.status}`);
  }
  return {
    forum,
    smtp,
    async nextMailTo(email, action) {
      const before = smtp.messages.length;
      await action();
      for (let wanted = before + 1; ; wanted += 1) {
        const received = (await smtp.waitForMessages(wanted)).slice(before);
        const mine = received.find((message) => message.to.includes(email));
        if (mine) return parseMail(mine.raw);
      }
    },
    async close() {
      await forum.close();
      await smtp.close();
    },
  };
}
