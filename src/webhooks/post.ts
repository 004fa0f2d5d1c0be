import { Agent, request } from 'undici';
import { BlockedError, UnresolvableError, outboundCause } from '../outbound/errors.js';
import { createOutboundGuard } from '../outbound/guard.js';

/** A receiver has this long to answer (connect, headers and body). */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** The most of a receiver's answer we keep (in lastError). */
const MAX_ANSWER_BYTES = 1024;

export interface AttemptOutcome {
  /** The receiver's HTTP status; null when it never answered. */
  status: number | null;
  /** Why the attempt failed, with at most 1 KiB of the receiver's answer; null when delivered. */
  error: string | null;
}

export interface WebhookPoster {
  post(url: string, body: string, headers: Record<string, string>): Promise<AttemptOutcome>;
  close(): Promise<void>;
}

/**
 * POSTs webhooks through the crawler's SSRF guard (OUTBOUND_ALLOW_CIDRS, DNS_SERVERS): the name is resolved and every address checked when
 * the socket opens (a forbidden one is never connected to), no redirects are followed, 10 s for
 * everything. Never throws: the outcome says what happened.
 */
export function createWebhookPoster({ allowCidrs, dnsServers }: { allowCidrs: readonly string[]; dnsServers: readonly string[] }): WebhookPoster {
  const guard = createOutboundGuard({ allowCidrs, dnsServers, connectTimeoutMs: WEBHOOK_TIMEOUT_MS });
  const dispatcher = new Agent({ connect: guard.connector, connections: 4 });
  return {
    async post(url, body, headers) {
      const signal = AbortSignal.timeout(WEBHOOK_TIMEOUT_MS);
      let status: number | null = null;
      try {
        guard.checkUrl(new URL(url));
        const response = await request(url, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers }, dispatcher, signal });
        status = response.statusCode;
        response.body.on('error', () => undefined);
        const answer = await readAtMost(response.body, MAX_ANSWER_BYTES).catch(() => '');
        if (status >= 200 && status < 300) return { status, error: null };
        const said = answer.trim() ? `: ${answer.trim()}` : '';
        return { status, error: `The receiver answered ${status}${status >= 300 && status < 400 ? ' (redirects are not followed)' : ''}${said}` };
      } catch (err) {
        return { status, error: failure(err, signal) };
      }
    },
    close: () => dispatcher.close(),
  };
}

function failure(err: unknown, signal: AbortSignal): string {
  if (signal.aborted) return `No answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`;
  const blocked = outboundCause(err, BlockedError) ?? outboundCause(err, UnresolvableError);
  if (blocked) return `Not delivered: ${blocked.message}`;
  const { code, message } = err as { code?: string; message?: string };
  return `Could not reach the receiver: ${code ?? message ?? String(err)}`;
}

/** The first `max` bytes of a body as text; the rest is not downloaded. */
async function readAtMost(body: AsyncIterable<Buffer> & { destroy(): void }, max: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    chunks.push(chunk);
    size += chunk.length;
    if (size >= max) break;
  }
  body.destroy();
  return Buffer.concat(chunks).subarray(0, max).toString('utf8');
}
