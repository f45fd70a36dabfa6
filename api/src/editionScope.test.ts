/**
 * The repositories scope to the edition createServices is handed, not to the live EDITION binding:
 * services built on a next year while the process's current edition is still this year's write
 * and read the next year's rows only, and follow the edition they are handed at each call.
 */
import { EDITION, type Edition, PUBLIC_SESSIONS, type Registration } from '@forum/shared';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createServices } from './services';
import { type TestDatabase, createTestDatabase, testConfig } from './testing';

const THIS_YEAR = EDITION.year;
const NEXT_YEAR = THIS_YEAR + 1;
const SESSION = PUBLIC_SESSIONS[0]!.code;

let testDb: TestDatabase;

beforeEach(async () => {
  testDb = await createTestDatabase();
});

afterEach(async () => {
  await testDb.drop();
});

function registration(email: string): Registration {
  return {
    company: 'Han River Capital',
    name: 'Jane Doe',
    title: 'Partner',
    email,
    phone: '+82-10-1234-5678',
    businessType: 1,
    attend: '',
    sessions: [SESSION],
    about: 'colleague',
    aboutOther: '',
    consent: true,
    locale: 'en',
  };
}

it("writes and reads the handed edition's rows only, whatever the live EDITION says", async () => {
  let handed: Edition = EDITION;
  const { store, seats } = createServices(
    testConfig(),
    testDb.db,
    () => new Date(),
    {},
    () => handed,
  );
  const now = new Date();
  const registrant = (email: string) =>
    store.transaction(async (repos) => {
      const { id } = await repos.registrants.insert(registration(email), now, { status: 'approved' });
      await seats.take(repos.knex, id, [SESSION], now);
      return id;
    });

  const lastYears = await registrant('returning@example.com');
  handed = { ...EDITION, year: NEXT_YEAR };
  const returning = await registrant('returning@example.com');
  const newcomer = await registrant('new@example.com');

  // The process's current edition never moved: only the services were handed the next year.
  expect(EDITION.year).toBe(THIS_YEAR);
  const rows = await testDb.db('registrants').select('id', 'edition').orderBy('id');
  expect(rows.map((row) => [Number(row.id), Number(row.edition)])).toEqual([
    [lastYears, THIS_YEAR],
    [returning, NEXT_YEAR],
    [newcomer, NEXT_YEAR],
  ]);
  const places = await testDb.db('session_places').select('registrant_id', 'edition').orderBy('id');
  expect(places.map((place) => [Number(place.registrant_id), Number(place.edition)])).toEqual([
    [lastYears, THIS_YEAR],
    [returning, NEXT_YEAR],
    [newcomer, NEXT_YEAR],
  ]);

  // Reads see the next year's rows only (last year's registration shows as another edition).
  const listed = await store.registrants.list();
  expect(listed.map((person) => [person.id, person.edition, person.alsoEditions])).toEqual([
    [returning, NEXT_YEAR, [THIS_YEAR]],
    [newcomer, NEXT_YEAR, undefined],
  ]);
  expect((await store.registrants.findByEmail('returning@example.com'))?.id).toBe(returning);
  expect(listed.find((person) => person.id === newcomer)?.sessions).toEqual([SESSION]);

  // Asked at each call: handed this year again, the same store reads this year's rows.
  handed = EDITION;
  expect((await store.registrants.list()).map((person) => person.id)).toEqual([lastYears]);
  expect((await store.registrants.findByEmail('returning@example.com'))?.id).toBe(lastYears);
});
