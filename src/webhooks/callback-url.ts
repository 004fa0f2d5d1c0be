import { isIP } from 'node:net';
import type pg from 'pg';
import { badRequest } from '../lib/errors.js';
import { createAddressPolicy } from '../research/outbound/address-policy.js';
import { signingSecrets } from './signing.js';

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

/**
 * What is wrong with a callbackUrl before any job exists, judged by the crawler's outbound policy
 * (OUTBOUND_ALLOW_CIDRS): http(s) only, no credentials, no literal non-public address, ports 80 and
 * 443 only unless allow-listed ranges exist. Names are resolved and checked again at delivery.
 */
export function callbackUrlProblem(raw: string, allowCidrs: readonly string[]): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return `callbackUrl must be an absolute http or https URL (got "${raw}")`;
  }
  if (!(url.protocol in DEFAULT_PORTS)) return `callbackUrl must be an http or https URL (got ${url.protocol}//)`;
  if (url.username || url.password) return 'callbackUrl must not contain a user name or password';
  const policy = createAddressPolicy(allowCidrs);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const literal = isIP(host) !== 0;
  const refusal = literal ? policy.refusal(host) : null;
  if (refusal) return `callbackUrl must point at a public address: ${refusal}`;
  // new URL() drops a default port, so any port left is a non-default one.
  if (url.port && (literal ? !policy.allowListed(host) : allowCidrs.length === 0)) {
    return `callbackUrl port ${url.port} is not allowed: webhooks are delivered to ports 80 and 443 only`;
  }
  return null;
}

/** Throws the 400 for a callbackUrl that cannot be delivered to or signed (the workspace has no secret). */
export async function checkCallbackUrl(pool: pg.Pool, allowCidrs: readonly string[], workspaceId: number, callbackUrl: string): Promise<void> {
  const problem = callbackUrlProblem(callbackUrl, allowCidrs);
  if (problem) throw badRequest(problem);
  if (!(await signingSecrets(pool, workspaceId)).length) {
    throw badRequest(
      `This workspace has no webhook secret, so callbacks cannot be signed; an operator creates one with: npm run --silent cli -- webhook-secret rotate --workspace ${workspaceId}`,
    );
  }
}
