import { Resolver } from 'node:dns/promises';
import { isIP } from 'node:net';
import { buildConnector } from 'undici';
import { createAddressPolicy } from './address-policy.js';
import { BlockedError, UnresolvableError } from './errors.js';
import { untilAborted } from '../lib/until-aborted.js';

const DEFAULT_PORTS: Record<string, number> = { 'http:': 80, 'https:': 443 };

/**
 * The SSRF guard every outbound crawl connection goes through. URLs come from third parties (places
 * directories, links on pages, redirects), so they are treated as hostile: http(s) only, no
 * credentials, default ports only (other ports only to allow-listed ranges), and the address is
 * checked when the socket is opened — the connector resolves the name itself, checks every address
 * and connects to the checked one, so DNS rebinding between check and use is impossible, and
 * IP-literal hosts (which never reach a `lookup` hook) are checked the same way.
 */
export interface OutboundGuard {
  /** Throws BlockedError when the URL may not be fetched at all (scheme, credentials, port). */
  checkUrl(url: URL): void;
  /**
   * Every address of a name (its A and AAAA records; an IP literal is its own), each checked as for the
   * default ports; throws BlockedError or UnresolvableError, or the signal's reason once it aborts.
   */
  addresses(hostname: string, signal?: AbortSignal): Promise<string[]>;
  /** The checked address to connect to for host:port; throws BlockedError or UnresolvableError. */
  resolve(hostname: string, port: number): Promise<string>;
  /** An undici connector that connects only through `resolve`. */
  connector: buildConnector.connector;
}

export function createOutboundGuard({
  allowCidrs,
  dnsServers,
  connectTimeoutMs,
}: {
  allowCidrs: readonly string[];
  dnsServers: readonly string[];
  connectTimeoutMs: number;
}): OutboundGuard {
  const policy = createAddressPolicy(allowCidrs);
  const resolver = new Resolver({ timeout: Math.min(connectTimeoutMs, 5_000), tries: 2 });
  if (dnsServers.length) resolver.setServers([...dnsServers]);
  const connect = buildConnector({ timeout: connectTimeoutMs });

  async function lookup(host: string, signal?: AbortSignal): Promise<string[]> {
    const lookups = Promise.allSettled([resolver.resolve4(host), resolver.resolve6(host)]);
    const results = await (signal ? untilAborted(lookups, signal) : lookups);
    const found = results.flatMap((r) => (r.status === 'fulfilled' ? r.value : []));
    if (found.length) return found;
    const reason = results.map((r) => (r.status === 'rejected' ? (r.reason as { code?: string }).code : null)).find(Boolean);
    throw new UnresolvableError(host, reason ?? 'no address records');
  }

  async function addresses(hostname: string, signal?: AbortSignal): Promise<string[]> {
    const host = hostname.replace(/^\[|\]$/g, '');
    const found = isIP(host) ? [host] : await lookup(host, signal);
    // One refused address refuses the name: a record set mixing public and private answers is an attack.
    for (const address of found) {
      const refusal = policy.refusal(address);
      if (refusal) throw new BlockedError(`${hostname} resolves to ${refusal}`);
    }
    return found;
  }

  async function resolve(hostname: string, port: number): Promise<string> {
    // The address connected to is the one checked for the port: a fresh answer, so any earlier check of the name is not relied on.
    const chosen = (await addresses(hostname))[0];
    if (!Object.values(DEFAULT_PORTS).includes(port) && !policy.allowListed(chosen)) {
      throw new BlockedError(`port ${port} is not allowed (only 80 and 443)`);
    }
    return chosen;
  }

  return {
    addresses,
    resolve,
    checkUrl(url) {
      if (!(url.protocol in DEFAULT_PORTS)) throw new BlockedError(`${url.protocol} URLs are not fetched (only http and https)`);
      if (url.username || url.password) throw new BlockedError('URLs with credentials are not fetched');
    },
    connector(options, callback) {
      const port = Number(options.port) || DEFAULT_PORTS[options.protocol] || 80;
      resolve(options.hostname, port).then(
        (address) => connect({ ...options, hostname: address, servername: options.servername ?? (isIP(options.hostname) ? undefined : options.hostname) }, callback),
        (err: Error) => callback(err, null),
      );
    },
  };
}
