import type { Knex } from 'knex';

export async function up(db: Knex): Promise<void> {
  const mysql = db.client.config.client === 'mysql2';
  await db.schema.createTable('admins', (t) => {
    t.increments('id').primary();
    t.string('email', 254).notNullable().unique();
    t.string('password_hash', 100).notNullable();
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.datetime('updated_at', { precision: 3 }).notNullable();
    if (mysql) t.charset('utf8mb4');
  });
  // Sessions live in the database so every API process sees a login, a logout and an expiry.
  await db.schema.createTable('admin_sessions', (t) => {
    // SHA-256 of the bearer token: a leaked table does not hand out working tokens.
    t.string('token_hash', 64).primary();
    t.integer('admin_id').unsigned().notNullable().references('id').inTable('admins').onDelete('CASCADE');
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.datetime('expires_at', { precision: 3 }).notNullable().index();
    if (mysql) t.charset('utf8mb4');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('admin_sessions');
  await db.schema.dropTable('admins');
}
