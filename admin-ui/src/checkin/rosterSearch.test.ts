import { describe, expect, it } from 'vitest';
import { buildRosterSearch } from './rosterSearch';
import { rosterEntry } from '../testing/deskTestUtils';

const kim = rosterEntry({
  name: '김민준',
  company: '주식회사 한빛벤처스',
  email: 'minjun@hanbit.example',
  phone: '+82-10-1234-5678',
});
const jane = rosterEntry({
  name: 'Jane Doe',
  company: 'Northwind Capital',
  email: 'jane@northwind.example',
  phone: '(02) 555-0100',
});
const dora = rosterEntry({
  name: 'Dora Kim',
  company: 'Jane Street Ventures',
  email: 'dora@jsv.example',
  phone: '010.9876.5432',
});
const janet = rosterEntry({
  name: 'Janet Park',
  company: 'Blue Harbor',
  email: 'park@blue.example',
  phone: '02-777-1234',
});
const index = buildRosterSearch([kim, jane, dora, janet]);
const names = (query: string, limit = 10) =>
  index.search(query, limit).map((id) => [kim, jane, dora, janet].find((entry) => entry.id === id)!.name);

describe('roster search', () => {
  it('puts names that start with the query first, then other fields that do, then anything containing it', () => {
    // Jane Doe and Janet Park by name prefix (in name order), Jane Street's Dora Kim by company.
    expect(names('jane')).toEqual(['Jane Doe', 'Janet Park', 'Dora Kim']);
    expect(names('kim')).toEqual(['Dora Kim']);
    expect(names('park')).toEqual(['Janet Park']);
  });

  it('ignores case and spaces, in English and Korean', () => {
    expect(names('JANE  doe')).toEqual(['Jane Doe']);
    expect(names('janedoe')).toEqual(['Jane Doe']);
    expect(names('민준')).toEqual(['김민준']);
    expect(names('김 민')).toEqual(['김민준']);
    expect(names('한빛 벤처')).toEqual(['김민준']);
  });

  it('finds by e-mail and by phone typed with or without punctuation', () => {
    expect(names('northwind.ex')).toEqual(['Jane Doe']);
    expect(names('01098765432')).toEqual(['Dora Kim']);
    expect(names('1234-5678')).toEqual(['김민준']);
    // Both contain it; in name order (Latin letters before Hangul).
    expect(names('1234')).toEqual(['Janet Park', '김민준']);
  });

  it('answers the same while typing, deleting and typing something else as for each query alone', () => {
    const typed = [
      'j',
      'ja',
      'jan',
      'jane',
      'janet',
      'jane',
      'j',
      'do',
      'dora',
      '0',
      '01',
      '010',
      '010.9',
      '0109876',
      '02',
      '1234',
    ];
    const alone = typed.map((query) => buildRosterSearch([kim, jane, dora, janet]).search(query, 10));
    expect(typed.map((query) => index.search(query, 10))).toEqual(alone);
  });

  it('answers nothing for an empty query and honours the limit', () => {
    expect(names('   ')).toEqual([]);
    expect(names('a', 2)).toHaveLength(2);
    expect(names('nobody')).toEqual([]);
  });
});
