import { fetchJson } from '../../lib/fetch-json.js';

/**
 * UK Companies House public data API: a company by the number the business's own website states, and
 * its current officers. Basic auth with the API key as user name and an empty password. The API allows
 * 600 requests per 5 minutes per key: we keep under it per process and wait out a 429's Retry-After.
 */
export interface CompanyRecord {
  registeredName: string;
  number: string;
  status: string;
  incorporatedOn: string | null;
  registeredOffice: string | null;
  sicCodes: string[];
  officers: { name: string; role: string; appointedOn: string | null }[];
}

export type CompanyLookup = { found: true; company: CompanyRecord } | { found: false; reason: string };

const WINDOW_MS = 5 * 60_000;
const WINDOW_REQUESTS = 600;
/** A Retry-After longer than this is not waited out: the lookup reports the limit instead. */
const MAX_RETRY_WAIT_MS = 30_000;

export class RegistryUpstreamError extends Error {}

export function companiesHouse({ apiKey, baseUrl, timeoutMs }: { apiKey: string; baseUrl: string; timeoutMs: number }) {
  const base = baseUrl.replace(/\/+$/, '');
  const auth = `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}`;
  const sent: number[] = [];

  async function turn(): Promise<void> {
    for (;;) {
      const now = Date.now();
      while (sent.length && sent[0] <= now - WINDOW_MS) sent.shift();
      if (sent.length < WINDOW_REQUESTS) {
        sent.push(now);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, sent[0] + WINDOW_MS - now));
    }
  }

  async function get(path: string, retried = false): Promise<{ status: number; body: unknown }> {
    await turn();
    const answer = await fetchJson(
      'Companies House',
      `${base}${path}`,
      { headers: { authorization: auth, accept: 'application/json' }, timeoutMs },
      (message) => new RegistryUpstreamError(message),
    );
    if (answer.status === 429 && !retried) {
      const wait = Number(answer.headers.get('retry-after') ?? '1') * 1000;
      if (!(wait <= MAX_RETRY_WAIT_MS)) throw new RegistryUpstreamError(`Companies House rate limit: retry after ${wait / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, wait));
      return get(path, true);
    }
    if (answer.status === 404) return { status: 404, body: null };
    if (answer.status < 200 || answer.status >= 300)
      throw new RegistryUpstreamError(`Companies House answered HTTP ${answer.status}${answer.status === 401 ? ' (check COMPANIES_HOUSE_API_KEY)' : ''}`);
    return { status: answer.status, body: answer.body };
  }

  return {
    async lookup(number: string): Promise<CompanyLookup> {
      const company = await get(`/company/${encodeURIComponent(number)}`);
      if (company.status === 404) return { found: false, reason: `Companies House has no company ${number}` };
      const c = company.body as {
        company_name: string;
        company_number: string;
        company_status?: string;
        date_of_creation?: string;
        sic_codes?: string[];
        registered_office_address?: Record<string, string | undefined>;
      };
      const officers = await get(`/company/${encodeURIComponent(number)}/officers`);
      const items = ((officers.body as { items?: { name: string; officer_role: string; appointed_on?: string; resigned_on?: string }[] } | null)?.items ?? []).filter(
        (o) => !o.resigned_on,
      );
      const office = c.registered_office_address;
      return {
        found: true,
        company: {
          registeredName: c.company_name,
          number: c.company_number,
          status: c.company_status ?? 'unknown',
          incorporatedOn: c.date_of_creation ?? null,
          registeredOffice: office ? [office.address_line_1, office.address_line_2, office.locality, office.postal_code, office.country].filter(Boolean).join(', ') : null,
          sicCodes: c.sic_codes ?? [],
          officers: items.map((o) => ({ name: o.name, role: o.officer_role, appointedOn: o.appointed_on ?? null })),
        },
      };
    },
  };
}

const LEGAL_SUFFIXES = /\b(ltd|limited|plc|llp|lp|cic|company|co|the|uk|d\.?o\.?o|doo|a\.?d|gmbh)\b\.?/g;
const comparable = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/&/g, ' and ')
    .replace(LEGAL_SUFFIXES, ' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** How the name the directory/site uses compares to the registered one: evidence for a human, never the reason for a match. */
export function compareNames(displayed: string, registered: string): 'same' | 'similar' | 'different' {
  const a = comparable(displayed);
  const b = comparable(registered);
  if (a === b) return 'same';
  const wordsA = new Set(a.split(' '));
  const shared = b.split(' ').filter((w) => wordsA.has(w)).length;
  return shared > 0 && shared >= Math.min(wordsA.size, b.split(' ').length) / 2 ? 'similar' : 'different';
}
