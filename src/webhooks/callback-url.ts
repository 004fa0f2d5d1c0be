import { isIP } from 'node:net';
import type pg from 'pg';
import type { ResearchConfig } from '../config.js';
import { badRequest } from '../lib/errors.js';
import { createAddressPolicy, type AddressPolicy } from '../outbound/address-policy.js';
import { BlockedError, UnresolvableError } from '../outbound/errors.js';
import { createOutboundGuard } from '../outbound/guard.js';
import { signingSecrets } from './signing.js';

/** The `callbackUrl` every request that starts a job accepts, as JSON Schema (checked below, delivered by src/webhooks). */
export const callbackUrlSchema = {
  type: 'string',
  minLength: 1,
  maxLength: 2048,
  description:
    'Absolute http(s) URL to POST the job view (as GET /api/v1/jobs/{id} returns it) to once the job settles, even if this request answers with the result. ' +
    'Headers: Leadbase-Event (job.completed, job.failed or job.cancelled), Leadbase-Delivery (a UUID, the same on every retry: deduplicate on it) and ' +
    'Leadbase-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the workspace\'s webhook secret> (for 24 h after a rotation a second v1 signed with the previous secret follows). ' +
    'To verify: recompute the HMAC over the raw body exactly as received, compare it in constant time with each v1, and refuse a t more than a few minutes old. ' +
    'A 2xx within 10 s is a delivery; anything else is retried (8 attempts over about a day); 410 stops. Only public addresses on ports 80 and 443; redirects are not followed. ' +
    'The workspace needs a webhook secret (the operator: cli webhook-secret rotate), else 400.',
} as const;

/** What a callbackUrl is judged by: the outbound policy (OUTBOUND_ALLOW_CIDRS) and the names' resolver (DNS_SERVERS) delivery uses. */
export type CallbackPolicy = Pick<ResearchConfig, 'allowCidrs' | 'dnsServers'>;

const DEFAULT_PORTS: Record<string, number> = { 'http:': 80, 'https:': 443 };
/** How long a request waits for the name of a callbackUrl with a port to resolve (cut there: the resolver's own retry would wait about 6 s). */
const RESOLVE_TIMEOUT_MS = 2_000;

/**
 * What is wrong with a callbackUrl before any job exists, judged by the crawler's outbound policy:
 * http(s) only, no credentials, no literal non-public address, ports 80 and 443 only unless the
 * destination is allow-listed — a name with another port is resolved now, as delivery resolves it, and
 * every address it has must be allow-listed. Delivery resolves and checks every name again when it connects.
 */
export async function callbackUrlProblem(raw: string, policy: CallbackPolicy): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return `callbackUrl must be an absolute http or https URL (got "${raw}")`;
  }
  if (!(url.protocol in DEFAULT_PORTS)) return `callbackUrl must be an http or https URL (got ${url.protocol}//)`;
  if (url.username || url.password) return 'callbackUrl must not contain a user name or password';
  const addresses = createAddressPolicy(policy.allowCidrs);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const literal = isIP(host) !== 0;
  const refusal = literal ? addresses.refusal(host) : null;
  if (refusal) return `callbackUrl must point at a public address: ${refusal}`;
  // new URL() drops a default port, so any port left is a non-default one.
  if (!url.port) return null;
  if (!policy.allowCidrs.length) return `callbackUrl port ${url.port} is not allowed: webhooks are delivered to ports 80 and 443 only`;
  if (literal) return addresses.allowListed(host) ? null : portNotAllowed(url, `${host} is not one`);
  return nameOnPortProblem(url, policy, addresses);
}

const portNotAllowed = (url: URL, why: string) =>
  `callbackUrl port ${url.port} is not allowed: webhooks are delivered to ports 80 and 443 only, other ports only to allow-listed addresses, and ${why}`;

/**
 * A name with a non-default port: resolved through delivery's resolver, and every address (A and AAAA)
 * must be allow-listed — delivery connects to whichever a fresh answer lists first.
 */
async function nameOnPortProblem(url: URL, policy: CallbackPolicy, addresses: AddressPolicy): Promise<string | null> {
  const guard = createOutboundGuard({ ...policy, connectTimeoutMs: RESOLVE_TIMEOUT_MS });
  const deadline = AbortSignal.timeout(RESOLVE_TIMEOUT_MS);
  let resolved: string[];
  try {
    resolved = await guard.addresses(url.hostname, deadline);
  } catch (err) {
    if (err === deadline.reason) return portNotAllowed(url, `${url.hostname} did not resolve within ${RESOLVE_TIMEOUT_MS / 1000} s`);
    if (err instanceof BlockedError) return `callbackUrl must point at a public address: ${err.message}`;
    if (err instanceof UnresolvableError) return portNotAllowed(url, err.message);
    throw err;
  }
  const outside = resolved.find((address) => !addresses.allowListed(address));
  return outside ? portNotAllowed(url, `${url.hostname} resolves to ${outside}, which is not one (every address of the name must be)`) : null;
}

/** Throws the 400 for a callbackUrl that cannot be delivered to or signed (the workspace has no secret). */
export async function checkCallbackUrl(pool: pg.Pool, policy: CallbackPolicy, workspaceId: number, callbackUrl: string): Promise<void> {
  const problem = await callbackUrlProblem(callbackUrl, policy);
  if (problem) throw badRequest(problem);
  if (!(await signingSecrets(pool, workspaceId)).length) {
    throw badRequest(
      `This workspace has no webhook secret, so callbacks cannot be signed; an operator creates one with: npm run --silent cli -- webhook-secret rotate --workspace ${workspaceId}`,
    );
  }
}
