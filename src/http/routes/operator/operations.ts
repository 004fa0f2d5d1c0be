import { basicAuth } from '../../middleware/basic-auth.js';
import { error, operation, type Operation } from '../../operation.js';
import type { OperationDeps } from '../shared.js';

/** What the operator's probes and Prometheus ask. */
export function operatorOperations({ config, ready, metrics }: OperationDeps): Operation[] {
  return [
    operation({
      id: 'healthz',
      method: 'get',
      path: '/healthz',
      summary: 'The process serves',
      tag: 'Operator',
      auth: 'none',
      responses: { 200: ['Up'] },
      handle: () => ({ body: { status: 'ok' } }),
    }),
    operation({
      id: 'readyz',
      method: 'get',
      path: '/readyz',
      summary: 'PostgreSQL and Redis answer',
      tag: 'Operator',
      auth: 'none',
      responses: { 200: ['Ready'], 503: error('A dependency is unreachable') },
      handle: () => ready(),
    }),
    operation({
      id: 'metrics',
      method: 'get',
      path: '/metrics',
      summary: 'Prometheus metrics',
      tag: 'Operator',
      auth: 'operator',
      contentType: 'text/plain',
      responses: { 200: ['Metrics in Prometheus text format'], 401: error('Operator credentials needed'), 404: error('Off: ADMIN_USER and ADMIN_PASSWORD are not set') },
      // Scraped with the operator's credentials (HTTP basic auth, as Prometheus supports); off without them.
      enabled: !!config.admin,
      before: config.admin ? [basicAuth(config.admin, 'Leadbase metrics')] : [],
      handle: () => metrics(),
    }),
  ];
}
