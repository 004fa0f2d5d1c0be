import ipaddr from 'ipaddr.js';

/**
 * Which addresses the crawler may connect to: public unicast only, plus the operator's allow-list
 * (OUTBOUND_ALLOW_CIDRS, empty in production). `ipaddr.process` unwraps IPv4-mapped IPv6
 * (`::ffff:127.0.0.1`) first, so a private IPv4 address cannot hide inside an IPv6 one; every other
 * range ipaddr.js knows — loopback, private, link-local (cloud metadata), CGNAT, unique-local,
 * multicast, reserved, NAT64, 6to4 — is refused.
 */
export interface AddressPolicy {
  /** Why the address is refused, or null when it may be used (on the default port). */
  refusal(ip: string): string | null;
  /** Whether the address is in the operator's allow-list (which also opens non-default ports). */
  allowListed(ip: string): boolean;
}

export function createAddressPolicy(allowCidrs: readonly string[]): AddressPolicy {
  const allowed = allowCidrs.map((cidr) => ipaddr.parseCIDR(cidr));
  const parse = (ip: string) => (ipaddr.isValid(ip) ? ipaddr.process(ip) : null);
  const allowListed = (ip: string) => {
    const address = parse(ip);
    return !!address && allowed.some(([range, bits]) => range.kind() === address.kind() && address.match(range, bits));
  };
  return {
    allowListed,
    refusal(ip) {
      const address = parse(ip);
      if (!address) return `"${ip}" is not an IP address`;
      if (allowListed(ip)) return null;
      const range = address.range();
      return range === 'unicast' ? null : `${address.toString()} is not a public address (${range})`;
    },
  };
}
