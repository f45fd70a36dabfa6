import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../testing/adminTestUtils';
import { SESSION_STORAGE_KEY, endSession, parseSession, restoreSession, startSession } from './session';

const NOW = Date.parse('2025-09-22T03:00:00.000Z');
const LATER = '2025-09-22T09:00:00.000Z';
const EARLIER = '2025-09-22T02:59:59.999Z';

describe('parseSession', () => {
  it('accepts a token with an expiry still to come', () => {
    expect(parseSession(JSON.stringify({ token: 'abc', expiresAt: LATER }), NOW)).toEqual({
      token: 'abc',
      expiresAt: LATER,
      expiresAtMs: Date.parse(LATER),
    });
  });

  it.each([
    ['nothing stored', null],
    ['an empty string', ''],
    ['text that is not JSON', 'not json {'],
    ['a JSON string', '"abc"'],
    ['JSON null', 'null'],
    ['a missing token', JSON.stringify({ expiresAt: LATER })],
    ['an empty token', JSON.stringify({ token: '', expiresAt: LATER })],
    ['a numeric expiry', JSON.stringify({ token: 'abc', expiresAt: Date.parse(LATER) })],
    ['an unreadable expiry', JSON.stringify({ token: 'abc', expiresAt: 'soon' })],
    ['the original console’s bare expiry', String(NOW + 1000)],
    ['an expiry in the past', JSON.stringify({ token: 'abc', expiresAt: EARLIER })],
    ['an expiry of exactly now', JSON.stringify({ token: 'abc', expiresAt: new Date(NOW).toISOString() })],
  ])('rejects %s', (_case, raw) => {
    expect(parseSession(raw, NOW)).toBeNull();
  });
});

describe('restoreSession', () => {
  it('restores an unexpired session and keeps it stored', () => {
    const storage = memoryStorage({ [SESSION_STORAGE_KEY]: JSON.stringify({ token: 'abc', expiresAt: LATER }) });
    expect(restoreSession(storage, NOW)?.token).toBe('abc');
    expect(storage.get(SESSION_STORAGE_KEY)).not.toBeNull();
  });

  it('removes an expired session', () => {
    const storage = memoryStorage({ [SESSION_STORAGE_KEY]: JSON.stringify({ token: 'abc', expiresAt: EARLIER }) });
    expect(restoreSession(storage, NOW)).toBeNull();
    expect(storage.get(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('removes an unparsable entry', () => {
    const storage = memoryStorage({ [SESSION_STORAGE_KEY]: '{"token":' });
    expect(restoreSession(storage, NOW)).toBeNull();
    expect(storage.get(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('leaves other entries alone', () => {
    const storage = memoryStorage({ other: 'x' });
    expect(restoreSession(storage, NOW)).toBeNull();
    expect(storage.get('other')).toBe('x');
  });
});

describe('startSession and endSession', () => {
  it('stores a usable login and removes it again', () => {
    const storage = memoryStorage();
    expect(startSession(storage, { token: 'abc', expiresAt: LATER }, NOW)?.expiresAtMs).toBe(Date.parse(LATER));
    expect(JSON.parse(storage.get(SESSION_STORAGE_KEY) ?? '')).toEqual({ token: 'abc', expiresAt: LATER });
    endSession(storage);
    expect(storage.get(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('does not store a login that has already expired', () => {
    const storage = memoryStorage();
    expect(startSession(storage, { token: 'abc', expiresAt: EARLIER }, NOW)).toBeNull();
    expect(storage.get(SESSION_STORAGE_KEY)).toBeNull();
  });
});
