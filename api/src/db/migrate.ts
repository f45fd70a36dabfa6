import type { Knex } from 'knex';
import type { Database } from './database';
import * as registrants from './migrations/001_registrants';
import * as admins from './migrations/002_admins';
import * as rateLimits from './migrations/003_rate_limits';
import * as mailOutbox from './migrations/004_mail_outbox';
import * as registrationLinks from './migrations/005_registration_links';
import * as adminRolesAndOtp from './migrations/006_admin_roles_and_otp';
import * as accessLog from './migrations/007_access_log';
import * as retentionPurge from './migrations/008_retention_purge';
import * as checkins from './migrations/009_checkins';
import * as registrantEmailKey from './migrations/010_registrant_email_key';
import * as adminHardening from './migrations/011_admin_hardening';
import * as sessionSeats from './migrations/012_session_seats';
import * as messages from './migrations/013_messages';
import * as meetings from './migrations/014_meetings';
import * as placesCounts from './migrations/015_places_counts';
import * as accessLogSeal from './migrations/016_access_log_seal';
import * as messageFailure from './migrations/017_message_failure';
import * as approvalAndInvitations from './migrations/018_approval_and_invitations';
import * as editions from './migrations/019_editions';
import * as messageInvitees from './migrations/020_message_invitees';
import * as approvalOneTruth from './migrations/021_approval_one_truth';
import * as editionsTable from './migrations/022_editions_table';
import * as waitingNumberIndex from './migrations/023_waiting_number_index';
import * as adminSetupCodes from './migrations/024_admin_setup_codes';
import * as media from './migrations/025_media';
import * as heardFromChoices from './migrations/026_heard_from_choices';
import * as sitePages from './migrations/027_site_pages';
import * as editionRequired from './migrations/028_edition_required';
import * as editionVersions from './migrations/029_edition_versions';

// Listed here rather than read from a folder, so migrations work the same under tsx, in tests and
// in any bundle. Append new ones; never rename or edit one that has shipped.
const MIGRATIONS: Record<string, Knex.Migration> = {
  '001_registrants': registrants,
  '002_admins': admins,
  '003_rate_limits': rateLimits,
  '004_mail_outbox': mailOutbox,
  '005_registration_links': registrationLinks,
  '006_admin_roles_and_otp': adminRolesAndOtp,
  '007_access_log': accessLog,
  '008_retention_purge': retentionPurge,
  '009_checkins': checkins,
  '010_registrant_email_key': registrantEmailKey,
  '011_admin_hardening': adminHardening,
  '012_session_seats': sessionSeats,
  '013_messages': messages,
  '014_meetings': meetings,
  '015_places_counts': placesCounts,
  '016_access_log_seal': accessLogSeal,
  '017_message_failure': messageFailure,
  '018_approval_and_invitations': approvalAndInvitations,
  '019_editions': editions,
  '020_message_invitees': messageInvitees,
  '021_approval_one_truth': approvalOneTruth,
  '022_editions_table': editionsTable,
  '023_waiting_number_index': waitingNumberIndex,
  '024_admin_setup_codes': adminSetupCodes,
  '025_media': media,
  '026_heard_from_choices': heardFromChoices,
  '027_site_pages': sitePages,
  '028_edition_required': editionRequired,
  '029_edition_versions': editionVersions,
};

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(MIGRATIONS),
  getMigrationName: (name) => name,
  getMigration: async (name) => {
    const migration = MIGRATIONS[name];
    if (!migration) throw new Error(`Unknown migration ${name}`);
    return migration;
  },
};

/** Applies every pending migration; returns the names applied. */
export async function migrateLatest(db: Database): Promise<string[]> {
  const [, applied] = (await db.migrate.latest({ migrationSource })) as [number, string[]];
  return applied;
}

/**
 * Migrations this code knows that the database has not applied. Migrations the database has and
 * this code does not (a newer release's, after a rollback) are ignored: they are additive.
 */
export async function pendingMigrations(db: Database): Promise<string[]> {
  const hasTable = await db.schema.hasTable('knex_migrations');
  if (!hasTable) return Object.keys(MIGRATIONS);
  const applied = new Set((await db('knex_migrations').select('name')).map((row: { name: string }) => row.name));
  return Object.keys(MIGRATIONS).filter((name) => !applied.has(name));
}

export async function rollbackAll(db: Database): Promise<void> {
  await db.migrate.rollback({ migrationSource }, true);
}
