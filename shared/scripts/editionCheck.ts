/**
 * `npm run edition:check [-- YEAR]`: validates an edition file (dates, sessions, rooms, both
 * languages, days already past, two editions of one year, duplicate session codes) with the
 * validator the API uses, and prints what publishing it changes against the edition before it.
 * Without a year it checks the latest shipped file. Exit code 1 when the file has problems. The
 * editions in a database are checked in the admin's Forum screen (the same validator).
 */
import { editionChanges } from '../src/edition/check';
import { editionDocumentProblems } from '../src/edition/documentSchema';
import { SHIPPED_EDITIONS, latestShippedEdition } from '../src/edition/registry';

const yearArgument = process.argv.slice(2).find((argument) => /^\d{4}$/.test(argument));

try {
  const files = yearArgument
    ? SHIPPED_EDITIONS.find((shipped) => shipped.edition.year === Number(yearArgument))
    : latestShippedEdition();
  if (!files) {
    const known = SHIPPED_EDITIONS.map((shipped) => shipped.edition.year).join(', ');
    throw new Error(`${yearArgument}: no edition file for that year (edition files: ${known})`);
  }
  const { edition, programme } = files;
  const all = SHIPPED_EDITIONS;
  const previous = all.filter((other) => other.edition.year < edition.year).at(-1)?.edition;
  // The one validator the admin's Forum screen and the API use; a year not yet past also has its days checked.
  const past = all.some((other) => other.edition.year > edition.year);
  const problems = editionDocumentProblems(
    { ...edition, programme },
    {
      otherYears: all.filter((other) => other !== files).map((other) => other.edition.year),
      ...(past ? {} : { now: new Date() }),
    },
  ).map((problem) => `${problem.path}: ${problem.message}`);
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
  console.log('\nPublishing it changes:');
  for (const line of editionChanges(previous, edition)) console.log(`  - ${line}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
