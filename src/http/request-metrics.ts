import type { Metric, Registry } from 'prom-client';

/** Upper bounds of the latency buckets, in seconds. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

interface Series {
  labels: { method: string; route: string; status: string };
  count: number;
  sum: number;
  /** Observations per bucket (not cumulative); past the last bound they are only in `count`. */
  inBucket: number[];
}

/** A metric as prom-client's registry renders it: `get()` gives every sample with its labels. */
interface RenderedMetric {
  name: string;
  help: string;
  type: 'counter' | 'histogram';
  get(): { name: string; help: string; type: string; aggregator: string; values: { labels: Record<string, string | number>; value: number; metricName?: string }[] };
}

/**
 * The HTTP request metrics of one process, by method, route and status: `leadbase_http_requests_total`
 * and `leadbase_http_request_duration_seconds` (a histogram). Counted in plain numbers per series and
 * rendered by prom-client's registry only when scraped: prom-client's own counter and histogram validate
 * and hash the labels on every request, which a poll answered from memory measurably pays for. They
 * support what this registry is used for — its Prometheus text — not resetting or OpenMetrics.
 */
export class RequestMetrics {
  readonly #series = new Map<string, Series>();

  record(method: string, route: string, status: number, seconds: number): void {
    const key = `${method} ${status} ${route}`;
    let series = this.#series.get(key);
    if (!series) {
      series = { labels: { method, route, status: String(status) }, count: 0, sum: 0, inBucket: BUCKETS.map(() => 0) };
      this.#series.set(key, series);
    }
    series.count++;
    series.sum += seconds;
    const bucket = BUCKETS.findIndex((bound) => seconds <= bound);
    if (bucket >= 0) series.inBucket[bucket]++;
  }

  /** Adds both metrics to the registry, rendered from the counts at each scrape. */
  register(registry: Registry): void {
    const all = () => [...this.#series.values()];
    const metric = (name: string, help: string, type: RenderedMetric['type'], values: () => ReturnType<RenderedMetric['get']>['values']): RenderedMetric => ({
      name,
      help,
      type,
      get: () => ({ name, help, type, aggregator: 'sum', values: values() }),
    });
    const requests = metric('leadbase_http_requests_total', 'HTTP requests', 'counter', () => all().map((s) => ({ labels: s.labels, value: s.count })));
    const duration = 'leadbase_http_request_duration_seconds';
    const latency = metric(duration, 'HTTP request duration', 'histogram', () =>
      all().flatMap((s) => {
        let cumulative = 0;
        return [
          ...BUCKETS.map((le, i) => ({ labels: { le, ...s.labels }, value: (cumulative += s.inBucket[i]), metricName: `${duration}_bucket` })),
          { labels: { le: '+Inf', ...s.labels }, value: s.count, metricName: `${duration}_bucket` },
          { labels: s.labels, value: s.sum, metricName: `${duration}_sum` },
          { labels: s.labels, value: s.count, metricName: `${duration}_count` },
        ];
      }),
    );
    // The registry renders any object with get(); its types name only prom-client's own classes.
    for (const rendered of [requests, latency]) registry.registerMetric(rendered as unknown as Metric);
  }
}
