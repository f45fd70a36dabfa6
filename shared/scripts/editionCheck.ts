/**
 * `npm run edition:check [-- YEAR]`: validates an edition file (dates, sessions, rooms, both
 * languages) and prints what starting it changes. Without a year it checks the edition
 * FORUM_EDITION selects (the latest by default). Exit code 1 when the file has problems.
 */
import { editionChanges, editionProblems } from '../src/edition/check';
import { editionFilesList, selectEditionFiles } from '../src/edition/registry';

const env = { ...process.env };
const yearArgument = process.argv.slice(2).find((argument) => /^\d{4}$/.test(argument));
if (yearArgument) env.FORUM_EDITION = yearArgument;

try {
  const files = selectEditionFiles(env);
  const { edition, programme } = files;
  const all = editionFilesList(env);
  const previous = all.filter((other) => other.edition.year < edition.year).at(-1)?.edition;
  const problems = editionProblems(edition, programme);
  console.log(`Edition ${edition.year}: ${edition.name.en} / ${edition.name.ko}`);
  console.log(
    `  days ${edition.days[1]}, ${edition.days[2]}; ${edition.sessions.length} sessions; retention until ${edition.retentionUntil}`,
  );
  if (problems.length > 0) {
    console.log(`\n${problems.length} problem(s):`);
    for (const problem of problems) console.log(`  - ${problem}`);
    process.exitCode = 1;
  } else {
    console.log('\nThe file is valid.');
  }
  console.log('\nStarting it changes:');
  for (const line of editionChanges(previous, edition)) console.log(`  - ${line}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
