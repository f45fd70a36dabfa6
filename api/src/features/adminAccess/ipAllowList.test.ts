import { describe, expect, it } from 'vitest';
import { createIpAllowList, parseCidrList } from './ipAllowList';

describe('ADMIN_ALLOWED_IPS', () => {
  it('allows everyone when empty', () => {
    expect(createIpAllowList([]).allows('198.51.100.1')).toBe(true);
  });

  it('matches IPv4 and IPv6 ranges and single addresses, and IPv4 seen through an IPv6 socket', () => {
    const list = createIpAllowList(parseCidrList(' 10.0.0.0/8, 2001:db8::/32 ,203.0.113.7'));
    expect(list.allows('10.20.30.40')).toBe(true);
    expect(list.allows('::ffff:10.1.2.3')).toBe(true);
    expect(list.allows('11.0.0.1')).toBe(false);
    expect(list.allows('2001:db8:abcd::1')).toBe(true);
    expect(list.allows('2001:db9::1')).toBe(false);
    expect(list.allows('203.0.113.7')).toBe(true);
    expect(list.allows('203.0.113.8')).toBe(false);
    expect(list.allows('not an address')).toBe(false);
  });

  it.each(['10.0.0.0/33', 'example.com', '10.0.0/8', '::1/129', '1.2.3.4/8/1', '10.0.0.0/-1'])(
    'refuses %s',
    (entry) => {
      expect(() => parseCidrList(entry)).toThrow(entry);
    },
  );
});
