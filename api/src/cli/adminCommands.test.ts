import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TEST_OTP_SECRET, TEST_PASSWORD_COST, loginToken, type TestForum, startTestForum } from '../testing';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, runAdminCli } from './adminCommands';

let forum: TestForum;

beforeAll(async () => {
  forum = await startTestForum({ admin: null });
});

afterEach(async () => {
  // Each test starts with no admins; sessions and throttle rows go with them.
  await forum.db('admin_recovery_codes').delete();
  await forum.db('admin_sessions').delete();
  await forum.db('admins').delete();
  await forum.db('rate_limits').delete();
});

afterAll(async () => {
  await forum.close();
});

/**
 * Runs one command the way admin.ts would, with captured output. `answers` are what a person
 * types at the prompt, in order; null stands for no terminal at all.
 */
async function run(argv: string[], options: { env?: Record<string, string>; answers?: string[] | null } = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const asked: string[] = [];
  const answers = options.answers === undefined ? [] : options.answers;
  const prompt =
    answers === null
      ? null
      : async (message: string) => {
          asked.push(message);
          const answer = answers.shift();
          if (answer === undefined) throw new Error(`unexpected prompt: ${message}`);
          return answer;
        };
  const code = await runAdminCli(argv, {
    db: forum.db,
    env: options.env ?? {},
    prompt,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    passwordCost: TEST_PASSWORD_COST,
  });
  return { code, out: out.join('\n'), err: err.join('\n'), asked };
}

const PASSWORD = 'first password 1';
const withPassword = (password = PASSWORD) => ({ env: { ADMIN_PASSWORD: password } });

describe('admin create and list', () => {
  it('creates an admin under the lower-cased e-mail and lists it without any hash', async () => {
    const created = await run(['create', '--email', '  Ops@Forum.TEST '], withPassword());
    expect(created).toMatchObject({ code: EXIT_OK, err: '' });
    expect(created.out).toContain('ops@forum.test');

    const listed = await run(['list']);
    expect(listed.code).toBe(EXIT_OK);
    expect(listed.out).toContain('ops@forum.test');
    expect(listed.out).not.toContain('Ops@Forum.TEST');
    const [row] = await forum.db('admins').select('password_hash');
    expect(listed.out).not.toContain(String(row?.password_hash));
    expect(listed.out).not.toMatch(/\$2[aby]\$/);
  });

  it('says so when there are no admins', async () => {
    const listed = await run(['list']);
    expect(listed).toMatchObject({ code: EXIT_OK });
    expect(listed.out).toMatch(/no admins/i);
  });

  it('refuses a second admin with the same e-mail, whatever its case', async () => {
    await run(['create', '--email', 'ops@forum.test'], withPassword());
    const again = await run(['create', '--email', 'OPS@forum.test'], withPassword('another password'));
    expect(again.code).toBe(EXIT_FAILED);
    expect(again.err).toBe('error: An admin ops@forum.test already exists');
    expect(await forum.db('admins').count({ n: '*' })).toEqual([{ n: 1 }]);
  });

  it('refuses a password shorter than 12 characters', async () => {
    const short = await run(['create', '--email', 'ops@forum.test'], withPassword('eleven char'));
    expect(short.code).toBe(EXIT_FAILED);
    expect(short.err).toBe('error: The password must be at least 12 characters');
    expect((await run(['list'])).out).not.toContain('ops@forum.test');
  });

  it('refuses an address that is not an e-mail', async () => {
    const bad = await run(['create', '--email', 'ops'], withPassword());
    expect(bad).toMatchObject({ code: EXIT_FAILED, err: 'error: "ops" is not an e-mail address' });
  });
});

describe('roles and authenticators', () => {
  it('makes the first admin a manager whatever --role says, later ones staff unless --role manager', async () => {
    const first = await run(['create', '--email', 'first@forum.test', '--role', 'staff'], withPassword());
    expect(first.out).toMatch(/as manager \(the first admin is always a manager\)/);
    await run(['create', '--email', 'second@forum.test'], withPassword());
    await run(['create', '--email', 'third@forum.test', '--role', 'manager'], withPassword());
    const roles = await forum.db('admins').select('email', 'role', 'otp_secret').orderBy('id');
    expect(roles).toEqual([
      { email: 'first@forum.test', role: 'manager', otp_secret: null },
      { email: 'second@forum.test', role: 'staff', otp_secret: null },
      { email: 'third@forum.test', role: 'manager', otp_secret: null },
    ]);
    expect((await run(['list'])).out).toMatch(/second@forum\.test {2}staff, authenticator not set up/);
  });

  it('changes a role and forgets an authenticator, each an account_change in the access log', async () => {
    await run(['create', '--email', 'ops@forum.test'], withPassword());
    await forum.db('admins').update({ otp_secret: TEST_OTP_SECRET });
    expect((await run(['set-role', '--email', 'ops@forum.test', '--role', 'staff'])).out).toBe(
      'ops@forum.test is now staff',
    );
    expect((await run(['reset-otp', '--email', 'ops@forum.test'])).code).toBe(EXIT_OK);
    expect(await forum.db('admins').select('role', 'otp_secret')).toEqual([{ role: 'staff', otp_secret: null }]);
    const changes = await forum
      .db('access_log')
      .where({ action: 'account_change' })
      .orderBy('id', 'desc')
      .limit(3)
      .select('account', 'detail');
    expect(changes.map((row) => JSON.parse(row.detail).change)).toEqual(['otp_reset', 'role', 'created']);
    expect(changes[0].account).toMatch(/^cli:/);
  });

  it('refuses an unknown role', async () => {
    const bad = await run(['create', '--email', 'ops@forum.test', '--role', 'owner'], withPassword());
    expect(bad.code).toBe(EXIT_USAGE);
    expect((await run(['set-role', '--email', 'ops@forum.test'])).code).toBe(EXIT_USAGE);
  });
});

