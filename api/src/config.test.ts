import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EDITION } from '@forum/shared';
import { ConfigError, REPO_ROOT, loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to the embedded SQLite file under data/ on port 3000', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ client: 'sqlite', filename: path.join(REPO_ROOT, 'data', 'forum.sqlite') });
    expect(config.registrationRateLimit).toBe(20);
    expect(config.trustProxy).toBe(false);
    expect(config.corsOrigins).toEqual([]);
    expect(config.adminIdleMinutes).toBe(30);
    expect(config.adminAllowedIps).toEqual([]);
    expect(config.accessLogRetentionDays).toBe(730);
  });

  it('reads the admin accountability settings, blank meaning the default', () => {
    expect(
      loadConfig({
        ADMIN_IDLE_MINUTES: '15',
        ADMIN_ALLOWED_IPS: '10.0.0.0/8, 2001:db8::/32',
        ACCESS_LOG_RETENTION_DAYS: '1095',
      }),
    ).toMatchObject({
      adminIdleMinutes: 15,
      adminAllowedIps: ['10.0.0.0/8', '2001:db8::/32'],
      accessLogRetentionDays: 1095,
    });
    expect(loadConfig({ ADMIN_IDLE_MINUTES: '', ACCESS_LOG_RETENTION_DAYS: ' ' })).toMatchObject({
      adminIdleMinutes: 30,
      accessLogRetentionDays: 730,
    });
  });

  it('applies migrations on start unless MIGRATE_ON_START turns it off', () => {
    expect(loadConfig({}).migrateOnStart).toBe(true);
    expect(loadConfig({ MIGRATE_ON_START: '' }).migrateOnStart).toBe(true);
    expect(loadConfig({ MIGRATE_ON_START: 'true' }).migrateOnStart).toBe(true);
    expect(loadConfig({ MIGRATE_ON_START: 'false' }).migrateOnStart).toBe(false);
    expect(loadConfig({ MIGRATE_ON_START: '0' }).migrateOnStart).toBe(false);
    expect(() => loadConfig({ MIGRATE_ON_START: 'sometimes' })).toThrow(/MIGRATE_ON_START: must be true or false/);
  });

  it('points SITE_URL at PORT when SITE_URL is unset, so mail links work on any port', () => {
    expect(loadConfig({ PORT: '3101' }).siteUrl).toBe('http://localhost:3101');
    expect(loadConfig({ PORT: '3101', SITE_URL: ' ' }).siteUrl).toBe('http://localhost:3101');
    expect(loadConfig({}).siteUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '3101', SITE_URL: 'https://forum.example' }).siteUrl).toBe('https://forum.example');
  });

  it('switches to MySQL for a mysql:// URL and reads every documented variable', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'mysql://forum:secret@db:3306/forum',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      SITE_URL: 'https://forum.example/',
      TRUST_PROXY: 'true',
      REGISTRATION_OPENS_AT: '2025-08-01T00:00:00+09:00',
      REGISTRATION_CLOSES_AT: '2025-09-21T23:59:59+09:00',
      REGISTRATION_RATE_LIMIT: '0',
      CONTACT_EMAIL: 'forum@example.com',
      CONTACT_PHONE: '+82-2-123-4567',
      RETENTION_UNTIL: EDITION.retentionUntil,
    });
    expect(config).toMatchObject({
      port: 8080,
      database: { client: 'mysql', url: 'mysql://forum:secret@db:3306/forum' },
      corsOrigins: ['https://a.example', 'https://b.example'],
      siteUrl: 'https://forum.example',
      trustProxy: true,
      registrationRateLimit: 0,
      contactEmail: 'forum@example.com',
      contactPhone: '+82-2-123-4567',
      retentionUntil: EDITION.retentionUntil,
    });
    expect(config.registrationOpensAt?.toISOString()).toBe('2025-07-31T15:00:00.000Z');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'postgres://x/y' }, 'DATABASE_URL'],
    [{ REGISTRATION_OPENS_AT: 'next monday' }, 'REGISTRATION_OPENS_AT'],
    [{ REGISTRATION_RATE_LIMIT: '-1' }, 'REGISTRATION_RATE_LIMIT'],
    [{ RETENTION_UNTIL: '2025-02-30' }, 'RETENTION_UNTIL'],
    [{ RETENTION_UNTIL: '31/12/2025' }, 'RETENTION_UNTIL'],
    [{ CORS_ORIGINS: 'forum.example' }, 'CORS_ORIGINS'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY'],
    [{ ADMIN_IDLE_MINUTES: '0' }, 'ADMIN_IDLE_MINUTES'],
    [{ ADMIN_IDLE_MINUTES: 'half an hour' }, 'ADMIN_IDLE_MINUTES'],
    [{ ADMIN_ALLOWED_IPS: '10.0.0.0/40' }, 'ADMIN_ALLOWED_IPS'],
    [{ ADMIN_ALLOWED_IPS: 'office' }, 'ADMIN_ALLOWED_IPS'],
    [{ ACCESS_LOG_RETENTION_DAYS: '30' }, 'ACCESS_LOG_RETENTION_DAYS'],
    [
      { REGISTRATION_OPENS_AT: '2025-09-02T00:00:00Z', REGISTRATION_CLOSES_AT: '2025-09-01T00:00:00Z' },
      'REGISTRATION_OPENS_AT',
    ],
  ])('fails fast naming the bad variable: %j', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });

  it("keeps the current edition's own retention date: unset is the file's, another date refuses to start", () => {
    expect(loadConfig({}).retentionUntil).toBe(EDITION.retentionUntil);
    // A day later than the edition file (what the consent notice promised): refused, naming both dates.
    const later = new Date(Date.parse(`${EDITION.retentionUntil}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(() => loadConfig({ RETENTION_UNTIL: later })).toThrow(ConfigError);
    expect(() => loadConfig({ RETENTION_UNTIL: later })).toThrow(
      `RETENTION_UNTIL: is ${later}, but the ${EDITION.year} edition's file promises ${EDITION.retentionUntil}`,
    );
  });

  it('never takes the edition from FORUM_EDITION: the current one is the published one', () => {
    for (const year of ['1999', 'next', String(EDITION.year + 1)]) {
      const env = { FORUM_EDITION: year, FORUM_EDITION_SAMPLES: '1' };
      expect(loadConfig(env).retentionUntil).toBe(EDITION.retentionUntil);
    }
  });

  it('reads the mail settings: SMTP_URL, MAIL_FROM, MAIL_REPLY_TO, MAIL_DIR', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://forum:s3cret@mail.example.com:465',
      MAIL_FROM: 'Investor Forum <noreply@forum.example>',
      MAIL_REPLY_TO: 'office@forum.example',
      MAIL_DIR: 'tmp/mail',
    });
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://forum:s3cret@mail.example.com:465',
      from: { address: 'noreply@forum.example', name: 'Investor Forum' },
      replyTo: 'office@forum.example',
      dir: path.join(REPO_ROOT, 'tmp', 'mail'),
      ratePerMinute: 300,
    });
  });

  it('without SMTP_URL writes .eml files to data/mail, sent from the contact address', () => {
    const config = loadConfig({ CONTACT_EMAIL: 'office@forum.example' });
    expect(config.mail).toEqual({
      smtpUrl: null,
      from: { address: 'office@forum.example', name: null },
      replyTo: null,
      dir: path.join(REPO_ROOT, 'data', 'mail'),
      ratePerMinute: 300,
    });
  });

  it('reads MAIL_RATE_PER_MINUTE and refuses a rate below one a minute', () => {
    expect(loadConfig({ MAIL_RATE_PER_MINUTE: '60' }).mail.ratePerMinute).toBe(60);
    expect(() => loadConfig({ MAIL_RATE_PER_MINUTE: '0' })).toThrow(/MAIL_RATE_PER_MINUTE/);
  });

  it.each([
    [{ SMTP_URL: 'http://mail.example.com' }, 'SMTP_URL'],
    [{ SMTP_URL: 'smtp://' }, 'SMTP_URL'],
    [{ MAIL_FROM: 'not an address' }, 'MAIL_FROM'],
    [{ MAIL_FROM: 'a@example.com, b@example.com' }, 'MAIL_FROM'],
    [{ MAIL_REPLY_TO: 'nobody' }, 'MAIL_REPLY_TO'],
  ])('refuses bad mail settings, naming them: %j', (env, name) => {
    expect(() => loadConfig(env)).toThrow(name);
  });

  it('never repeats the SMTP password in its complaint', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtpx://user:hunter2@mail.example.com' })).toThrow(/^(?![\s\S]*hunter2)/);
  });
});
