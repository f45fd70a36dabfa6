/**
 * Line feeds, tabs and Unicode format characters (bidi controls, zero-width characters, the BOM)
 * through every door a registrant's text comes in by: the form, the manage link, an admin's edit
 * and a walk-in. And a name that is legal but awkward for iCalendar (`"`, `;`, `,`, `:`) reaches
 * the calendar file whole.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import {
  type TestForum,
  type TestSmtpServer,
  loginToken,
  manageLinkIn,
  parseMail,
  startTestForum,
  startTestSmtpServer,
  validRegistration,
} from '../../testing';

let smtp: TestSmtpServer;
let forum: TestForum;
let adminToken: string;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  forum = await startTestForum({ smtpUrl: smtp.url, mailSender: { pollIntervalMs: 50 } });
  adminToken = await loginToken(forum, forum.admin);
});

afterAll(async () => {
  await forum.close();
  await smtp.close();
});

const SINGLE_LINE_FIELDS = ['company', 'name', 'title', 'email', 'phone'] as const;

/** Each refused character, placed inside a value that is otherwise valid for its field. */
const LINE_BREAKS_AND_TABS = { 'line feed': '\n', tab: '\t', 'line separator': '\u2028' };
const FORMAT_CHARACTERS = {
  'right-to-left override': '\u202E',
  'left-to-right isolate': '\u2066',
  'pop directional isolate': '\u2069',
  'zero-width space': '\u200B',
  'zero-width joiner': '\u200D',
  'byte order mark': '\uFEFF',
};

function valueWith(field: string, character: string): string {
  switch (field) {
    case 'email':
      return `jane${character}doe@example.com`;
    case 'phone':
      return `010${character}1234 5678`;
    default:
      return `Han${character}River`;
  }
}

async function errorBody(res: Response) {
  return { status: res.status, body: (await res.json()) as { error: { code: string; fields?: object } } };
}

const refused = (field: string) => ({
  status: 400,
  body: { error: { code: 'validation', fields: { [field]: 'control_characters' } } },
});

describe('registration (POST /api/user)', () => {
  for (const field of SINGLE_LINE_FIELDS) {
    for (const [label, character] of Object.entries({ ...LINE_BREAKS_AND_TABS, ...FORMAT_CHARACTERS })) {
      it(`refuses a ${label} in ${field}`, async () => {
        const res = await forum.request('/api/user', {
          json: validRegistration({ [field]: valueWith(field, character) }),
        });
        expect(await errorBody(res)).toMatchObject(refused(field));
      });
    }
  }

  it('refuses a BOM or a line feed at the very start or end too (not trimmed away unseen)', async () => {
    for (const name of ['\uFEFFJane Doe', 'Jane Doe\n', '\u200BJane']) {
      const res = await forum.request('/api/user', { json: validRegistration({ name }) });
      expect(await errorBody(res)).toMatchObject(refused('name'));
    }
  });

  for (const [label, character] of Object.entries(FORMAT_CHARACTERS)) {
    it(`refuses a ${label} in the Other words`, async () => {
      const res = await forum.request('/api/user', {
        json: validRegistration({ about: 'other', aboutOther: `Linked${character}In` }),
      });
      expect(await errorBody(res)).toMatchObject(refused('aboutOther'));
    });
  }

  it('answers in the visitor’s language and stores nothing', async () => {
    const before = await forum.db('registrants').count({ n: '*' });
    for (const [language, message] of [
      ['en', 'Please check the highlighted fields.'],
      ['ko', '입력 항목을 확인해 주세요.'],
    ] as const) {
      const res = await forum.request('/api/user', {
        json: validRegistration({ name: 'Jane\u202EDoe' }),
        headers: { 'Accept-Language': language },
      });
      expect(await res.json()).toEqual({
        error: { code: 'validation', message, fields: { name: 'control_characters' } },
      });
    }
    expect(await forum.db('registrants').count({ n: '*' })).toEqual(before);
  });

  it('keeps Korean and accented names and the Other words; refuses line breaks and tabs in those one-line words', async () => {
    const body = validRegistration({ name: '홍길동 Renée', about: 'other', aboutOther: '뉴스레터 and a friend' });
    const res = await forum.request('/api/user', { json: body });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    expect(await forum.db('registrants').where({ id }).first('name', 'about', 'about_other')).toEqual({
      name: '홍길동 Renée',
      about: 'other',
      about_other: '뉴스레터 and a friend',
    });
    const broken = await forum.request('/api/user', {
      json: validRegistration({ about: 'other', aboutOther: 'Newsletter\nand\ta friend' }),
    });
    expect(await errorBody(broken)).toMatchObject(refused('aboutOther'));
  });
});

