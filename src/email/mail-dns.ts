import { Resolver } from 'node:dns/promises';
import { isIP } from 'node:net';

export interface MailHost {
  exchange: string;
  priority: number;
  /**
   * The host's IPv4 then IPv6 addresses, resolved through the same resolver as the MX record (so
   * DNS_SERVERS governs every name we look up). Empty when the name has none; absent when a resolver
   * does not resolve hosts, in which case the prober connects by name.
   */
  addresses?: string[];
}

export type MailDns =
  | { status: 'ok'; hosts: MailHost[]; /** No MX: the domain itself is the mail host (RFC 5321 §5.1). */ implicit: boolean }
  | { status: 'null_mx' | 'no_domain' | 'no_mail_host'; hosts: [] }
  | { status: 'error'; hosts: []; detail: string };

export interface MailResolver {
  lookup(domain: string): Promise<MailDns>;
}

const errorCode = (err: unknown) => (err as { code?: string } | null)?.code ?? 'error';
// What Node's resolver says for "the name exists without such records" and "the name does not exist".
const NO_DATA = 'ENODATA';
const NO_NAME = 'ENOTFOUND';

/**
 * Where a domain's mail goes. MX hosts best first; a null MX (`MX 0 .`, RFC 7505) means the domain
 * takes no mail; without MX the domain's own A/AAAA record is its mail host (RFC 5321 §5.1 — the
 * "implicit MX"). Resolver trouble (unreachable, timeout, SERVFAIL) is `error`, never "no such domain".
 */
export function createMailResolver({ servers, timeoutMs = 5_000 }: { servers?: string[]; timeoutMs?: number } = {}): MailResolver {
  // One retry: UDP loses packets, but a dead resolver should fail in about 2 × timeoutMs, not more.
  const resolver = new Resolver({ timeout: timeoutMs, tries: 2 });
  if (servers?.length) resolver.setServers(servers);

  /** A and AAAA of a name; empty when it has neither, throws on resolver trouble. */
  async function addressesOf(name: string): Promise<string[]> {
    if (isIP(name)) return [name];
    const found: string[] = [];
    for (const resolve of [() => resolver.resolve4(name), () => resolver.resolve6(name)]) {
      try {
        found.push(...(await resolve()));
      } catch (err) {
        if (errorCode(err) !== NO_DATA && errorCode(err) !== NO_NAME) throw err;
      }
    }
    return found;
  }

  async function lookup(domain: string): Promise<MailDns> {
    let records: { exchange: string; priority: number }[];
    try {
      records = await resolver.resolveMx(domain);
    } catch (err) {
      if (errorCode(err) === NO_NAME) return { status: 'no_domain', hosts: [] };
      if (errorCode(err) !== NO_DATA) throw err;
      records = [];
    }
    // RFC 7505 wants the null MX to be the only record; if it is not, its intent still wins.
    if (records.some((r) => r.exchange === '' || r.exchange === '.')) return { status: 'null_mx', hosts: [] };
    if (!records.length) {
      const addresses = await addressesOf(domain);
      return addresses.length ? { status: 'ok', hosts: [{ exchange: domain, priority: 0, addresses }], implicit: true } : { status: 'no_mail_host', hosts: [] };
    }
    const sorted = records
      .map((r) => ({ exchange: r.exchange.toLowerCase().replace(/\.$/, ''), priority: r.priority }))
      .sort((a, b) => a.priority - b.priority || a.exchange.localeCompare(b.exchange));
    // One MX host whose name does not resolve must not hide the others; resolver trouble on some hosts
    // is only fatal when no host could be resolved at all.
    const settled = await Promise.allSettled(sorted.map((host) => addressesOf(host.exchange)));
    const hosts = sorted.map((host, i) => ({ ...host, addresses: settled[i].status === 'fulfilled' ? settled[i].value : [] }));
    if (hosts.some((host) => host.addresses.length)) return { status: 'ok', hosts, implicit: false };
    const failed = settled.find((s) => s.status === 'rejected');
    if (failed) throw failed.reason;
    // MX records that point nowhere: nothing can deliver to this domain.
    return { status: 'no_mail_host', hosts: [] };
  }

  return {
    async lookup(domain) {
      try {
        return await lookup(domain);
      } catch (err) {
        return { status: 'error', hosts: [], detail: `${errorCode(err)} looking up ${domain}` };
      }
    },
  };
}
