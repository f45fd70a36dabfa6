import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../testing/adminTestUtils';
import { DESK_NAME_KEY, defaultForumDay, koreaDate, readDeskName, saveDeskName } from './deskSettings';

describe('defaultForumDay', () => {
  it('is day 1 before the forum and on its first day in Korea', () => {
    expect(defaultForumDay(new Date('2025-06-01T00:00:00Z'))).toBe(1);
    expect(defaultForumDay(new Date('2025-09-22T14:59:59Z'))).toBe(1);
  });

  it('turns to day 2 at midnight in Korea, not at midnight UTC', () => {
    // 2025-09-22T15:00Z is 00:00 on 23 September in Seoul.
    expect(koreaDate(new Date('2025-09-22T15:00:00Z'))).toBe('2025-09-23');
    expect(defaultForumDay(new Date('2025-09-22T15:00:00Z'))).toBe(2);
  });

  it('stays day 2 after the forum', () => {
    expect(defaultForumDay(new Date('2025-12-01T03:00:00Z'))).toBe(2);
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
