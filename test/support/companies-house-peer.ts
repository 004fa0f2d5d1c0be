import http from 'node:http';
import type net from 'node:net';

/**
 * A loopback Companies House public data API: HTTP basic auth (key as user name, empty password),
 * `/company/{number}` and `/company/{number}/officers` in the API's JSON shape, 404 for unknown
 * numbers, rate-limit headers, and a 429 with Retry-After on demand.
 */
export const CH_KEY = 'test-ch-key';

export interface CompaniesHousePeer {
  url: string;
  requests: string[];
  /** The next request answers 429 with this Retry-After (seconds). */
  limitNext(retryAfterSeconds: number): void;
  close(): Promise<void>;
}

const COMPANIES: Record<string, { profile: Record<string, unknown>; officers: Record<string, unknown>[] }> = {
  '08123456': {
    profile: {
      company_name: 'SMILE DENTAL LTD',
      company_number: '08123456',
      company_status: 'active',
      date_of_creation: '2012-07-02',
      sic_codes: ['86230'],
      registered_office_address: { address_line_1: '12 Upper Street', locality: 'London', postal_code: 'N1 0PQ', country: 'England' },
    },
    officers: [
      { name: 'JONES, Sarah', officer_role: 'director', appointed_on: '2012-07-02' },
      { name: 'PATEL, David', officer_role: 'director', appointed_on: '2015-01-10' },
      { name: 'OLD, Former', officer_role: 'secretary', appointed_on: '2012-07-02', resigned_on: '2014-01-01' },
    ],
  },
};

export async function startCompaniesHousePeer(): Promise<CompaniesHousePeer> {
  const requests: string[] = [];
  let limited: number | null = null;
  let remaining = 600;
  const server = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    const expected = `Basic ${Buffer.from(`${CH_KEY}:`).toString('base64')}`;
    if (req.headers.authorization !== expected) return res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"Invalid Authorization","type":"ch:service"}');
    if (limited !== null) {
      const retryAfter = limited;
      limited = null;
      return res.writeHead(429, { 'retry-after': String(retryAfter), 'x-ratelimit-remain': '0', 'x-ratelimit-limit': '600' }).end();
    }
    const headers = { 'content-type': 'application/json', 'x-ratelimit-limit': '600', 'x-ratelimit-remain': String(--remaining), 'x-ratelimit-window': '5m' };
    const match = /^\/company\/([A-Z0-9]{8})(\/officers)?$/.exec(req.url ?? '');
    const company = match ? COMPANIES[match[1]] : undefined;
    if (!company) return res.writeHead(404, headers).end('{"errors":[{"error":"company-profile-not-found","type":"ch:service"}]}');
    const body = match![2] ? { items: company.officers, active_count: company.officers.filter((o) => !o.resigned_on).length, kind: 'officer-list' } : company.profile;
    res.writeHead(200, headers).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    requests,
    limitNext: (seconds) => void (limited = seconds),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
