import type pg from 'pg';
import { Gauge, type Registry } from 'prom-client';
import { sharedInFlight } from '../../lib/shared-in-flight.js';
import { readAprState, type AprDatasetState } from './apr-state.js';

const seconds = (iso: string | null) => (iso ? Date.parse(iso) / 1000 : null);

/**
 * The APR dataset's state as gauges, read from PostgreSQL at scrape time (so every process reports the
 * same): edition date, companies served, last success and last failure (Unix seconds), a load running.
 * A value not known yet (no edition, never failed) is 0, as Prometheus timestamps usually say "never".
 */
export function registerAprMetrics(registry: Registry, pool: pg.Pool): void {
  const state = sharedInFlight(() => readAprState(pool));
  const gauge = (name: string, help: string, value: (s: AprDatasetState) => number | null) =>
    new Gauge({
      name: `leadbase_apr_${name}`,
      help,
      registers: [registry],
      async collect() {
        this.set(value(await state()) ?? 0);
      },
    });
  gauge('edition_date_seconds', 'Date of the APR edition served (its DatumPreseka), Unix seconds', (s) => seconds(s.edition && `${s.edition}T00:00:00Z`));
  gauge('companies', 'Companies in the APR edition served', (s) => s.companies);
  gauge('last_success_timestamp_seconds', 'When the last APR download succeeded, Unix seconds', (s) => seconds(s.lastSuccessAt));
  gauge('last_failure_timestamp_seconds', 'When the last APR download failed, Unix seconds', (s) => seconds(s.lastFailureAt));
  gauge('loading', '1 while an APR download is running', (s) => (s.loadingSince ? 1 : 0));
}
