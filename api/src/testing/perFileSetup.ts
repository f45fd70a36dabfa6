/**
 * Run before each API test file (api/vitest.config.ts). The files of a worker share its modules,
 * and the current edition is process-wide: a file that published next year's forum would leave it
 * current for the next file. Each file starts on the shipped editions, as a fresh process does.
 */
import { SHIPPED_EDITIONS, latestShippedEdition, setEditions } from '@forum/shared';

setEditions(SHIPPED_EDITIONS, latestShippedEdition().edition.year);
