import { pipeline, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import { Agent, request } from 'undici';
import { BlockedError, UnresolvableError, outboundCause } from './errors.js';
import type { OutboundGuard } from './guard.js';

export type FetchOutcome = 'ok' | 'http_error' | 'not_read' | 'redirect_refused' | 'too_many_redirects' | 'blocked' | 'unreachable' | 'timeout' | 'error';

export interface FetchResult {
  url: string;
  /** Where the redirects ended (the URL the body belongs to). */
  finalUrl: string;
  status: number | null;
  contentType: string | null;
  /** Decompressed body, at most maxBytes; null when not read. */
  body: Buffer | null;
  bytes: number;
  /** The body was longer than maxBytes and was cut there. */
  truncated: boolean;
  ms: number;
  outcome: FetchOutcome;
  detail?: string;
  /** Where a refused redirect pointed (outcome redirect_refused). */
  location?: string;
}

export interface FetchOptions {
  /** The site's deadline; each request also has its own timeout. */
  signal?: AbortSignal;
  accept: string;
  /** Whether to read a body of this content type (others are not downloaded). */
  wantBody(contentType: string): boolean;
  /** Whether to follow a redirect to this URL (the guard has already accepted it). */
  followRedirect(to: URL): boolean;
}

export interface HttpFetcher {
  fetch(url: string, options: FetchOptions): Promise<FetchResult>;
  close(): Promise<void>;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** Stops a download we do not want (undici reports the abort as an error event, expected here). */
function discard(body: Readable): void {
  body.on('error', () => undefined);
  body.destroy();
}

function decompressor(encoding: string): zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress | null | undefined {
  switch (encoding) {
    case '':
    case 'identity':
      return null;
    case 'gzip':
    case 'x-gzip':
      return zlib.createGunzip();
    case 'deflate':
      return zlib.createInflate();
    case 'br':
      return zlib.createBrotliDecompress();
    default:
      return undefined; // unknown coding: we cannot read it
  }
}

/**
 * Plain HTTP for the crawler: every connection through the SSRF guard, redirects followed by hand
 * (each hop re-checked by the guard and by the caller's origin rule), bodies decompressed and cut
 * at maxBytes *after* decompression (a small gzip bomb cannot blow the budget), each request under
 * its own timeout inside the site's deadline. Never throws: the outcome says what happened.
 */
export function createHttpFetcher({
  guard,
  userAgent,
  requestTimeoutMs,
  maxBytes,
  maxRedirects,
}: {
  guard: OutboundGuard;
  userAgent: string;
  requestTimeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
}): HttpFetcher {
  const agent = new Agent({
    connect: guard.connector,
    headersTimeout: requestTimeoutMs,
    bodyTimeout: requestTimeoutMs,
    keepAliveTimeout: 4_000,
  });

  async function readBody(body: Readable, encoding: string): Promise<{ body: Buffer; truncated: boolean } | null> {
    const decode = decompressor(encoding);
    if (decode === undefined) {
      discard(body);
      return null;
    }
    // pipeline forwards a broken or aborted download to the decompressor, so the loop below ends.
    const stream: AsyncIterable<Buffer> = decode ? pipeline(body, decode, () => undefined) : body;
    const chunks: Buffer[] = [];
    let size = 0;
    let truncated = false;
    for await (const chunk of stream) {
      if (size + chunk.length > maxBytes) {
        chunks.push(chunk.subarray(0, maxBytes - size));
        truncated = true;
        break;
      }
      chunks.push(chunk);
      size += chunk.length;
    }
    discard(body);
    return { body: Buffer.concat(chunks), truncated };
  }

  async function fetchOnce(url: URL, options: FetchOptions, started: number, hops: number, firstUrl: string): Promise<FetchResult> {
    const base = { url: firstUrl, finalUrl: url.href, status: null, contentType: null, body: null, bytes: 0, truncated: false };
    const result = (rest: Partial<FetchResult> & { outcome: FetchOutcome }): FetchResult => ({ ...base, ...rest, ms: Date.now() - started });
    try {
      guard.checkUrl(url);
    } catch (err) {
      return result({ outcome: 'blocked', detail: (err as Error).message });
    }
    const signals = [AbortSignal.timeout(requestTimeoutMs), ...(options.signal ? [options.signal] : [])];
    try {
      const response = await request(url, {
        dispatcher: agent,
        method: 'GET',
        signal: AbortSignal.any(signals),
        headers: { 'user-agent': userAgent, accept: options.accept, 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'en, sr;q=0.9, de;q=0.8, *;q=0.5' },
      });
      const header = (name: string) => {
        const value = response.headers[name];
        return Array.isArray(value) ? value[0] : value;
      };
      const status = response.statusCode;
      const location = header('location');
      if (REDIRECTS.has(status) && location) {
        discard(response.body);
        let next: URL;
        try {
          next = new URL(location, url);
        } catch {
          return result({ status, outcome: 'http_error', detail: `redirect to an invalid URL: ${location.slice(0, 200)}` });
        }
        if (hops >= maxRedirects) return result({ status, outcome: 'too_many_redirects', detail: `more than ${maxRedirects} redirects` });
        try {
          guard.checkUrl(next);
        } catch (err) {
          return result({ status, outcome: 'blocked', detail: `redirect to ${next.href}: ${(err as Error).message}` });
        }
        if (!options.followRedirect(next)) return result({ status, outcome: 'redirect_refused', detail: `redirects to ${next.href}, another site`, location: next.href });
        return fetchOnce(next, options, started, hops + 1, firstUrl);
      }
      const contentType = header('content-type') ?? null;
      if (status >= 400) {
        discard(response.body);
        return result({ status, contentType, outcome: 'http_error', detail: `HTTP ${status}` });
      }
      if (!options.wantBody(contentType ?? '')) {
        discard(response.body);
        return result({ status, contentType, outcome: 'not_read', detail: `content type ${contentType ?? 'missing'} is not read` });
      }
      const read = await readBody(response.body, (header('content-encoding') ?? '').trim().toLowerCase());
      if (!read) return result({ status, contentType, outcome: 'not_read', detail: `content encoding ${header('content-encoding')} is not supported` });
      return result({ status, contentType, body: read.body, bytes: read.body.length, truncated: read.truncated, outcome: 'ok' });
    } catch (err) {
      const blocked = outboundCause(err, BlockedError);
      if (blocked) return result({ outcome: 'blocked', detail: blocked.message });
      const unresolvable = outboundCause(err, UnresolvableError);
      if (unresolvable) return result({ outcome: 'unreachable', detail: unresolvable.message });
      const name = (err as Error).name;
      const code = (err as { code?: string }).code ?? '';
      if (name === 'TimeoutError' || name === 'AbortError' || /TIMEOUT/.test(code))
        return result({ outcome: 'timeout', detail: `no complete answer within ${requestTimeoutMs} ms` });
      if (/ECONNREFUSED|ECONNRESET|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EAI_AGAIN|UND_ERR_SOCKET|CERT|SSL|TLS/.test(code + (err as Error).message)) {
        return result({ outcome: 'unreachable', detail: `${code || name}: ${(err as Error).message}`.slice(0, 300) });
      }
      return result({ outcome: 'error', detail: `${code || name}: ${(err as Error).message}`.slice(0, 300) });
    }
  }

  return {
    fetch: (url, options) => {
      const started = Date.now();
      let parsed: URL;
      try {
        parsed = new URL(url);
      } catch {
        return Promise.resolve({
          url,
          finalUrl: url,
          status: null,
          contentType: null,
          body: null,
          bytes: 0,
          truncated: false,
          ms: 0,
          outcome: 'blocked',
          detail: 'not a valid URL',
        });
      }
      return fetchOnce(parsed, options, started, 0, url);
    },
    close: () => agent.close(),
  };
}
