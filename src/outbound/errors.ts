/** A URL or address the crawler refuses to contact (SSRF guard): never retried, reported as `blocked`. */
export class BlockedError extends Error {
  readonly code = 'LEADBASE_OUTBOUND_BLOCKED';
  constructor(message: string) {
    super(message);
    this.name = 'BlockedError';
  }
}

/** A host name that does not resolve (or resolves to nothing usable): reported as `unreachable`. */
export class UnresolvableError extends Error {
  readonly code = 'LEADBASE_UNRESOLVABLE';
  constructor(host: string, detail: string) {
    super(`${host} does not resolve (${detail})`);
    this.name = 'UnresolvableError';
  }
}

/** Finds our own error anywhere in a cause chain (undici wraps connector errors). */
export function outboundCause<T extends Error>(err: unknown, type: new (...args: never[]) => T): T | null {
  for (let e = err as { cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (e instanceof type) return e;
  }
  return null;
}
