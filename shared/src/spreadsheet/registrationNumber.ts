/**
 * No.: a registrant's number in the full list, in registration order (the order the server lists
 * them). It stays with the registrant in a filtered list and a filtered export, so their rows can
 * be matched with the full list's.
 */
import type { Registrant } from '../registrant';

/** Registrant id -> No. */
export type RegistrationNumbers = ReadonlyMap<number, number>;

/** The No. of everyone in `fullList`, which must be the whole list in registration order. */
export function registrationNumbers(fullList: readonly Pick<Registrant, 'id'>[]): RegistrationNumbers {
  return new Map(fullList.map((registrant, index) => [registrant.id, index + 1]));
}

/**
 * The 0-based place that gives `registrant` its No. (the table's and the export's cells take a
 * place): from `numbers` when given, else its place in the rows being written (an unfiltered list).
 */
export function placeInFullList(
  registrant: Pick<Registrant, 'id'>,
  placeInRows: number,
  numbers: RegistrationNumbers | undefined,
): number {
  const number = numbers?.get(registrant.id);
  return number === undefined ? placeInRows : number - 1;
}