describe('emoji sequences', () => {
  const ACCEPTED = {
    'a joiner sequence': 'Alex 👩‍💻 Kim',
    'a skin tone before the joiner': 'Sam 👨🏽‍💻 Lee',
    'a variation selector and a joiner': 'Pride 🏳️‍🌈 Park',
    'a family of joiners and a selector': '김하나 👩‍❤️‍👨',
    'a variation selector alone': 'Ji-woo ❤️',
    'a keycap': 'Team 1️⃣',
    'a flag': 'Min 🇰🇷',
    'a subdivision flag (tag characters)': 'Ewan 🏴󠁧󠁢󠁳󠁣󠁴󠁿',
  };
  for (const [label, name] of Object.entries(ACCEPTED)) {
    it(`accepts and stores ${label} in a name whole (${name})`, async () => {
      const res = await forum.request('/api/user', { json: validRegistration({ name }) });
      expect(res.status, JSON.stringify(await res.clone().text())).toBe(201);
      const { id } = (await res.json()) as { id: number };
      expect((await forum.db('registrants').where({ id }).first('name')) as { name: string }).toEqual({ name });
    });
  }

  const REFUSED = {
    'a joiner between letters': 'Alex\u200DKim',
    'a joiner after an emoji, before a space': 'Alex 👩\u200D Kim',
    'a joiner before an emoji': 'Alex \u200D💻 Kim',
    'a joiner at the end after an emoji': 'Alex 👩\u200D',
    'a zero-width space beside an emoji': 'Alex 👩\u200B💻',
    'a right-to-left override after an emoji sequence': 'Alex 👩‍💻\u202E Kim',
    'a left-to-right isolate inside a joiner sequence': 'Alex 👩\u2066\u200D💻',
    'tag characters without a flag': 'Alex \u{E0067}\u{E0062}\u{E007F}',
  };
  for (const [label, name] of Object.entries(REFUSED)) {
    it(`refuses ${label}`, async () => {
      const res = await forum.request('/api/user', { json: validRegistration({ name }) });
      expect(await errorBody(res)).toMatchObject(refused('name'));
    });
  }

  it('accepts a joiner sequence in company and title too, and through an admin’s edit', async () => {
    const res = await forum.request('/api/user', {
      json: validRegistration({ company: 'Code 👩‍💻 Lab', title: 'Lead 🧑‍🚀' }),
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const edit = await forum.request(`/api/user/${id}`, {
      method: 'PATCH',
      json: { name: 'Alex 👩‍💻 Kim' },
      headers: { Authorization: `Bearer ${adminToken}` },
    });
    expect(edit.status).toBe(200);
    expect(await forum.db('registrants').where({ id }).first('name', 'company', 'title')).toEqual({
      name: 'Alex 👩‍💻 Kim',
      company: 'Code 👩‍💻 Lab',
      title: 'Lead 🧑‍🚀',
    });
  });
});

/** Registers and reads the manage token out of the delivered confirmation. */
async function registerWithLink(overrides: Record<string, unknown> = {}) {
  const body = validRegistration(overrides);
  const before = smtp.messages.length;
  const res = await forum.request('/api/user', { json: body });
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: number };
  for (let count = before + 1; ; count += 1) {
    const found = (await smtp.waitForMessages(count)).slice(before).find((m) => m.to.includes(body.email as string));
    if (found) return { id, body, mail: await parseMail(found.raw) };
  }
}

describe('the other doors: manage link, admin edit, walk-in', () => {
  it('refuses them in a change through the manage link', async () => {
    const { mail } = await registerWithLink();
    const token = manageLinkIn(mail)!.token;
    for (const [field, value] of [
      ['company', 'Han\nRiver'],
      ['title', 'Partner\tand CEO'],
      ['name', 'Jane\u2066Doe'],
      ['aboutOther', 'Linked\u200BIn'],
    ] as const) {
      const change = field === 'aboutOther' ? { about: 'other', aboutOther: value } : { [field]: value };
      const res = await forum.request(`/api/registration/${token}`, { method: 'PATCH', json: change });
      expect(await errorBody(res)).toMatchObject(refused(field));
    }
  });

  it('refuses them in an admin’s edit', async () => {
    const { id } = await registerWithLink();
    for (const [field, value] of [
      ['name', 'Jane\nDoe'],
      ['phone', '010\t1234'],
      ['company', '\uFEFFHan River'],
      ['aboutOther', 'Linked\u202EIn'],
    ] as const) {
      const res = await forum.request(`/api/user/${id}`, {
        method: 'PATCH',
        json: field === 'aboutOther' ? { about: 'other', aboutOther: value } : { [field]: value },
        headers: { Authorization: `Bearer ${adminToken}` },
      });
      expect(await errorBody(res)).toMatchObject(refused(field));
    }
  });

  it('refuses them in a walk-in', async () => {
    const res = await forum.request('/api/user/onsite', {
      json: { ...validRegistration({ title: 'Partner\nCEO' }), day: 1, desk: 'Lobby' },
      headers: { Authorization: `Bearer ${adminToken}` },
    });
    expect(await errorBody(res)).toMatchObject(refused('title'));
  });
});

describe('the calendar file', () => {
  it('keeps a name with a double quote, semicolon, comma, colon and caret whole in the attendee’s CN', async () => {
    const name = 'Jane "JD" Doe; Kim, Lee: ^Park';
    const { mail, body } = await registerWithLink({ name });
    const calendar = mail.attachments.find((attachment) => attachment.contentType === 'text/calendar');
    const text = calendar!.content.toString('utf8');
    const component = new ICAL.Component(ICAL.parse(text));
    const events = component.getAllSubcomponents('vevent');
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) {
      const attendees = event.getAllProperties('attendee');
      expect(attendees).toHaveLength(1);
      expect(attendees[0]!.getParameter('cn')).toBe(name);
      expect(String(attendees[0]!.getFirstValue()).toLowerCase()).toBe(`mailto:${body.email as string}`);
      // The other properties are still there: the quote did not swallow the rest of the line.
      expect(event.getFirstPropertyValue('uid')).toBeTruthy();
    }
  });
});
