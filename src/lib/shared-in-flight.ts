/**
 * Wraps a read so that calls made while one is in flight share it: one read per Prometheus scrape,
 * however many gauges collect from it (prom-client collects them all at once), and a fresh one next time.
 */
export function sharedInFlight<T>(read: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | null = null;
  return () => (inFlight ??= read().finally(() => (inFlight = null)));
}
