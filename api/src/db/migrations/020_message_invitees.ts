import type { Knex } from 'knex';

/**
 * Messages to invitees (issue 32, the audience `invitation: "not_registered"`): a recipient row is
 * a registrant or an invitation, exactly one of the two. `registrant_id` becomes nullable and
 * `invitation_id` joins it; UNIQUE(message_id, invitation_id) is the resume point for invitees as
 * UNIQUE(message_id, registrant_id) is for registrants (NULLs never collide, so each index only
 * counts its own kind). An invitation's rows go with it (the retention purge, or a deletion).
 *
 * SQLite cannot change a column's nullability or add a CHECK in place: the table is copied.
 */
const EXACTLY_ONE = '(registrant_id IS NULL) <> (invitation_id IS NULL)';

export async function up(db: Knex): Promise<void> {
  if (db.client.config.client === 'mysql2') {
    await db.raw('ALTER TABLE message_recipients MODIFY registrant_id INT UNSIGNED NULL');
    await db.schema.alterTable('message_recipients', (t) => {
      t.integer('invitation_id').unsigned().nullable().references('id').inTable('invitations').onDelete('CASCADE');
      t.unique(['message_id', 'invitation_id'], { indexName: 'message_recipients_invitee_once' });
    });
    await db.raw(`ALTER TABLE message_recipients ADD CONSTRAINT message_recipients_one_of CHECK (${EXACTLY_ONE})`);
    return;
  }
  await db.schema.createTable('message_recipients_new', (t) => {
    t.increments('id').primary();
    t.integer('message_id').unsigned().notNullable().references('id').inTable('messages').onDelete('CASCADE');
    t.integer('registrant_id').unsigned().nullable().references('id').inTable('registrants').onDelete('CASCADE');
    t.integer('invitation_id').unsigned().nullable().references('id').inTable('invitations').onDelete('CASCADE');
    t.string('mail_message_id', 255).notNullable();
    t.string('locale', 2).notNullable();
    t.datetime('queued_at', { precision: 3 }).notNullable();
    t.check(EXACTLY_ONE, [], 'message_recipients_one_of');
  });
  await db.raw(
    'INSERT INTO message_recipients_new (id, message_id, registrant_id, invitation_id, mail_message_id, locale, queued_at) ' +
      'SELECT id, message_id, registrant_id, NULL, mail_message_id, locale, queued_at FROM message_recipients',
  );
  await db.schema.dropTable('message_recipients');
  await db.schema.renameTable('message_recipients_new', 'message_recipients');
  await db.schema.alterTable('message_recipients', (t) => {
    t.unique(['message_id', 'registrant_id'], { indexName: 'message_recipients_once' });
    t.unique(['message_id', 'invitation_id'], { indexName: 'message_recipients_invitee_once' });
    t.index(['registrant_id'], 'message_recipients_registrant');
    t.index(['invitation_id'], 'message_recipients_invitation');
  });
}

export async function down(db: Knex): Promise<void> {
  // Invitee rows have no registrant to keep them under the old NOT NULL.
  await db('message_recipients').whereNull('registrant_id').delete();
  if (db.client.config.client === 'mysql2') {
    await db.raw('ALTER TABLE message_recipients DROP CONSTRAINT message_recipients_one_of');
    await db.schema.alterTable('message_recipients', (t) => {
      t.dropForeign(['invitation_id']);
      t.dropUnique(['message_id', 'invitation_id'], 'message_recipients_invitee_once');
      t.dropColumn('invitation_id');
    });
    await db.raw('ALTER TABLE message_recipients MODIFY registrant_id INT UNSIGNED NOT NULL');
    return;
  }
  // As 013 made it (the CHECK names invitation_id, so the table is copied back rather than altered).
  await db.schema.createTable('message_recipients_old', (t) => {
    t.increments('id').primary();
    t.integer('message_id').unsigned().notNullable().references('id').inTable('messages').onDelete('CASCADE');
    t.integer('registrant_id').unsigned().notNullable().references('id').inTable('registrants').onDelete('CASCADE');
    t.string('mail_message_id', 255).notNullable();
    t.string('locale', 2).notNullable();
    t.datetime('queued_at', { precision: 3 }).notNullable();
  });
  await db.raw(
    'INSERT INTO message_recipients_old (id, message_id, registrant_id, mail_message_id, locale, queued_at) ' +
      'SELECT id, message_id, registrant_id, mail_message_id, locale, queued_at FROM message_recipients',
  );
  await db.schema.dropTable('message_recipients');
  await db.schema.renameTable('message_recipients_old', 'message_recipients');
  await db.schema.alterTable('message_recipients', (t) => {
    t.unique(['message_id', 'registrant_id'], { indexName: 'message_recipients_once' });
    t.index(['registrant_id'], 'message_recipients_registrant');
  });
}
