/**
 * Search-as-you-type over the desk's roster. A desk types a few letters per person, at 10,000
 * registrants: each entry's searchable text is normalised once when the roster changes (lower
 * case, no spaces, NFC so a Korean name typed on any keyboard compares equal), so a keystroke is
 * one pass of `startsWith`/`includes` over short strings, in the roster's name order.
 */
import type { CheckinRosterEntry } from '@forum/shared';

interface Indexed {
  id: number;
  name: string;
  /** Company, e-mail and phone, each normalised. */
  others: string[];
  /** The phone's digits alone: "010-1234-5678" is found by "01012345678" and by "1234 5678". */
  phoneDigits: string;
  /** All of the above joined, so most rows are ruled out with one `includes`. */
  all: string;
}

export interface RosterSearchIndex {
  /** Ids of the best matches, best first: the name starts with the query, another field does, then contains. */
  search(query: string, limit: number): number[];
  size: number;
}

/** What the user typed and the stored text, compared without case or spaces. */
export function searchKey(text: string): string {
  return text.normalize('NFC').toLocaleLowerCase().replace(/\s+/g, '');
}

// Normalising the text is most of an index build: kept per entry object, so a rebuild after a
// refresh that changed a few people only normalises those (the roster replaces changed entries).
const indexedRows = new WeakMap<CheckinRosterEntry, Indexed>();

function indexed(entry: CheckinRosterEntry): Indexed {
  const known = indexedRows.get(entry);
  if (known) return known;
  const name = searchKey(entry.name);
  const others = [searchKey(entry.company), searchKey(entry.email), searchKey(entry.phone)];
  const phoneDigits = entry.phone.replace(/\D/g, '');
  const row = { id: entry.id, name, others, phoneDigits, all: [name, ...others].join('\u0000') };
  indexedRows.set(entry, row);
  return row;
}

export function buildRosterSearch(entries: Iterable<CheckinRosterEntry>): RosterSearchIndex {
  const rows: Indexed[] = [...entries].map(indexed);
  // Name order by code point of the lower-case key: Hangul syllables are encoded in dictionary
  // order and Latin letters in alphabetical order, and it is ten times faster than a collator at
  // 10,000 names (the index is rebuilt whenever a refresh brings a changed name).
  rows.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id));

  // Typing narrows: every row matching "kim m" matched "kim", so the next keystroke scans only
  // the previous keystroke's matches (all of them, not only the ones shown) instead of the roster.
  let previous: { key: string; digits: string; matches: Indexed[] } | null = null;

  return {
    size: rows.length,
    search(query, limit) {
      const key = searchKey(query);
      if (!key || limit <= 0) return [];
      // A query of digits and phone punctuation is also looked for among the phone's digits.
      const digits = /^[\d\s+\-().]+$/.test(query) ? query.replace(/\D/g, '') : '';
      const narrows =
        previous !== null &&
        key.startsWith(previous.key) &&
        (digits === '' || (previous.digits !== '' && digits.startsWith(previous.digits)));
      const scanned = narrows ? previous!.matches : rows;
      const matches = scanned.filter(
        (row) => row.all.includes(key) || (digits.length > 0 && row.phoneDigits.includes(digits)),
      );
      previous = { key, digits, matches };
      const ranks: number[][] = [[], [], []];
      for (const row of matches) {
        // Rows come in name order, so once the best rank is full nothing later can beat it.
        if (ranks[0]!.length >= limit) break;
        if (row.name.startsWith(key)) ranks[0]!.push(row.id);
        // The lower ranks never need more than `limit` each: "us" matches every e-mail address.
        else if (ranks[1]!.length >= limit && ranks[2]!.length >= limit) continue;
        else if (
          row.others.some((field) => field.startsWith(key)) ||
          (digits.length > 0 && row.phoneDigits.startsWith(digits))
        ) {
          if (ranks[1]!.length < limit) ranks[1]!.push(row.id);
        } else if (ranks[2]!.length < limit) ranks[2]!.push(row.id);
      }
      return ranks.flat().slice(0, limit);
    },
  };
}
