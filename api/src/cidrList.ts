/**
 * The syntax of ADMIN_ALLOWED_IPS (addresses and CIDR ranges, IPv4 and IPv6) and the allow-list's
 * shape. Below the features, so config.ts checks the variable once and the admin guard takes the
 * list without importing the admin-access feature that matches addresses.
 */
import net from 'node:net';

/** The admin calls' allowed addresses, as the admin guard asks them (adminAccess builds it). */
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

export function cidrParts(entry: string): { address: string; prefix: number; family: 'ipv4' | 'ipv6' } {
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
