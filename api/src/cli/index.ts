/**
 * The commands without their process wiring (main.ts does that): the test harness runs them
 * against a test database with captured output.
 */
export { type AdminCliDeps, EXIT_FAILED, EXIT_OK, EXIT_USAGE, runAdminCli } from './adminCommands';
export { type CommandDeps, runPurgeCli, runVerifyCli } from './retentionCommands';
export { runBackupCli, runMigrateCli, runRestoreCli } from './databaseCommands';
