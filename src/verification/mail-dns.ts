import { Resolver } from 'node:dns/promises';
import { isIP } from 'node:net';

export interface MailHost {
  exchange: string;
  priority: number;
}

export type MailDns =
  | { status: 'ok'; hosts: MailHost[]; /** No MX: the domain itself receives mail (RFC 5321 §5.1). */ implicit: boolean }
  | { status: 'null_mx' | 'no_domain' | 'no_mail_host'; hosts: [] }
  | { status: 'error'; hosts: []; detail: string };

export interface MailResolver {
  lookup(domain: string): Promise<MailDns>;
  /** IPv4 then IPv6 addresses of a mail host, through the same resolver (empty when it has none). */
  addressesOf(host: string): Promise<string[]>;
}

const code = (err: unknown) => (err as { code?: string }).code;
const absent = (err: unknown) => code(err) === 'ENODATA' || code(err) === 'ENOTFOUND';

/**
 * Where a domain's mail goes: its MX hosts best first; a null MX (`MX 0 .`, RFC 7505) means it takes
 * no mail; without MX the domain's own A/AAAA record is the mail host.
 */
export function createMailResolver({ servers, timeoutMs = 5_000 }: { servers?: string[]; timeoutMs?: number } = {}): MailResolver {
  const resolver = new Resolver({ timeout: timeoutMs, tries: 2 });
  if (servers?.length) resolver.setServers(servers);

  async function addressesOf(host: string): Promise<string[]> {
    if (isIP(host)) return [host];
    const found: string[] = [];
    for (const lookup of [() => resolver.resolve4(host), () => resolver.resolve6(host)]) {
      try {
        found.push(...(await lookup()));
      } catch (err) {
        if (!absent(err)) throw err;
      }
    }
    return found;
  }

  return {
    addressesOf: (host) => addressesOf(host).catch(() => []),
    async lookup(domain) {
      try {
        let records: MailHost[] = [];
        try {
          records = await resolver.resolveMx(domain);
        } catch (err) {
          if (code(err) === 'ENOTFOUND') return { status: 'no_domain', hosts: [] };
          if (code(err) !== 'ENODATA') throw err;
        }
        if (records.some((r) => r.exchange === '' || r.exchange === '.')) return { status: 'null_mx', hosts: [] };
        if (records.length) {
          const hosts = [...records].sort((a, b) => a.priority - b.priority).map((r) => ({ exchange: r.exchange.toLowerCase(), priority: r.priority }));
          return { status: 'ok', hosts, implicit: false };
        }
        return (await addressesOf(domain)).length ? { status: 'ok', hosts: [{ exchange: domain, priority: 0 }], implicit: true } : { status: 'no_mail_host', hosts: [] };
      } catch (err) {
        return { status: 'error', hosts: [], detail: `${code(err) ?? 'error'} looking up ${domain}` };
      }
    },
  };
}
