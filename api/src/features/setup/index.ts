/** The first-run setup's entry: the address printed at start while no admin exists, and its API. */
export { setupRouter } from './router';
export { SETUP_CODE_LIFETIME_MS, type SetupService, createSetupService } from './service';
