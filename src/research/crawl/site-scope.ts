/**
 * The site a crawl stays on: one origin (scheme, host, port), plus its `www`/apex twin on the same
 * scheme and port — `example.rs` and `www.example.rs` are the same business; `shop.example.rs` is not.
 */
export interface SiteScope {
  origin: string;
  contains(url: URL): boolean;
}

const twinOf = (host: string) => (host.startsWith('www.') ? host.slice(4) : `www.${host}`);

export function siteScope(origin: URL): SiteScope {
  const { protocol, hostname, port } = origin;
  const hosts = new Set([hostname, twinOf(hostname)]);
  return {
    origin: origin.origin,
    contains: (url) => url.protocol === protocol && url.port === port && hosts.has(url.hostname),
  };
}
