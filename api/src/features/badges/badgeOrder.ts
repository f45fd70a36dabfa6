/**
 * The order of a batch, as the dialog names it: names (or companies) in Hangul first, in 가나다
 * order, then every other script (Latin alphabetically, Hanja and kanji by their Korean reading,
 * kana, ...), with numbers compared as numbers; ties fall back to the other field and then
 * registration order. What decides is the first letter: an emoji or a quote before it is passed
 * over ("👩‍💻 Kim" sorts as "Kim"). The Korean collation alone would put a Hanja name among the
 * Hangul ones (it sorts Hanja by reading) and symbols before everything.
 */
import type { BadgeSort } from '@forum/shared';
import type { BadgePerson } from './badgeRepo';

const collator = new Intl.Collator('ko', { numeric: true, sensitivity: 'base' });
const FIRST_LETTER = /[\p{L}\p{N}]/u;
const HANGUL = /\p{Script=Hangul}/u;

interface Key {
  hangul: boolean;
  text: string;
}

function keyOf(value: string): Key {
  const text = value.normalize('NFC').trim();
  const at = text.search(FIRST_LETTER);
  const from = at < 0 ? text : text.slice(at);
  return { hangul: HANGUL.test(from.charAt(0)), text: from };
}

const compareKeys = (a: Key, b: Key) => Number(b.hangul) - Number(a.hangul) || collator.compare(a.text, b.text);

export function sortBadges(people: readonly BadgePerson[], sort: BadgeSort): BadgePerson[] {
  const [first, second] = sort === 'company' ? (['company', 'name'] as const) : (['name', 'company'] as const);
  const keyed = people.map((person) => ({ person, first: keyOf(person[first]), second: keyOf(person[second]) }));
  keyed.sort((a, b) => compareKeys(a.first, b.first) || compareKeys(a.second, b.second) || a.person.id - b.person.id);
  return keyed.map(({ person }) => person);
}
