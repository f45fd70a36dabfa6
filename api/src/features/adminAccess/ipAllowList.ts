/**
 * ADMIN_ALLOWED_IPS: the networks admin calls may come from (Safety Measures Standard: access to the
 * system holding personal data may be limited by address). Node's own BlockList does the matching,
 * IPv4 and IPv6 alike; an IPv4 client seen through an IPv6 socket (`::ffff:192.0.2.1`) is matched
 * as the IPv4 address it is.
 */
import net from 'node:net';
import { type IpAllowList, cidrParts, parseCidrList } from '../../cidrList';

// The list's syntax and shape sit below the features: config.ts parses it and the admin guard
// (middleware) takes it, and neither imports a feature.
export { type IpAllowList, parseCidrList };

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
