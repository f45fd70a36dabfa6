/**
 * The access-log key of every test server, test database and fixture (never data/access-log.key):
 * test databases are sealed with it, and tests that verify the chain verify it with this.
 */
export const TEST_ACCESS_LOG_KEY_TEXT = 'test-access-log-key-0123456789abcdef0123456789';
export const TEST_ACCESS_LOG_KEY = Buffer.from(TEST_ACCESS_LOG_KEY_TEXT);
