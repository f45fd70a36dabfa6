import { describe, expect, it } from 'vitest';
import { EDITION } from '@forum/shared';
import { memoryStorage } from '../testing/adminTestUtils';
import { DESK_NAME_KEY, defaultForumDay, koreaDate, readDeskName, saveDeskName } from './deskSettings';

describe('defaultForumDay', () => {
  // The current edition's days (Korea), so the test follows the edition file.
  const [day1, day2] = [EDITION.days[1], EDITION.days[2]];
  const korea = (isoDate: string, time: string) => new Date(`${isoDate}T${time}+09:00`);

  it('is day 1 before the forum and on its first day in Korea', () => {
    expect(defaultForumDay(new Date(`${EDITION.year}-06-01T00:00:00Z`))).toBe(1);
    expect(defaultForumDay(korea(day1, '23:59:59'))).toBe(1);
  });

  it('turns to day 2 at midnight in Korea, not at midnight UTC', () => {
    // Midnight of day 2 in Seoul is 15:00 UTC the day before.
    const midnight = korea(day2, '00:00:00');
    expect(midnight.toISOString()).toBe(`${day1}T15:00:00.000Z`);
    expect(koreaDate(midnight)).toBe(day2);
    expect(defaultForumDay(midnight)).toBe(2);
  });

  it('stays day 2 after the forum', () => {
    expect(defaultForumDay(new Date(`${EDITION.year}-12-01T03:00:00Z`))).toBe(2);
  });
});

describe('desk name', () => {
  it('falls back to the default until a name is saved, then remembers it trimmed', () => {
    const storage = memoryStorage();
    expect(readDeskName(storage, 'Desk 1')).toBe('Desk 1');
    saveDeskName(storage, '  East door ');
    expect(storage.entries.get(DESK_NAME_KEY)).toBe('East door');
    expect(readDeskName(storage, 'Desk 1')).toBe('East door');
    saveDeskName(storage, '   ');
    expect(readDeskName(storage, '데스크 1')).toBe('데스크 1');
  });

  it('never keeps more than the API accepts', () => {
    const storage = memoryStorage();
    saveDeskName(storage, 'x'.repeat(60));
    expect(readDeskName(storage, 'Desk 1')).toHaveLength(40);
  });
});