describe('admin passwords from the prompt', () => {
  it('asks twice and creates the admin when both match', async () => {
    const created = await run(['create', '--email', 'ops@forum.test'], { answers: [PASSWORD, PASSWORD] });
    expect(created.code).toBe(EXIT_OK);
    expect(created.asked).toHaveLength(2);
  });

  it('fails when the two answers differ', async () => {
    const created = await run(['create', '--email', 'ops@forum.test'], { answers: [PASSWORD, 'first password 2'] });
    expect(created).toMatchObject({ code: EXIT_FAILED, err: 'error: The passwords do not match' });
    expect((await run(['list'])).out).not.toContain('ops@forum.test');
  });

  it('refuses a short password before asking for it again', async () => {
    const created = await run(['create', '--email', 'ops@forum.test'], { answers: ['short'] });
    expect(created).toMatchObject({ code: EXIT_FAILED, err: 'error: The password must be at least 12 characters' });
    expect(created.asked).toHaveLength(1);
  });

  it('fails without ADMIN_PASSWORD when there is no terminal to ask, never using a default', async () => {
    const created = await run(['create', '--email', 'ops@forum.test'], { answers: null });
    expect(created.code).toBe(EXIT_FAILED);
    expect(created.err).toMatch(/^error: .*ADMIN_PASSWORD/);
    expect((await run(['list'])).out).not.toContain('ops@forum.test');
  });

  it('prefers ADMIN_PASSWORD to the prompt', async () => {
    const created = await run(['create', '--email', 'ops@forum.test'], { ...withPassword(), answers: [] });
    expect(created.code).toBe(EXIT_OK);
    expect(created.asked).toEqual([]);
  });
});

describe('admin remove', () => {
  it('removes the admin', async () => {
    await run(['create', '--email', 'ops@forum.test'], withPassword());
    const removed = await run(['remove', '--email', 'Ops@Forum.test']);
    expect(removed.code).toBe(EXIT_OK);
    expect((await run(['list'])).out).not.toContain('ops@forum.test');
  });

  it('fails for an unknown admin', async () => {
    const removed = await run(['remove', '--email', 'nobody@forum.test']);
    expect(removed).toMatchObject({ code: EXIT_FAILED, err: 'error: No admin nobody@forum.test' });
  });
});

describe('admin reset-password', () => {
  it('changes the password and ends the sessions opened with the old one', async () => {
    await run(['create', '--email', 'ops@forum.test'], withPassword());
    // As if ops had set up their authenticator at a first login.
    await forum.db('admins').where({ email: 'ops@forum.test' }).update({ otp_secret: TEST_OTP_SECRET });
    const server = await forum.startServer();
    try {
      const oldToken = await loginToken(server, {
        email: 'ops@forum.test',
        password: PASSWORD,
        otpSecret: TEST_OTP_SECRET,
      });
      const authorised = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });
      expect((await server.request('/api/user/list', authorised(oldToken))).status).toBe(200);

      const newPassword = 'second password 2';
      const reset = await run(['reset-password', '--email', 'OPS@forum.test'], withPassword(newPassword));
      expect(reset.code).toBe(EXIT_OK);

      expect((await server.request('/api/user/list', authorised(oldToken))).status).toBe(401);
      const oldLogin = await server.request('/api/user/login', {
        json: { email: 'ops@forum.test', password: PASSWORD },
      });
      expect(oldLogin.status).toBe(401);
      const newToken = await loginToken(server, {
        email: 'ops@forum.test',
        password: newPassword,
        otpSecret: TEST_OTP_SECRET,
      });
      expect((await server.request('/api/user/list', authorised(newToken))).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('fails for an unknown admin without asking for a password', async () => {
    const reset = await run(['reset-password', '--email', 'nobody@forum.test'], { answers: [] });
    expect(reset).toMatchObject({ code: EXIT_FAILED, err: 'error: No admin nobody@forum.test', asked: [] });
  });

  it('refuses a short new password and keeps the old one', async () => {
    await run(['create', '--email', 'ops@forum.test'], withPassword());
    const [before] = await forum.db('admins').select('password_hash');
    const reset = await run(['reset-password', '--email', 'ops@forum.test'], withPassword('too short'));
    expect(reset.code).toBe(EXIT_FAILED);
    expect(await forum.db('admins').select('password_hash')).toEqual([before]);
  });
});

describe('admin usage', () => {
  it('prints the usage for --help', async () => {
    const help = await run(['--help']);
    expect(help.code).toBe(EXIT_OK);
    expect(help.out).toMatch(/^Usage:/);
  });

  it.each([
    [[]],
    [['frobnicate']],
    [['create']],
    [['remove', '--email']],
    [['list', '--email', 'a@b.c']],
    [['list', '--bogus']],
  ])('exits 2 with the usage for %j', async (argv) => {
    const bad = await run(argv);
    expect(bad.code).toBe(EXIT_USAGE);
    expect(bad.err).toMatch(/^error: /);
    expect(bad.err).toContain('Usage:');
  });
});
