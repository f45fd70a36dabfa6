/**
 * `@forum/api/testing`: the one harness for everything that needs a running API with a fresh
 * database (the API's own tests, the browser tests, every benchmark). Nothing here ships.
 */
import { fileURLToPath } from 'node:url';

export {
  type TestDatabase,
  type TestDatabaseOptions,
  type TestDbKind,
  createTestDatabase,
  mysqlServerConnection,
  testDbKind,
} from './testDatabase';
export {
  TEST_ACCESS_LOG_KEY,
  TEST_ACCESS_LOG_KEY_TEXT,
  TEST_PASSWORD_COST,
  type TestServer,
  currentEditionYear,
  type TestServerOptions,
  startTestServer,
  testConfig,
} from './testServer';
export {
  DEFAULT_TEST_ADMIN,
  LAST_PUBLIC_SESSION,
  TEST_OTP_SECRET,
  type TestAdmin,
  type TestAdminOptions,
  createTestAdmin,
  currentEditionPurgeLines,
  loginAdmin,
  loginToken,
  otpCode,
  validRegistration,
} from './fixtures';
export { forumDayClock } from './testServer';
export { runningClockFrom } from '../forumClock';
export { type TestForum, type TestForumOptions, prepareTestDatabase, startTestForum } from './testForum';
export { type MailedForum, startMailedForum } from './mailedForum';
export { type HttpRequestOptions, type HttpResponse, httpRequest } from './httpRequest';
export { type TcpProxy, startTcpProxy } from './tcpProxy';
export { type ServerProcess, startServerProcess } from './serverProcess';
export { forgetOtpUseInSqliteFile } from './otpReuse';
export { publishEditionInDatabase } from './editionRows';
export {
  type ReceivedMail,
  type SmtpBehaviour,
  type TestSmtpServer,
  type TestSmtpServerOptions,
  parseMail,
  startTestSmtpServer,
  unusedPort,
} from './smtpServer';
export { type MailSender, startMailSender } from '../features/mail';
export { type Database, createDatabase as openDatabase } from '../db/database';
export { silentLogger, createJsonLogger } from '../logger';
export { bearer, checkIn, listAll, registerPeople } from './registrantCalls';
export { logRows } from './accessLogRows';
export { outboxStates } from './outboxStates';
/** The command-line tools' commands, run against a test database with captured output. */
export { runAdminCli, runPurgeCli, runVerifyCli } from '../cli';
export { type CalendarEvent, type ParsedCalendar, calendarsIn, manageLinkIn, parseCalendar } from './mailReading';
/** A script appending to the access log from its own process: `node --import tsx <it> <database-url> <count> <tag>`. */
export const ACCESS_LOG_APPEND_WORKER = fileURLToPath(new URL('./accessLogAppendWorker.ts', import.meta.url));
/** For tests and benchmarks that write registrant rows directly: every row needs its own code. */
export { newCheckinCode } from '../features/registrations';
export { registrantRow } from './registrantRow';
/** Reading PDFs back with poppler (text, word boxes, fonts, page size) and decoding a rendered page's QR. */
export {
  type PdfFont,
  type WordBox,
  decodeQr,
  notdefGlyphCount,
  pdfFonts,
  pdfInfo,
  pdfText,
  pdfWordBoxes,
  renderPage,
} from './pdfReading';
/** Zip and xlsx files written by hand: a sheet of any size from chunks, a zip that lies about its sizes. */
export { type XlsxParts, type ZipEntry, inlineRow, sharedRow, writeXlsx, writeZip } from './zipWriter';
