/**
 * ADMIN_ALLOWED_IPS: the networks admin calls may come from (Safety Measures Standard: access to the
 * system holding personal data may be limited by address). Node's own BlockList does the matching,
 * IPv4 and IPv6 alike; an IPv4 client seen through an IPv6 socket (`::ffff:192.0.2.1`) is matched
 * as the IPv4 address it is.
 */
import net from 'node:net';

export interface IpAllowList {
  /** The configured entries as written (for messages); empty means any address. */
  entries: readonly string[];
  allows(address: string): boolean;
}

/** Splits and checks `10.0.0.0/8, 2001:db8::/32, 203.0.113.7`; throws with the bad entry named. */
export function parseCidrList(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) cidrParts(entry);
  return entries;
}

function cidrParts(entry: string): { address: string; prefix: number; family: 'ipv4' | 'ipv6' } {
  const [address = '', prefixText, extra] = entry.split('/');
  const version = net.isIP(address);
  if (version === 0 || extra !== undefined)
    throw new Error(`"${entry}" is not an address or CIDR range like 10.0.0.0/8 or 2001:db8::/32`);
  const max = version === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? max : Number(prefixText);
  if (!/^\d{1,3}$/.test(prefixText ?? String(max)) || prefix > max)
    throw new Error(`"${entry}" has a prefix length outside 0-${max}`);
  return { address, prefix, family: version === 4 ? 'ipv4' : 'ipv6' };
}

const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

export function createIpAllowList(entries: readonly string[]): IpAllowList {
  const list = new net.BlockList();
  for (const entry of entries) {
    const { address, prefix, family } = cidrParts(entry);
    list.addSubnet(address, prefix, family);
  }
  return {
    entries,
    allows(rawAddress) {
      if (entries.length === 0) return true;
      const address = MAPPED_IPV4.exec(rawAddress)?.[1] ?? rawAddress;
      const version = net.isIP(address);
      if (version === 0) return false;
      return list.check(address, version === 4 ? 'ipv4' : 'ipv6');
    },
  };
}
